import { Entity, type EntityItem } from 'electrodb';
import { ROOM_KINDS, SESSION_KINDS, SESSION_STATUSES } from '@lm/shared';
import type { DataOptions } from '../options.js';

/**
 * A class session (decision 0046): a live room's occurrence or a booked private class. `booked`
 * counts seats taken and seats held by unpaid orders; every write that takes one adds to it on the
 * condition that it stays within `capacity`, so concurrent bookings never pass it. An instructor's
 * sessions are one Query of gsi1 by start; a live room's occurrences one Query of gsi2.
 */
export const classSessionSchema = {
  model: { entity: 'classSession', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    kind: { type: SESSION_KINDS, required: true },
    title_th: { type: 'string', default: '' },
    title_en: { type: 'string', default: '' },
    instructor_id: { type: 'string', required: true },
    instructor_user_id: { type: 'string', default: '' },
    course_id: { type: 'string' },
    /** The live room it is an occurrence of; `-` for a private class (a key cannot be empty). */
    source_id: { type: 'string', required: true },
    starts_at: { type: 'string', required: true },
    ends_at: { type: 'string', required: true },
    room_kind: { type: ROOM_KINDS, required: true },
    capacity: { type: 'number', required: true },
    booked: { type: 'number', default: 0 },
    status: { type: SESSION_STATUSES, required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byInstructor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['instructor_id'] }, sk: { field: 'gsi1sk', composite: ['starts_at', 'id'] } },
    bySource: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['source_id'] }, sk: { field: 'gsi2sk', composite: ['starts_at', 'id'] } },
  },
} as const;

export const createClassSessionEntity = ({ table, client }: DataOptions) => new Entity(classSessionSchema, { table, client });
export type ClassSessionEntity = ReturnType<typeof createClassSessionEntity>;
export type ClassSessionItem = EntityItem<ClassSessionEntity>;
