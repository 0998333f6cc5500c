import { logger } from '../app.js';
import { commerce } from './deps.js';
import { expireOrders } from './service.js';

/**
 * The expiry sweep's Lambda (decision 0030): run every minute by an EventBridge Scheduler schedule in AWS and
 * by the local stack's timer. It takes no input from its event.
 */
export const handler = async () => {
  const outcome = await expireOrders(commerce());
  if (outcome.expired.length || outcome.paid.length) logger.info('Orders swept', outcome);
  return outcome;
};
