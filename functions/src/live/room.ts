import { joinWindow, isJoinable, type RoomEntry, type RoomSessionView } from '@lm/shared';
import type { Caller } from '../http/caller.js';
import { admittedNow, participantOf } from './access.js';
import type { LiveRoomProvider } from './room-ports.js';
import type { SessionStore } from './session-ports.js';
import { signTicket } from './room-ticket.js';

/** What the class room's routes work with (decision 0049). */
export interface RoomPorts {
  sessions: SessionStore;
  settings: () => Promise<{ join_before_minutes: number; whiteboard: boolean }>;
  provider: () => Promise<LiveRoomProvider>;
  socketUrl: () => string;
  ticketSecret: () => Promise<string>;
  now: () => Date;
}

/** How far back the caller's own list of sessions reaches: last week's classes stay a click away. */
const LIST_FROM_DAYS = 7;
const DAY = 86_400_000;

/** GET /api/me/sessions/{id}: the session for one of its participants; 404 for anyone else. */
export async function getSessionView(ports: RoomPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<RoomSessionView> {
  const [{ session, role }, settings] = await Promise.all([participantOf(ports.sessions, caller, sessionId), ports.settings()]);
  const window = joinWindow(session, settings.join_before_minutes);
  return {
    session: {
      id: session.id,
      kind: session.kind,
      title_th: session.title_th,
      title_en: session.title_en,
      instructor_id: session.instructor_id,
      course_id: session.course_id,
      starts_at: session.starts_at,
      ends_at: session.ends_at,
      room_kind: session.room_kind,
      status: session.status,
    },
    role,
    window: { opens_at: window.opensAt, closes_at: window.closesAt },
    open_now: isJoinable(session, settings.join_before_minutes, ports.now()),
    whiteboard: settings.whiteboard,
  };
}

/** POST /api/me/sessions/{id}/room: a participant inside the window gets a ticket to the room's socket and the provider's connection. */
export async function enterRoom(ports: RoomPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<RoomEntry> {
  const settings = await ports.settings();
  const now = ports.now();
  const { session, role } = await admittedNow(ports.sessions, caller, sessionId, settings.join_before_minutes, now);
  const ticket = signTicket({ session_id: session.id, user_id: caller.userId, role }, await ports.ticketSecret(), now);
  return (await ports.provider()).enter({ session, userId: caller.userId, role }, { socketUrl: ports.socketUrl(), ticket });
}

/** GET /api/me/sessions: the caller's seats from a week ago on, with their sessions. */
export async function listMyClassSessions(ports: Pick<RoomPorts, 'sessions' | 'now'>, caller: Pick<Caller, 'userId'>) {
  const seats = await ports.sessions.seatsOf(caller.userId, new Date(ports.now().getTime() - LIST_FROM_DAYS * DAY).toISOString());
  const sessions = await ports.sessions.getMany(seats.map((seat) => seat.session_id));
  return seats.flatMap((seat) => {
    const session = sessions.get(seat.session_id);
    if (!session) return [];
    const { id, title_th, title_en, starts_at, ends_at, room_kind, status } = session;
    return [{ id, title_th, title_en, starts_at, ends_at, room_kind, status }];
  });
}
