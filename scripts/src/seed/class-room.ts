import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { Database } from '@lm/functions/data/database';
import type { ClassSession } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo room (decision 0049): `/privateclass/open/room-demo-open`, open for three hours from each start of the stack. */
export const DEMO_ROOM_SESSION = 'room-demo-open';
const HOURS_OPEN = 3;
const FIVE_MINUTES = 5 * 60_000;

/**
 * A private class of the demo instructor with the demo student, starting when the stack starts
 * (to the five minutes) so the room can be opened at once in two browsers: the student's and the
 * instructor's. Its times move with each start; its seat and whiteboard stay.
 */
export async function seedClassRoom(db: Database, ids: { studentId: string; instructorUserId: string; now: Date }): Promise<void> {
  if (!ids.studentId || !ids.instructorUserId) return;
  const sessions = createSessionStore(db);
  const startsAt = new Date(Math.floor(ids.now.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  const at = ids.now.toISOString();
  const existing = await sessions.get(DEMO_ROOM_SESSION);
  const session: ClassSession = {
    id: DEMO_ROOM_SESSION,
    kind: 'private',
    title_th: 'ห้องเรียนตัวอย่าง: คลาสส่วนตัวกับ Ines Teacher',
    title_en: 'Demo room: private class with Ines Teacher',
    instructor_id: INSTRUCTOR.ines,
    instructor_user_id: ids.instructorUserId,
    course_id: null,
    source_id: null,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + HOURS_OPEN * 3_600_000).toISOString(),
    room_kind: 'room',
    capacity: 1,
    booked: existing?.booked ?? 0,
    status: 'scheduled',
    created_at: existing?.created_at ?? at,
    updated_at: at,
  };
  await sessions.save([session]);
  // The seat carries the session's times: it is taken again with the new ones.
  if (await sessions.seat(DEMO_ROOM_SESSION, ids.studentId)) await sessions.cancel(DEMO_ROOM_SESSION, ids.studentId);
  await sessions.book({ session_id: DEMO_ROOM_SESSION, user_id: ids.studentId, kind: 'private', starts_at: session.starts_at, ends_at: session.ends_at, source: 'admin', order_id: null, booked_at: at });
}
