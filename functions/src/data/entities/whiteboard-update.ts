import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * One whiteboard update appended to a session's board (decision 0049): a stroke, or the
 * instructor's clear, as the browser sent it (a Yjs update, base64). Appends never contend with
 * each other; a compaction folds them into the room state's snapshot and removes them.
 * `update_id` (`<at>#<random>`) keeps them in the order they came.
 */
export const whiteboardUpdateSchema = {
  model: { entity: 'whiteboardUpdate', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    update_id: { type: 'string', required: true },
    data: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['update_id'] } },
  },
} as const;

export const createWhiteboardUpdateEntity = ({ table, client }: DataOptions) => new Entity(whiteboardUpdateSchema, { table, client });
