import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A checkout's idempotency key, per account: the same key answers the order it made. Kept 7 days. */
export const checkoutKeySchema = {
  model: { entity: 'checkoutKey', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    key: { type: 'string', required: true },
    order_id: { type: 'string', required: true },
    /** Epoch seconds. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['user_id', 'key'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createCheckoutKeyEntity = ({ table, client }: DataOptions) => new Entity(checkoutKeySchema, { table, client });
