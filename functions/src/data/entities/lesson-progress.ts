import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * Where a student is in one lesson (decision 0034): the position reached and whether it is done.
 * A student's progress is one partition, by course then lesson, so a course's is one Query.
 */
export const lessonProgressSchema = {
  model: { entity: 'lessonProgress', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    lesson_id: { type: 'string', required: true },
    position_seconds: { type: 'number', default: 0 },
    /** Seconds of a video the server counted as watched (decision 0045). */
    watched_seconds: { type: 'number', default: 0 },
    completed: { type: 'boolean', default: false },
    /** When the lesson was done: kept from the first time. */
    completed_at: { type: 'string' },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id', 'lesson_id'] } },
  },
} as const;

export const createLessonProgressEntity = ({ table, client }: DataOptions) => new Entity(lessonProgressSchema, { table, client });
export type LessonProgressItem = EntityItem<ReturnType<typeof createLessonProgressEntity>>;
