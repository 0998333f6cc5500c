import { isJoinable, joinWindow, message, type ClassSession } from '@lm/shared';
import { ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { SessionStore } from './session-ports.js';

/** Who is in a session's room: its instructor, or a student holding a seat. */
export type Participant = { session: ClassSession; role: 'instructor' | 'student' };

/**
 * The caller's place in a session (decision 0046): its instructor (by account) or a booked
 * student. Anyone else meets 404, as if there were no such session, so a session id tells a
 * stranger nothing.
 */
export async function participantOf(sessions: SessionStore, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<Participant> {
  const session = await sessions.get(sessionId);
  if (!session) throw new NotFoundError(message('noClassSession'));
  if (session.instructor_user_id && session.instructor_user_id === caller.userId) return { session, role: 'instructor' };
  if (await sessions.seat(sessionId, caller.userId)) return { session, role: 'student' };
  throw new NotFoundError(message('noClassSession'));
}

/**
 * A participant who may enter now: from `joinBeforeMinutes` before the start to the end
 * (settingLiveroom's `join_before_minutes`). Outside it, 403 with when the room opens.
 */
export async function admittedNow(sessions: SessionStore, caller: Pick<Caller, 'userId'>, sessionId: string, joinBeforeMinutes: number, now: Date): Promise<Participant> {
  const participant = await participantOf(sessions, caller, sessionId);
  const { session } = participant;
  if (session.status !== 'scheduled') throw new ForbiddenError(message('classCancelled'), 'sessionCancelled');
  if (!isJoinable(session, joinBeforeMinutes, now)) {
    const { opensAt, closesAt } = joinWindow(session, joinBeforeMinutes);
    if (now.getTime() >= Date.parse(closesAt)) throw new ForbiddenError(message('classEnded'), 'sessionEnded');
    throw new ForbiddenError(message('roomOpensAt', { when: opensAt }), 'sessionNotOpen');
  }
  return participant;
}
