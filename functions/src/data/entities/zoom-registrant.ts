import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student registered for a class's Zoom meeting (decision 0055): their own join link, kept so
 * they are registered once, and the registrant id Zoom's participant events name them by, read
 * back by meeting and registrant when those events come.
 */
export const zoomRegistrantSchema = {
  model: { entity: 'zoomRegistrant', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    meeting_id: { type: 'string', required: true },
    registrant_id: { type: 'string', required: true },
    join_url: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    bySeat: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['user_id'] } },
    byRegistrant: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['meeting_id'] }, sk: { field: 'gsi1sk', composite: ['registrant_id'] } },
  },
} as const;

export const createZoomRegistrantEntity = ({ table, client }: DataOptions) => new Entity(zoomRegistrantSchema, { table, client });
