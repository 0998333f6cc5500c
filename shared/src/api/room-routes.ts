import * as z from 'zod';
import { roomEntry, roomSessionView, classSessionParams } from '../live/room.js';
import { defineRoute } from './route.js';

/** A session's participant: its instructor by account or a seated student; anyone else finds no such session. */
const participant = {
  domain: 'live',
  access: 'signed-in',
  ownership: { kind: 'record', list: 'listMyClassSessions' },
} as const;

export const myClassSession = z.object({
  id: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  room_kind: z.string(),
  status: z.string(),
});

/**
 * The class room (decision 0049): a participant reads the session they are in, and, while the
 * room is open, asks how to connect to it. `/privateclass/open/{id}` is every session's room.
 */
export const roomRoutes = {
  listMyClassSessions: defineRoute({
    domain: 'live',
    access: 'signed-in',
    id: 'listMyClassSessions',
    method: 'GET',
    path: '/api/me/sessions',
    summary: "The caller's class sessions from a week ago on, as a student holding a seat: each one's room is /privateclass/open/{id}.",
    response: z.array(myClassSession),
  }),
  getMyClassSession: defineRoute({
    ...participant,
    id: 'getMyClassSession',
    method: 'GET',
    path: '/api/me/sessions/{id}',
    summary: "A class session for its instructor or a booked student: its times, the caller's role, when the room opens and closes (Asia/Bangkok on screen), whether it is open now and whether the whiteboard is on. Anyone else: 404.",
    params: classSessionParams,
    response: roomSessionView,
  }),
  enterClassRoom: defineRoute({
    ...participant,
    id: 'enterClassRoom',
    method: 'POST',
    path: '/api/me/sessions/{id}/room',
    summary: "How a participant connects to a session's room while it is open: the room's WebSocket with a short-lived ticket, and in AWS the Chime meeting and attendee. Before the window 403 sessionNotOpen, after it sessionEnded, a cancelled class sessionCancelled.",
    params: classSessionParams,
    response: roomEntry,
  }),
} as const;
