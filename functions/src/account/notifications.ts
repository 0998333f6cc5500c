import type { NotificationKey, PushSubscriptionInput } from '@lm/shared';
import { ForbiddenError, ValidationError } from '../errors.js';
import { ERRORS, message } from '@lm/shared';
import type { PushAudience, PushLog, PushPorts, StoredPushSubscription } from './notification-ports.js';

export const PUSH_MESSAGES = {
  otherUser: message('ownPushOnly'),
  notConfigured: 'Push is not configured for this stage: the announcement is not pushed.',
} as const;

/** How many pushes go out at once: enough to be quick, few enough to stay inside a Lambda's sockets. */
const CONCURRENCY = 10;

/** Where a pushed announcement opens: its page on the site. */
export const announcementUrl = (id: string) => `/announcement/${encodeURIComponent(id)}`;

function own(caller: { userId: string }, userid: string): void {
  if (userid !== caller.userId) throw new ForbiddenError(PUSH_MESSAGES.otherUser);
}

export async function notificationKey(ports: Pick<PushPorts, 'sender'>): Promise<NotificationKey> {
  const sender = await ports.sender();
  return { publicKey: sender?.publicKey ?? null };
}

/**
 * POST /api/notification/subscribe: the caller's browser, stored with the caller's current group
 * so group announcements find it. Signing in again re-registers, which refreshes the group. The
 * server will connect to the endpoint, so only a push service on the public internet is taken
 * (decision 0022): never this host, a private network or the metadata service.
 */
export async function subscribePush(
  ports: PushPorts,
  caller: { userId: string },
  input: { subscription: PushSubscriptionInput; userid: string },
): Promise<void> {
  own(caller, input.userid);
  const problem = await ports.endpointProblem(input.subscription.endpoint);
  if (problem) {
    const message = `subscription.endpoint ${problem}`;
    throw new ValidationError(`${ERRORS.validation.message} (body) ${message}`, { 'subscription.endpoint': [message] });
  }
  const group = await ports.groupOf(caller.userId);
  await ports.subscriptions.save({
    userId: caller.userId,
    userGroupId: group ?? '',
    endpoint: input.subscription.endpoint,
    keys: { p256dh: input.subscription.keys.p256dh, auth: input.subscription.keys.auth },
    createdAt: new Date(ports.now()).toISOString(),
  });
}

/** POST /api/notification/unsubscribe: an endpoint the caller does not hold is left alone, and the answer is the same. */
export async function unsubscribePush(
  ports: PushPorts,
  caller: { userId: string },
  input: { subscription: Pick<PushSubscriptionInput, 'endpoint'>; userid: string },
): Promise<void> {
  own(caller, input.userid);
  await ports.subscriptions.remove(caller.userId, input.subscription.endpoint);
}

async function recipients(ports: PushPorts, audience: PushAudience): Promise<StoredPushSubscription[]> {
  if (audience.kind === 'user') return ports.subscriptions.listForUser(audience.userId);
  const stored = await ports.subscriptions.listForAudience(audience);
  if (audience.kind === 'all') return stored;
  // A group is stored at subscription time: someone who has left the group since must not get its announcements.
  const current = new Map<string, boolean>();
  for (const userId of new Set(stored.map((subscription) => subscription.userId))) {
    current.set(userId, (await ports.groupOf(userId)) === audience.groupId);
  }
  return stored.filter((subscription) => current.get(subscription.userId));
}

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Pushes an announcement to the browsers of its audience. Subscriptions the push service
 * reports gone (404, 410) are removed; other failures are logged and skipped. Never throws:
 * a push is a courtesy, the stored announcement is what counts (../shared/SPEC.md §8).
 */
export async function pushAnnouncement(
  ports: PushPorts,
  log: PushLog,
  announcement: { id: string; title: string; message: string; audience: PushAudience; url?: string },
): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  try {
    const sender = await ports.sender();
    if (!sender) {
      log.info(PUSH_MESSAGES.notConfigured, { announcementId: announcement.id });
      return report;
    }
    const queue = await recipients(ports, announcement.audience);
    const message = { title: announcement.title, body: announcement.message, url: announcement.url ?? announcementUrl(announcement.id) };
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const subscription = next;
        const outcome = await sender.send(subscription, message).catch((error: unknown) => ({ status: 'failed' as const, reason: String(error) }));
        if (outcome.status === 'sent') report.sent += 1;
        else if (outcome.status === 'gone') {
          await ports.subscriptions.discard(subscription.endpoint);
          report.removed += 1;
        } else {
          report.failed += 1;
          log.warn('Push not delivered', { announcementId: announcement.id, reason: outcome.reason });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    log.info('Announcement pushed', { announcementId: announcement.id, ...report });
  } catch (error) {
    log.warn('Announcement push failed', { announcementId: announcement.id, error: String(error) });
  }
  return report;
}
