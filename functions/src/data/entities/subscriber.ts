import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { listedIndexes, recordAttributes } from './record-keys.js';

/** Someone who asked for the site's news by e-mail; one record an address (decision 0021). */
export const subscriberSchema = {
  model: { entity: 'subscriber', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    /** Lower case; unique among subscribers. */
    email: { type: 'string', required: true },
    name: { type: 'string', default: '' },
  },
  indexes: listedIndexes,
} as const;

export const createSubscriberEntity = ({ table, client }: DataOptions) => new Entity(subscriberSchema, { table, client });
export type SubscriberItem = EntityItem<ReturnType<typeof createSubscriberEntity>>;
