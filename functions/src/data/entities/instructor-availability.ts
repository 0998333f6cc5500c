import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * An instructor profile's private-class availability (decision 0048): weekly hours, dates off and
 * extra hours on dates in Asia/Bangkok, and the price of an hour in satang. One item per profile.
 */
export const instructorAvailabilitySchema = {
  model: { entity: 'instructorAvailability', version: '1', service: 'marketplace' },
  attributes: {
    instructor_id: { type: 'string', required: true },
    weekly: { type: 'list', items: { type: 'map', properties: { weekday: { type: 'number' }, start: { type: 'string' }, end: { type: 'string' } } }, default: () => [] },
    dates_off: { type: 'list', items: { type: 'string' }, default: () => [] },
    extra_hours: { type: 'list', items: { type: 'map', properties: { date: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } } }, default: () => [] },
    price_per_hour: { type: 'number', default: 0 },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byInstructor: { pk: { field: 'pk', composite: ['instructor_id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createInstructorAvailabilityEntity = ({ table, client }: DataOptions) => new Entity(instructorAvailabilitySchema, { table, client });
export type InstructorAvailabilityEntity = ReturnType<typeof createInstructorAvailabilityEntity>;
export type InstructorAvailabilityItem = EntityItem<InstructorAvailabilityEntity>;
