import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

const connectionAttributes = {
  connection_id: { type: 'string', required: true },
  session_id: { type: 'string', required: true },
  user_id: { type: 'string', required: true },
  role: { type: ['instructor', 'student'] as const, required: true },
  connected_at: { type: 'string', required: true },
  expires_at: { type: 'number', required: true },
} as const;

/**
 * A browser's WebSocket connection to a class room (decision 0049), found by its connection id:
 * every `$default` and `$disconnect` names only that. `expires_at` (epoch seconds) lets TTL take
 * one whose `$disconnect` never came.
 */
export const roomConnectionSchema = {
  model: { entity: 'roomConnection', version: '1', service: 'marketplace' },
  attributes: connectionAttributes,
  indexes: {
    byConnection: { pk: { field: 'pk', composite: ['connection_id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * The same connection in its session's partition, written and removed with it: whom a message
 * goes to is read with a consistent Query, so two browsers joining at the same moment each find
 * the other (an index's eventual read could miss both).
 */
export const roomMemberSchema = {
  model: { entity: 'roomMember', version: '1', service: 'marketplace' },
  attributes: connectionAttributes,
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['connection_id'] } },
  },
} as const;

export const createRoomConnectionEntity = ({ table, client }: DataOptions) => new Entity(roomConnectionSchema, { table, client });
export const createRoomMemberEntity = ({ table, client }: DataOptions) => new Entity(roomMemberSchema, { table, client });
export type RoomConnectionItem = EntityItem<ReturnType<typeof createRoomConnectionEntity>>;
