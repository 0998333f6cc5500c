import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's right to a course (decision 0030): granted when its order is paid, or when they use a
 * serial number (decision 0061), until `access_until`.
 */
export const enrollmentSchema = {
  model: { entity: 'enrollment', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    order_id: { type: 'string' },
    serial_code: { type: 'string' },
    granted_at: { type: 'string', required: true },
    access_until: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id'] } },
    byCourse: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['course_id'] }, sk: { field: 'gsi1sk', composite: ['user_id'] } },
  },
} as const;

export const createEnrollmentEntity = ({ table, client }: DataOptions) => new Entity(enrollmentSchema, { table, client });
export type EnrollmentItem = EntityItem<ReturnType<typeof createEnrollmentEntity>>;
