import { createPushSubscriptionStore } from '../data/push-subscription-repository.js';
import { createAccountProfiles } from '../data/account-repository.js';
import { database, logger } from '../app.js';
import { createEndpointCheck } from '../adapters/public-endpoint.js';
import { env } from '../env.js';
import type { PushPorts, PushSender } from './notification-ports.js';

let sender: Promise<PushSender | undefined> | undefined;

/**
 * The stage's sender, made on first use and kept for the container: from the keys in the environment (local
 * stack), else from the SSM parameter (AWS). No keys: push is off and only logged. A failed
 * parameter read is not kept, so the next call tries again.
 */
function pushSender(): Promise<PushSender | undefined> {
  sender ??= (async () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, VAPID_PARAMETER } = env();
    if (!(VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) && !VAPID_PARAMETER) return undefined;
    // Loaded on first use: the other routes of the Lambda do not pay for web-push and the SSM client at cold start.
    const { createWebPushSender, DEFAULT_VAPID_SUBJECT, readVapidParameter } = await import('../adapters/web-push-sender.js');
    if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
      return createWebPushSender({ publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT });
    }
    return createWebPushSender(await readVapidParameter(VAPID_PARAMETER!));
  })().catch((error: unknown) => {
    sender = undefined;
    logger.warn('VAPID keys could not be read', { error: String(error) });
    return undefined;
  });
  return sender;
}

let ports: PushPorts | undefined;

/** Push ports for the account domain (subscriptions) and the content domain (announcements). */
export function push(): PushPorts {
  if (!ports) {
    const profiles = createAccountProfiles(database());
    ports = {
      subscriptions: createPushSubscriptionStore(database()),
      sender: pushSender,
      groupOf: async (userId) => (await profiles.get(userId))?.userGroupId,
      endpointProblem: createEndpointCheck({ trustedOrigins: env().PUSH_TRUSTED_ORIGINS?.split(',').map((origin) => origin.trim()) }),
      now: Date.now,
    };
  }
  return ports;
}
