import type { ClassSession, RoomEntry, RoomPeer, RoomRole } from '@lm/shared';

/** Who enters a room, as the provider is told. */
export interface RoomParticipant {
  session: ClassSession;
  userId: string;
  role: RoomRole;
}

/**
 * Where a session's media runs (decision 0049): the local WebRTC room, whose peers signal through
 * the room's WebSocket, or an Amazon Chime SDK meeting in AWS. Either way the WebSocket carries the
 * whiteboard, so every answer names it with a ticket.
 */
export interface LiveRoomProvider {
  enter(participant: RoomParticipant, socket: { socketUrl: string; ticket: string }): Promise<RoomEntry>;
}

/** A browser's connection to a session's room WebSocket. */
export interface RoomConnection extends RoomPeer {
  session_id: string;
  connected_at: string;
}

/** The room's WebSocket connections, in the table. */
export interface RoomConnectionStore {
  add(connection: RoomConnection): Promise<void>;
  get(connectionId: string): Promise<RoomConnection | undefined>;
  remove(connectionId: string): Promise<RoomConnection | undefined>;
  ofSession(sessionId: string): Promise<RoomConnection[]>;
}

/** A session's whiteboard as stored: a snapshot and the updates appended since, oldest first. */
export interface StoredWhiteboard {
  snapshot: { state: Uint8Array; version: number } | undefined;
  updates: { id: string; update: Uint8Array }[];
}

/** What a board holds since its last compaction: the updates appended, and the bytes of the snapshot and of them. */
export interface WhiteboardTally {
  appended: number;
  bytes: number;
}

/**
 * A session's whiteboard, one Yjs document (decision 0049): each stroke is appended on its own,
 * so browsers drawing at once never contend; now and then a compaction folds the appended updates
 * into the snapshot. A tally counts what was appended, so most strokes are kept without reading
 * the board; it can miss a stroke appended while a compaction was under way, which the next
 * compaction (reading every update) folds in all the same. Yjs updates merge in any order and any number of times, so a reader that
 * sees an update both in the snapshot and appended loses nothing.
 */
export interface WhiteboardStore {
  /** The updates, then the snapshot: an update compacted in between is in the snapshot read after it. */
  get(sessionId: string): Promise<StoredWhiteboard>;
  /** Appends one update; answers its id and the board's tally with it counted. */
  append(sessionId: string, update: Uint8Array): Promise<{ id: string; tally: WhiteboardTally }>;
  /** Takes back one appended update (a stroke that proved too much for the board). */
  remove(sessionId: string, updateId: string): Promise<void>;
  /**
   * Writes `state` as the snapshot when its version is still `expected` (0: none yet), its tally
   * starting again from `state`'s bytes, then removes the appended updates it holds; false,
   * changing nothing, when another compaction came first.
   */
  compact(sessionId: string, state: Uint8Array, expected: number, updateIds: readonly string[]): Promise<boolean>;
}

/** Sends to one WebSocket connection (API Gateway's PostToConnection); false when it is gone. */
export type PostToConnection = (connectionId: string, message: unknown) => Promise<boolean>;

/** A Chime meeting kept per session, so every participant joins the same one. */
export interface RoomMeetingStore {
  get(sessionId: string): Promise<Record<string, unknown> | undefined>;
  put(sessionId: string, meeting: Record<string, unknown>): Promise<void>;
}
