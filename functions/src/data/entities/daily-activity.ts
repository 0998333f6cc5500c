import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's learning in one course on one day in Asia/Bangkok (decision 0045): the seconds the
 * server counted, added to as they learn. In the student's partition by day then course, so their
 * last days are one Query; by course then day on gsi1, so a course's days are one Query.
 */
export const dailyActivitySchema = {
  model: { entity: 'dailyActivity', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    /** YYYY-MM-DD in Asia/Bangkok. */
    day: { type: 'string', required: true },
    seconds: { type: 'number', default: 0 },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['day', 'course_id'] } },
    byCourse: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['course_id'] }, sk: { field: 'gsi1sk', composite: ['day', 'user_id'] } },
  },
} as const;

export const createDailyActivityEntity = ({ table, client }: DataOptions) => new Entity(dailyActivitySchema, { table, client });
export type DailyActivityItem = EntityItem<ReturnType<typeof createDailyActivityEntity>>;
