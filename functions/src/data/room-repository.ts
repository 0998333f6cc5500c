import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import type { Database } from './database.js';
import { transactWithRetries, writtenUnlessRefused } from './conditions.js';
import type { RoomConnection, RoomConnectionStore, RoomMeetingStore, WhiteboardStore } from '../live/room-ports.js';
import type { RoomConnectionItem } from './entities/room-connection.js';

type RoomDatabase = Pick<Database, 'roomConnections' | 'roomMembers' | 'roomStates' | 'whiteboardUpdates'>;

/** A connection whose `$disconnect` never came is let go after a day: no class lasts longer. */
const CONNECTION_SECONDS = 24 * 60 * 60;

const connectionOf = ({ connection_id, session_id, user_id, role, connected_at }: RoomConnectionItem): RoomConnection => ({ connection_id, session_id, user_id, role, connected_at });

/**
 * The class room's WebSocket connections (decision 0049), on the table: each kept twice, written
 * and removed in one transaction, by its id (what a message names) and in its session's partition
 * (whom a message goes to, read consistently).
 */
export function createRoomConnectionStore(db: RoomDatabase, now: () => Date = () => new Date()): RoomConnectionStore {
  const { roomConnections, roomMembers } = db;
  const live = (item: RoomConnectionItem) => item.expires_at * 1000 > now().getTime();
  return {
    async add(connection) {
      const item = { ...connection, expires_at: Math.floor(now().getTime() / 1000) + CONNECTION_SECONDS };
      await transactWithRetries(
        () => createWriteTransaction({ roomConnections, roomMembers }, (entities) => [entities.roomConnections.put(item).commit(), entities.roomMembers.put(item).commit()]).go(),
        'The room connection',
      );
    },
    async get(connectionId) {
      const item = (await roomConnections.get({ connection_id: connectionId }).go({ consistent: true })).data;
      return item && live(item) ? connectionOf(item) : undefined;
    },
    // Both items in one transaction, on the condition the connection is still there: of a
    // `$disconnect` and a post that found the connection gone, one removes it and the other nothing.
    async remove(connectionId) {
      const item = (await roomConnections.get({ connection_id: connectionId }).go({ consistent: true })).data;
      if (!item) return undefined;
      const refused = await transactWithRetries(
        () =>
          createWriteTransaction({ roomConnections, roomMembers }, (entities) => [
            entities.roomConnections
              .delete({ connection_id: connectionId })
              .where((attributes, operations) => operations.exists(attributes.connection_id))
              .commit(),
            entities.roomMembers.delete({ session_id: item.session_id, connection_id: connectionId }).commit(),
          ]).go(),
        'The room connection',
      );
      return refused ? undefined : connectionOf(item);
    },
    async ofSession(sessionId) {
      const items = (await roomMembers.query.bySession({ session_id: sessionId }).go({ consistent: true, pages: 'all' })).data;
      return items.filter(live).map(connectionOf);
    },
  };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A session's whiteboard: updates appended one item each, folded now and then into the snapshot. */
export function createWhiteboardStore(db: RoomDatabase, now: () => Date = () => new Date()): WhiteboardStore {
  return {
    async get(sessionId) {
      // The updates first: a compaction between the two reads has written its snapshot before removing them.
      const updates = (await db.whiteboardUpdates.query.bySession({ session_id: sessionId }).go({ consistent: true, pages: 'all' })).data;
      const snapshot = (await db.roomStates.get({ session_id: sessionId, part: 'whiteboard' }).go({ consistent: true })).data;
      return {
        snapshot: snapshot?.data !== undefined ? { state: bytesOf(snapshot.data), version: snapshot.version ?? 0 } : undefined,
        updates: updates.map((item) => ({ id: item.update_id, update: bytesOf(item.data) })),
      };
    },
    async append(sessionId, update) {
      const at = now().toISOString();
      const id = `${at}#${randomUUID()}`;
      await db.whiteboardUpdates.create({ session_id: sessionId, update_id: id, data: base64(update), created_at: at }).go();
      const { data } = await db.roomStates
        .update({ session_id: sessionId, part: 'whiteboard' })
        .add({ appended: 1, bytes: update.byteLength })
        .go({ response: 'all_new' });
      return { id, tally: { appended: data.appended ?? 0, bytes: data.bytes ?? 0 } };
    },
    async remove(sessionId, updateId) {
      await db.whiteboardUpdates.delete({ session_id: sessionId, update_id: updateId }).go();
    },
    async compact(sessionId, state, expected, updateIds) {
      const item = { session_id: sessionId, part: 'whiteboard' as const, data: base64(state), version: expected + 1, appended: 0, bytes: state.byteLength, updated_at: now().toISOString() };
      // The first snapshot may find the tally alone in the item, with no version yet.
      const written = await writtenUnlessRefused(
        db.roomStates
          .put(item)
          .where((attributes, operations) => (expected === 0 ? operations.notExists(attributes.version) : operations.eq(attributes.version, expected)))
          .go(),
      );
      if (!written) return false;
      // Any left by a throttled batch are folded in again by the next compaction: merging twice changes nothing.
      if (updateIds.length) await db.whiteboardUpdates.delete(updateIds.map((update_id) => ({ session_id: sessionId, update_id }))).go();
      return true;
    },
  };
}

/** The Chime meeting of a session, kept so every participant joins the same one. */
export function createRoomMeetingStore(db: RoomDatabase, now: () => Date = () => new Date()): RoomMeetingStore {
  return {
    async get(sessionId) {
      const item = (await db.roomStates.get({ session_id: sessionId, part: 'meeting' }).go({ consistent: true })).data;
      return item?.data ? (JSON.parse(item.data) as Record<string, unknown>) : undefined;
    },
    async put(sessionId, meeting) {
      await db.roomStates.put({ session_id: sessionId, part: 'meeting', data: JSON.stringify(meeting), version: 1, updated_at: now().toISOString() }).go();
    },
  };
}
