import type { PushMessage, PushOutcome, PushPorts, PushSender, StoredPushSubscription } from './notification-ports.js';

/** In-memory push ports for unit tests: the same rules as the table adapter (one holder per endpoint). */
export function memoryPush(groups: Record<string, string | null>, options: { configured?: boolean; outcomes?: Record<string, PushOutcome | Error> } = {}) {
  const stored = new Map<string, StoredPushSubscription>();
  const sent: { endpoint: string; message: PushMessage }[] = [];
  const logs: { level: 'info' | 'warn'; message: string; details: Record<string, unknown> }[] = [];
  const sender: PushSender = {
    publicKey: 'BPublicKey',
    async send(subscription, message) {
      const outcome = options.outcomes?.[subscription.endpoint];
      if (outcome instanceof Error) throw outcome;
      if (!outcome || outcome.status === 'sent') sent.push({ endpoint: subscription.endpoint, message });
      return outcome ?? { status: 'sent' };
    },
  };
  const ports: PushPorts = {
    now: () => 1_800_000_000_000,
    groupOf: async (userId) => (userId in groups ? groups[userId] : undefined),
    // Unit tests name push services by their host; `.internal` stands for one that is not public.
    endpointProblem: async (endpoint) => (new URL(endpoint).hostname.endsWith('.internal') ? 'must be a push service on the public internet.' : undefined),
    sender: async () => (options.configured === false ? undefined : sender),
    subscriptions: {
      async save(subscription) {
        stored.set(subscription.endpoint, { ...subscription });
      },
      async remove(userId, endpoint) {
        if (stored.get(endpoint)?.userId !== userId) return false;
        return stored.delete(endpoint);
      },
      async discard(endpoint) {
        stored.delete(endpoint);
      },
      async listForUser(userId) {
        return [...stored.values()].filter((subscription) => subscription.userId === userId);
      },
      async listForAudience(audience) {
        return [...stored.values()].filter((subscription) => audience.kind === 'all' || subscription.userGroupId === audience.groupId);
      },
    },
  };
  const log = {
    info: (message: string, details: Record<string, unknown>) => logs.push({ level: 'info', message, details }),
    warn: (message: string, details: Record<string, unknown>) => logs.push({ level: 'warn', message, details }),
  };
  return { ports, stored, sent, logs, log };
}
