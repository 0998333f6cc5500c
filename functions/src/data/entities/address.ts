import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** One address of a person's address book, in that person's partition (decision 0020). */
export const addressSchema = {
  model: { entity: 'address', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true },
    id: { type: 'string', required: true },
    recipient_name: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    line1: { type: 'string', required: true },
    line2: { type: 'string', default: '' },
    subdistrict: { type: 'string', required: true },
    district: { type: 'string', required: true },
    province: { type: 'string', required: true },
    postal_code: { type: 'string', required: true },
    is_default: { type: 'boolean', default: false },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

export const createAddressEntity = ({ table, client }: DataOptions) => new Entity(addressSchema, { table, client });
export type AddressItem = EntityItem<ReturnType<typeof createAddressEntity>>;
