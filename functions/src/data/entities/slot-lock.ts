import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A time held by a booked private class (decision 0048): one for the instructor profile
 * (`instructor#<id>`) and one for the student (`student#<id>`) at the class's start on the slot
 * grid. Booking creates both in its transaction only where none is, so neither an instructor nor a
 * student is ever booked twice at one time, however many ask at once.
 */
export const slotLockSchema = {
  model: { entity: 'slotLock', version: '1', service: 'marketplace' },
  attributes: {
    holder: { type: 'string', required: true },
    starts_at: { type: 'string', required: true },
    session_id: { type: 'string', required: true },
  },
  indexes: {
    byHolder: { pk: { field: 'pk', composite: ['holder'] }, sk: { field: 'sk', composite: ['starts_at'] } },
  },
} as const;

export const createSlotLockEntity = ({ table, client }: DataOptions) => new Entity(slotLockSchema, { table, client });
export type SlotLockEntity = ReturnType<typeof createSlotLockEntity>;
export type SlotLockItem = EntityItem<SlotLockEntity>;
