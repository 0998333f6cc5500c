import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A value of a unique field taken by a record (a coupon's code): written in the record's own
 * transaction on the condition that no other record holds it, so two records can never share it
 * (an index cannot refuse a duplicate, and is read eventually). `RecordKind.unique`.
 */
export const valueClaimSchema = {
  model: { entity: 'valueClaim', version: '1', service: 'marketplace' },
  attributes: {
    kind: { type: 'string', required: true },
    field: { type: 'string', required: true },
    value: { type: 'string', required: true },
    record_id: { type: 'string', required: true },
  },
  indexes: {
    byValue: { pk: { field: 'pk', composite: ['kind', 'field', 'value'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createValueClaimEntity = ({ table, client }: DataOptions) => new Entity(valueClaimSchema, { table, client });
export type ValueClaimEntity = ReturnType<typeof createValueClaimEntity>;
export type ValueClaimItem = EntityItem<ValueClaimEntity>;
