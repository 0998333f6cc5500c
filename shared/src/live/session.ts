/**
 * Class sessions (decision 0046): one dated meeting of an instructor with students. A live room's
 * occurrences and a booked private class are sessions alike, so the room, attendance, the
 * schedules, reminders and instructor pay read one kind of record.
 */

/** A live room's occurrence, or a private class booked from an instructor's availability. */
export const SESSION_KINDS = ['live', 'private'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Where a session meets: the in-browser room, a Zoom meeting, or a one-to-many broadcast. */
export const ROOM_KINDS = ['room', 'zoom', 'broadcast'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** How a seat was taken: booked directly (free or included), paid through an order, given by an administrator, or from bought private-class hours. */
export const SEAT_SOURCES = ['direct', 'order', 'admin', 'hours'] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

/** A live room is held once, or weekly on some weekdays. */
export const LIVE_ROOM_REPEATS = ['none', 'weekly'] as const;
export type LiveRoomRepeat = (typeof LIVE_ROOM_REPEATS)[number];

/** How a study seat was taken: by the student, or by an administrator for them. */
export const STUDY_SEAT_SOURCES = ['student', 'admin'] as const;
export type StudySeatSource = (typeof STUDY_SEAT_SOURCES)[number];

export interface ClassSession {
  id: string;
  kind: SessionKind;
  title_th: string;
  title_en: string;
  /** The instructor's profile (`/private/instructors/{id}`). */
  instructor_id: string;
  /** The instructor's account, who may open the room; empty when the profile has none. */
  instructor_user_id: string;
  /** The course it belongs to, when it does. */
  course_id: string | null;
  /** The live room it is an occurrence of; null for a private class. */
  source_id: string | null;
  /** ISO 8601 in UTC; shown in Asia/Bangkok. */
  starts_at: string;
  ends_at: string;
  room_kind: RoomKind;
  capacity: number;
  /** Seats taken or held by an unpaid order. */
  booked: number;
  status: SessionStatus;
  created_at: string;
  updated_at: string;
}

/** A student's place in a session. */
export interface SessionSeat {
  session_id: string;
  user_id: string;
  kind: SessionKind;
  /** The session's times, kept on the seat so a student's classes are one ordered Query. */
  starts_at: string;
  ends_at: string;
  source: SeatSource;
  order_id: string | null;
  booked_at: string;
}

const MINUTE = 60_000;

/** When the room opens (`joinBeforeMinutes` early, settingLiveroom's `join_before_minutes`) and closes (the session's end). */
export function joinWindow(session: Pick<ClassSession, 'starts_at' | 'ends_at'>, joinBeforeMinutes: number): { opensAt: string; closesAt: string } {
  return { opensAt: new Date(Date.parse(session.starts_at) - joinBeforeMinutes * MINUTE).toISOString(), closesAt: session.ends_at };
}

/** Whether the room is open at `now`. */
export function isJoinable(session: Pick<ClassSession, 'starts_at' | 'ends_at' | 'status'>, joinBeforeMinutes: number, now: Date): boolean {
  if (session.status !== 'scheduled') return false;
  const { opensAt, closesAt } = joinWindow(session, joinBeforeMinutes);
  return now.getTime() >= Date.parse(opensAt) && now.getTime() < Date.parse(closesAt);
}

/** The session's length in whole minutes. */
export const sessionMinutes = (session: Pick<ClassSession, 'starts_at' | 'ends_at'>): number => Math.round((Date.parse(session.ends_at) - Date.parse(session.starts_at)) / MINUTE);
