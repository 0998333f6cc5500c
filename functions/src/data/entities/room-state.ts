import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A class room's state (decision 0049), one item per session and part: the whiteboard's snapshot
 * (a merged Yjs update, base64, that a compaction writes on the condition that `version` is still
 * the one read; the strokes since are whiteboard updates) with the tally of those strokes
 * (`appended`, and `bytes`: the snapshot's and theirs), added to as each is appended, so a stroke
 * learns whether the board needs folding without reading it; and, in AWS, the Chime meeting every
 * participant joins (JSON). A whiteboard item holds only the tally until its first compaction.
 */
export const roomStateSchema = {
  model: { entity: 'roomState', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    part: { type: ['whiteboard', 'meeting'] as const, required: true },
    data: { type: 'string' },
    version: { type: 'number' },
    appended: { type: 'number' },
    bytes: { type: 'number' },
    updated_at: { type: 'string' },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['part'] } },
  },
} as const;

export const createRoomStateEntity = ({ table, client }: DataOptions) => new Entity(roomStateSchema, { table, client });
