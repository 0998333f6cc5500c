import { createHash } from 'node:crypto';
import type { PushSubscriptions, StoredPushSubscription } from '../account/notification-ports.js';
import { writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { PushSubscriptionItem } from './entities/push-subscription.js';

/** The item key of an endpoint: its sha256, since endpoints run to hundreds of characters. */
export function subscriptionIdOf(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}

function toStored(item: PushSubscriptionItem): StoredPushSubscription {
  return {
    userId: item.userId,
    userGroupId: item.userGroupId ?? '',
    endpoint: item.endpoint,
    keys: { p256dh: item.p256dh, auth: item.auth },
    createdAt: item.createdAt,
  };
}

export function createPushSubscriptionStore(db: Pick<Database, 'pushSubscriptions'>): PushSubscriptions {
  const entity = db.pushSubscriptions;
  return {
    async save(subscription) {
      await entity
        .put({
          subscriptionId: subscriptionIdOf(subscription.endpoint),
          userId: subscription.userId,
          userGroupId: subscription.userGroupId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          createdAt: subscription.createdAt,
        })
        .go();
    },
    async remove(userId, endpoint) {
      // Only the holder removes it: someone else's browser stays subscribed.
      return writtenUnlessRefused(
        entity
          .delete({ subscriptionId: subscriptionIdOf(endpoint) })
          .where((attr, { eq }) => eq(attr.userId, userId))
          .go(),
      );
    },
    async discard(endpoint) {
      await entity.delete({ subscriptionId: subscriptionIdOf(endpoint) }).go();
    },
    async listForUser(userId) {
      const { data } = await entity.query.byUser({ userId }).go({ pages: 'all' });
      return data.map(toStored);
    },
    async listForAudience(audience) {
      const key = audience.kind === 'group' ? { userGroupId: audience.groupId } : {};
      const { data } = await entity.query.byAudience(key).go({ pages: 'all' });
      return data.map(toStored);
    },
  };
}
