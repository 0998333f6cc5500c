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

/** A session's whiteboard: one Yjs document, stored as a merged update with a version. */
export interface WhiteboardStore {
  get(sessionId: string): Promise<{ state: Uint8Array; version: number } | undefined>;
  /** Writes `state` when the stored version is still `expected` (0: none stored); false when someone wrote first. */
  put(sessionId: string, state: Uint8Array, expected: number): Promise<boolean>;
}

/** Sends to one WebSocket connection (API Gateway's PostToConnection); false when it is gone. */
export type PostToConnection = (connectionId: string, message: unknown) => Promise<boolean>;

/** A Chime meeting kept per session, so every participant joins the same one. */
export interface RoomMeetingStore {
  get(sessionId: string): Promise<Record<string, unknown> | undefined>;
  put(sessionId: string, meeting: Record<string, unknown>): Promise<void>;
}
