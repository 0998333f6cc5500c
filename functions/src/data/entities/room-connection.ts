import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A browser's WebSocket connection to a class room (decision 0049): found by its connection id
 * (all `$disconnect` and a message name) and, through gsi1, all of a session's connections (whom a
 * message goes to). `expires_at` (epoch seconds) lets TTL take one whose `$disconnect` never came.
 */
export const roomConnectionSchema = {
  model: { entity: 'roomConnection', version: '1', service: 'marketplace' },
  attributes: {
    connection_id: { type: 'string', required: true },
    session_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    role: { type: ['instructor', 'student'] as const, required: true },
    connected_at: { type: 'string', required: true },
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byConnection: { pk: { field: 'pk', composite: ['connection_id'] }, sk: { field: 'sk', composite: [] } },
    bySession: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['session_id'] }, sk: { field: 'gsi1sk', composite: ['connection_id'] } },
  },
} as const;

export const createRoomConnectionEntity = ({ table, client }: DataOptions) => new Entity(roomConnectionSchema, { table, client });
export type RoomConnectionItem = EntityItem<ReturnType<typeof createRoomConnectionEntity>>;
