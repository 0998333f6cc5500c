import { SELLABLE_KINDS } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * One line of a cart, in its cart's partition: `owner` is `user:<id>` for an account's cart and
 * `visitor:<generate_id>` for a visitor's (decision 0030). Carts left alone expire after 60 days.
 */
export const cartLineSchema = {
  model: { entity: 'cartLine', version: '1', service: 'marketplace' },
  attributes: {
    owner: { type: 'string', required: true },
    item_id: { type: 'string', required: true },
    kind: { type: SELLABLE_KINDS, required: true },
    quantity: { type: 'number', required: true },
    added_at: { type: 'string', required: true },
    /** Epoch seconds. */
    ttl: { type: 'number' },
  },
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['owner'] }, sk: { field: 'sk', composite: ['item_id'] } },
  },
} as const;

export const createCartLineEntity = ({ table, client }: DataOptions) => new Entity(cartLineSchema, { table, client });
export type CartLineItem = EntityItem<ReturnType<typeof createCartLineEntity>>;
