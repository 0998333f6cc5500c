import { minutesPresent, presenceSpan } from '@lm/shared';
import type { AttendanceRecord, AttendanceStore } from '../live/attendance-ports.js';
import { batchGetAll } from './batch-get.js';
import { sessionOf } from './class-session-repository.js';
import type { Database } from './database.js';
import type { AttendanceEventItem } from './entities/attendance-event.js';

type AttendanceDatabase = Pick<Database, 'attendanceEvents' | 'classSessions'>;

/** Sessions read at once, within BatchGet's 100 keys. */
const CONCURRENT_SESSIONS = 8;

/** Each person's record in one session from its events: minutes within the session's times, overlapping connections once. */
function recordsOf(events: readonly AttendanceEventItem[], times: { starts_at: string; ends_at: string }, now: Date): AttendanceRecord[] {
  const byUser = new Map<string, AttendanceEventItem[]>();
  for (const item of events) byUser.set(item.user_id, [...(byUser.get(item.user_id) ?? []), item]);
  return [...byUser.values()].flatMap((items) => {
    const first = items[0] as AttendanceEventItem;
    const { firstJoinedAt, lastLeftAt } = presenceSpan(items);
    if (!firstJoinedAt) return [];
    const instructor = items.some((item) => item.role === 'instructor');
    return [{ session_id: first.session_id, user_id: first.user_id, role: instructor ? 'instructor' : 'student', minutes: minutesPresent(items, times, now), first_joined_at: firstJoinedAt, last_left_at: lastLeftAt }];
  });
}

/** Attendance (decisions 0046, 0049): the class room's join and leave events, and each person's minutes from them. */
export function createAttendanceStore(db: AttendanceDatabase, now: () => Date = () => new Date()): AttendanceStore {
  const eventsOf = async (sessionId: string) => (await db.attendanceEvents.query.bySession({ session_id: sessionId }).go({ pages: 'all' })).data;
  const store: AttendanceStore = {
    async record(event) {
      await db.attendanceEvents.put(event).go();
    },
    async lastLeft(sessionId, userId, connectionId) {
      const { data } = await db.attendanceEvents.get({ session_id: sessionId, user_id: userId, connection_id: connectionId, event: 'leave' }).go({ attributes: ['at'] });
      return data?.at;
    },
    async ofSession(sessionId) {
      return (await store.ofSessions([sessionId])).get(sessionId) ?? [];
    },
    async ofSessions(sessionIds) {
      const ids = [...new Set(sessionIds)];
      const answer = new Map<string, AttendanceRecord[]>();
      for (let start = 0; start < ids.length; start += CONCURRENT_SESSIONS) {
        const chunk = ids.slice(start, start + CONCURRENT_SESSIONS);
        const [sessions, events] = await Promise.all([
          batchGetAll(chunk.map((id) => ({ id })), (keys) => db.classSessions.get(keys).go(), 'class sessions'),
          Promise.all(chunk.map(eventsOf)),
        ]);
        const times = new Map(sessions.map((item) => [item.id, sessionOf(item)]));
        chunk.forEach((id, index) => {
          const session = times.get(id);
          answer.set(id, session ? recordsOf(events[index] ?? [], session, now()) : []);
        });
      }
      return answer;
    },
  };
  return store;
}
