import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A class room's state (decision 0049), one item per session and part: the whiteboard's snapshot
 * (a merged Yjs update, base64, that a compaction writes on the condition that `version` is still
 * the one read; the strokes since are whiteboard updates) and, in AWS, the Chime meeting every
 * participant joins (JSON).
 */
export const roomStateSchema = {
  model: { entity: 'roomState', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    part: { type: ['whiteboard', 'meeting'] as const, required: true },
    data: { type: 'string', required: true },
    version: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['part'] } },
  },
} as const;

export const createRoomStateEntity = ({ table, client }: DataOptions) => new Entity(roomStateSchema, { table, client });
