import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * One join or leave of a class room (decision 0049), in the session's partition so a session's
 * attendance is one Query; one item per connection and event, so a repeated event writes the same item.
 */
export const attendanceEventSchema = {
  model: { entity: 'attendanceEvent', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    role: { type: ['instructor', 'student'] as const, required: true },
    event: { type: ['join', 'leave'] as const, required: true },
    at: { type: 'string', required: true },
    connection_id: { type: 'string', required: true },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['user_id', 'connection_id', 'event'] } },
  },
} as const;

export const createAttendanceEventEntity = ({ table, client }: DataOptions) => new Entity(attendanceEventSchema, { table, client });
export type AttendanceEventItem = EntityItem<ReturnType<typeof createAttendanceEventEntity>>;
