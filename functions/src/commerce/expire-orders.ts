import { logger } from '../app.js';
import { sendQueuedNotices } from '../people/staff-notices.js';
import { commerce } from './deps.js';
import type { CommercePorts } from './ports.js';
import { expireOrders } from './payments.js';

type Steps = Record<string, () => Promise<unknown>>;
type Outcome<S extends Steps> = { [Name in keyof S]?: Awaited<ReturnType<S[Name]>> } & { failed: string[] };

/**
 * Runs a sweep's steps one after another, each on its own: one that fails (the table or the
 * mailer does not answer) is logged and leaves the next to run. The answer holds what each did,
 * and names those that failed.
 */
export async function sweep<S extends Steps>(steps: S): Promise<Outcome<S>> {
  const outcome = { failed: [] as string[] } as Outcome<S>;
  for (const [name, step] of Object.entries(steps)) {
    try {
      (outcome as Record<string, unknown>)[name] = await step();
    } catch (error) {
      logger.error(`The minute sweep's step "${name}" failed`, error as Error);
      outcome.failed.push(name);
    }
  }
  return outcome;
}

/** The minute sweep: unpaid orders past their hold expire, then the queued staff notices go out. */
export const minuteSweep = (ports: CommercePorts) => ({
  orders: () => expireOrders(ports),
  notices: () => sendQueuedNotices(ports),
});

/**
 * Runs the minute sweep's steps and reports them: what was done is logged, and a failed step
 * fails the run once the others have run, so the Lambda's error metric shows it.
 */
export async function runMinuteSweep(steps: ReturnType<typeof minuteSweep>) {
  const outcome = await sweep(steps);
  if (outcome.failed.length) throw new Error(`The minute sweep's steps failed: ${outcome.failed.join(', ')}.`);
  const { orders, notices } = outcome;
  if (orders?.expired.length || orders?.paid.length || orders?.failed.length || notices) logger.info('Orders swept', outcome);
  return outcome;
}

/**
 * The minute sweep's Lambda (decision 0030): run every minute by an EventBridge Scheduler schedule
 * in AWS and by the local stack's timer. It expires unpaid orders past their hold, then sends the
 * staff notices other Lambdas queued (decision 0059). It takes no input from its event.
 */
export const handler = () => runMinuteSweep(minuteSweep(commerce()));
