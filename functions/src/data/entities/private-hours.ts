import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's private-class time left with one instructor profile (decision 0048), in minutes:
 * bought hours add to it, a booking takes a session's length on the condition that it stays at 0
 * or more, a cancellation gives it back. A student's balances are one Query of their partition.
 */
export const privateHoursSchema = {
  model: { entity: 'privateHours', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    instructor_id: { type: 'string', required: true },
    minutes: { type: 'number', default: 0 },
    updated_at: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['instructor_id'] } },
  },
} as const;

export const createPrivateHoursEntity = ({ table, client }: DataOptions) => new Entity(privateHoursSchema, { table, client });
export type PrivateHoursEntity = ReturnType<typeof createPrivateHoursEntity>;
export type PrivateHoursItem = EntityItem<PrivateHoursEntity>;
