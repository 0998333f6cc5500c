import { Entity, type EntityItem } from 'electrodb';
import { SEAT_SOURCES, SESSION_KINDS } from '@lm/shared';
import type { DataOptions } from '../options.js';

/**
 * A student's seat in a class session (decision 0046), in the session's partition so one student
 * holds at most one seat of a session and a session's seats are one Query; a student's classes are
 * one Query of gsi1 by start.
 */
export const sessionSeatSchema = {
  model: { entity: 'sessionSeat', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    kind: { type: SESSION_KINDS, required: true },
    starts_at: { type: 'string', required: true },
    ends_at: { type: 'string', required: true },
    source: { type: SEAT_SOURCES, required: true },
    order_id: { type: 'string' },
    booked_at: { type: 'string', required: true },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['user_id'] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['user_id'] }, sk: { field: 'gsi1sk', composite: ['starts_at', 'session_id'] } },
  },
} as const;

export const createSessionSeatEntity = ({ table, client }: DataOptions) => new Entity(sessionSeatSchema, { table, client });
export type SessionSeatEntity = ReturnType<typeof createSessionSeatEntity>;
export type SessionSeatItem = EntityItem<SessionSeatEntity>;
