import * as z from 'zod';
import { ROOM_KINDS, SESSION_KINDS, SESSION_STATUSES } from './session.js';

/**
 * The class room (decision 0049): what a participant reads of a session, how the browser
 * connects to the room, and the messages the room's WebSocket carries (WebRTC signalling between
 * peers and the whiteboard's Yjs updates).
 */

export const ROOM_ROLES = ['instructor', 'student'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

export const classSessionParams = z.strictObject({ id: z.string().trim().min(1, 'id is required.').max(64, 'id is too long.') });

export const roomSessionView = z.object({
  session: z.object({
    id: z.string(),
    kind: z.enum(SESSION_KINDS),
    title_th: z.string(),
    title_en: z.string(),
    instructor_id: z.string(),
    course_id: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string(),
    room_kind: z.enum(ROOM_KINDS),
    status: z.enum(SESSION_STATUSES),
  }),
  role: z.enum(ROOM_ROLES),
  /** From `join_before_minutes` before the start to the end (settingLiveroom). */
  window: z.object({ opens_at: z.string(), closes_at: z.string() }),
  open_now: z.boolean(),
  whiteboard: z.boolean(),
});
export type RoomSessionView = z.infer<typeof roomSessionView>;

/** A Chime SDK meeting and attendee as the browser SDK takes them (`MeetingSessionConfiguration`). */
const chimeMeeting = z.record(z.string(), z.unknown());

/** How to connect: the room's WebSocket with a ticket (signalling and the whiteboard), and in AWS the Chime meeting for media. */
export const roomEntry = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('webrtc'), socketUrl: z.string(), ticket: z.string(), role: z.enum(ROOM_ROLES), user_id: z.string() }),
  z.object({ provider: z.literal('chime'), socketUrl: z.string(), ticket: z.string(), role: z.enum(ROOM_ROLES), user_id: z.string(), meeting: chimeMeeting, attendee: chimeMeeting }),
]);
export type RoomEntry = z.infer<typeof roomEntry>;

/** The largest message the room relays: API Gateway WebSocket frames carry at most 128 KB, messages 32 KB each. */
export const MAX_ROOM_MESSAGE_BYTES = 32 * 1024;

const peer = z.string().min(1).max(128);
/** A whiteboard update: a Yjs update, base64. */
const update = z.string().min(1).max(MAX_ROOM_MESSAGE_BYTES);

/** What a browser sends on the room's WebSocket. */
export const roomClientMessage = z.discriminatedUnion('kind', [
  /** An SDP offer or answer, or an ICE candidate, for one peer (`to`, its connection id). */
  z.strictObject({ kind: z.literal('signal'), to: peer, data: z.record(z.string(), z.unknown()) }),
  /** Says the browser is ready: the room answers `welcome` and tells the others. */
  z.strictObject({ kind: z.literal('hello') }),
  z.strictObject({ kind: z.literal('whiteboard'), update }),
]);
export type RoomClientMessage = z.infer<typeof roomClientMessage>;

export const roomPeer = z.object({ connection_id: z.string(), user_id: z.string(), role: z.enum(ROOM_ROLES) });
export type RoomPeer = z.infer<typeof roomPeer>;

/** What the room sends a browser. */
export type RoomServerMessage =
  /** On joining: the caller's own connection, who is already in, and the whiteboard so far. */
  | { kind: 'welcome'; self: RoomPeer; peers: RoomPeer[]; whiteboard: string | null }
  | { kind: 'peer-joined'; peer: RoomPeer }
  | { kind: 'peer-left'; connection_id: string }
  | { kind: 'signal'; from: string; data: Record<string, unknown> }
  | { kind: 'whiteboard'; update: string; from: string }
  | { kind: 'error'; message: string };
