import type { LambdaModule } from './lambda-invoke.js';

/** The scheduled functions of the stack (EventBridge schedules in AWS), by the local name the gateway's Invoke endpoint serves. */
export const LOCAL_SCHEDULES = {
  expireOrders: {
    functionName: 'marketplace-local-expire-orders',
    load: (): Promise<LambdaModule> => import('@lm/functions/commerce/expire-orders'),
    everyMs: 60_000,
  },
  sendReminders: {
    functionName: 'marketplace-local-send-reminders',
    load: (): Promise<LambdaModule> => import('@lm/functions/live/send-reminders'),
    everyMs: 5 * 60_000,
  },
} as const;

export const scheduledFunctions = (): Record<string, () => Promise<LambdaModule>> =>
  Object.fromEntries(Object.values(LOCAL_SCHEDULES).map(({ functionName, load }) => [functionName, load]));

/**
 * Invokes each scheduled function on its period through the gateway's Invoke endpoint, as
 * EventBridge would; answers a stopper.
 */
export function startSchedules(gatewayUrl: string, report: (line: string) => void): () => Promise<void> {
  const timers = Object.values(LOCAL_SCHEDULES).map(({ functionName, everyMs }) =>
    setInterval(() => {
      fetch(`${gatewayUrl}/2015-03-31/functions/${functionName}/invocations`, { method: 'POST', body: JSON.stringify({ source: 'local.schedule' }) })
        .then(async (response) => {
          if (response.headers.get('x-amz-function-error')) report(`${functionName} failed: ${await response.text()}`);
        })
        .catch(() => undefined);
    }, everyMs).unref(),
  );
  return async () => timers.forEach((timer) => clearInterval(timer));
}
