import { logger } from '../app.js';
import { sendQueuedNotices } from '../people/staff-notices.js';
import { commerce } from './deps.js';
import { expireOrders } from './service.js';

/**
 * The minute sweep's Lambda (decision 0030): run every minute by an EventBridge Scheduler schedule
 * in AWS and by the local stack's timer. It expires unpaid orders past their hold, then sends the
 * staff notices other Lambdas queued (decision 0059). It takes no input from its event.
 */
export const handler = async () => {
  const ports = commerce();
  const outcome = { ...(await expireOrders(ports)), notices: await sendQueuedNotices(ports) };
  if (outcome.expired.length || outcome.paid.length || outcome.notices) logger.info('Orders swept', outcome);
  return outcome;
};
