import { STUDY_SEAT_SOURCES } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's seat in a branch's study room for one hour (decision 0052). Keyed by the student and
 * the hour, so no student holds two seats at one time, in one branch or two, however many ask at
 * once; a branch's seats by hour are one Query of gsi1.
 */
export const studySeatSchema = {
  model: { entity: 'studySeat', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    starts_at: { type: 'string', required: true },
    ends_at: { type: 'string', required: true },
    branch_id: { type: 'string', required: true },
    source: { type: STUDY_SEAT_SOURCES, required: true },
    booked_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['starts_at'] } },
    byBranch: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['branch_id'] }, sk: { field: 'gsi1sk', composite: ['starts_at', 'user_id'] } },
  },
} as const;

export const createStudySeatEntity = ({ table, client }: DataOptions) => new Entity(studySeatSchema, { table, client });
export type StudySeatEntity = ReturnType<typeof createStudySeatEntity>;
export type StudySeatItem = EntityItem<StudySeatEntity>;
