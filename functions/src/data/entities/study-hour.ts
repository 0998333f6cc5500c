import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * How many seats of a branch's study room are booked for one hour (decision 0052): a booking adds
 * one only while fewer than the branch's seats are, in the transaction that writes the seat.
 */
export const studyHourSchema = {
  model: { entity: 'studyHour', version: '1', service: 'marketplace' },
  attributes: {
    branch_id: { type: 'string', required: true },
    starts_at: { type: 'string', required: true },
    booked: { type: 'number', default: 0 },
  },
  indexes: {
    byBranch: { pk: { field: 'pk', composite: ['branch_id'] }, sk: { field: 'sk', composite: ['starts_at'] } },
  },
} as const;

export const createStudyHourEntity = ({ table, client }: DataOptions) => new Entity(studyHourSchema, { table, client });
export type StudyHourEntity = ReturnType<typeof createStudyHourEntity>;
export type StudyHourItem = EntityItem<StudyHourEntity>;
