import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * One browser's push subscription (decision 0022). Keyed by the endpoint's hash, so a browser
 * belongs to one person at a time: whoever signs in on it last. The person's subscriptions are
 * one Query on gsi1; everyone's, or one user group's, one Query on gsi2, whose sort key starts
 * with the group the person was in when they subscribed.
 */
export const pushSubscriptionSchema = {
  model: { entity: 'pushSubscription', version: '1', service: 'marketplace' },
  attributes: {
    /** sha256 of the endpoint, hex: endpoints are long and only ever looked up whole. */
    subscriptionId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** The user's group at subscription time; empty when they are in none. */
    userGroupId: { type: 'string', default: '' },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['subscriptionId'] }, sk: { field: 'sk', composite: [] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['subscriptionId'] } },
    byAudience: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['userGroupId', 'userId', 'subscriptionId'] },
    },
  },
} as const;

export const createPushSubscriptionEntity = ({ table, client }: DataOptions) => new Entity(pushSubscriptionSchema, { table, client });
export type PushSubscriptionItem = EntityItem<ReturnType<typeof createPushSubscriptionEntity>>;
