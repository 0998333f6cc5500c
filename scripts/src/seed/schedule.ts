import { createAttendanceStore } from '@lm/functions/data/attendance-repository';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { Database } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { instructorHolder, studentHolder } from '@lm/functions/data/private-class-repository';
import { instructorRateRecords } from '@lm/functions/data/records/instructor-rate';
import type { ClassSession, InstructorRate } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo instructor's past private class with the demo student, both present (decision 0050). */
export const DEMO_PAST_SESSION_ID = 'session-demo-ines-past';
/** The demo instructor's private class later today, on the schedule and the home page. */
export const DEMO_UPCOMING_SESSION_ID = 'session-demo-ines-upcoming';
export const DEMO_RATE_ID = 'rate-instructor-ines';
export const DEMO_SOMCHAI_RATE_ID = 'rate-instructor-somchai';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** ฿600 an hour taught, and 20 % of the paid sales of her courses. */
export const DEMO_RATE = { instructor_id: INSTRUCTOR.ines, basis: 'hour', rate: 60_000, course_share_percent: 20 } as const;
/** ฿150 a student present, and 30 % of the paid sales of his Python course, which the demo student bought. */
export const DEMO_SOMCHAI_RATE = { instructor_id: INSTRUCTOR.somchai, basis: 'seat', rate: 15_000, course_share_percent: 30 } as const;

/** The start of the hour `hours` from `now`. */
const hourFrom = (now: Date, hours: number) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + hours * HOUR_MS);

function privateClass(id: string, instructorUserId: string, startsAt: Date, now: string): ClassSession {
  return {
    id,
    kind: 'private',
    title_th: 'คลาสส่วนตัว: Python เบื้องต้น',
    title_en: 'Private class: Python basics',
    instructor_id: INSTRUCTOR.ines,
    instructor_user_id: instructorUserId,
    course_id: null,
    source_id: null,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
    room_kind: 'room',
    capacity: 1,
    booked: 0,
    status: 'scheduled',
    created_at: now,
    updated_at: now,
  };
}

/**
 * The schedules' demo (decision 0050): the pay rates of the demo instructor and of the Python
 * course's teacher (whose income then shows his share of its sale); a private class of hers with
 * the demo student yesterday, both in the room, so the attendance dashboard, her teaching history
 * and her income show numbers; and one later today for her schedule and home page. Kept as they
 * are when they exist.
 */
export async function seedSchedule(db: Database, options: DataOptions, ids: { instructorId: string; studentId: string }, now = new Date()): Promise<void> {
  const rates = entityRecords(options)(instructorRateRecords);
  const stamp = now.toISOString();
  for (const [id, demo] of [[DEMO_RATE_ID, DEMO_RATE], [DEMO_SOMCHAI_RATE_ID, DEMO_SOMCHAI_RATE]] as const) {
    if (await rates.get(id)) continue;
    const rate: InstructorRate = { id, ...demo, created_at: stamp, updated_at: stamp };
    await rates.put(rate, 'create');
  }
  if (!ids.instructorId || !ids.studentId) return;
  const sessions = createSessionStore(db);
  const attendance = createAttendanceStore(db);
  const seat = (session: ClassSession) => ({ session_id: session.id, user_id: ids.studentId, kind: session.kind, starts_at: session.starts_at, ends_at: session.ends_at, source: 'hours' as const, order_id: null, booked_at: stamp });

  if (!(await sessions.get(DEMO_PAST_SESSION_ID))) {
    const past = privateClass(DEMO_PAST_SESSION_ID, ids.instructorId, hourFrom(now, -24), stamp);
    await sessions.save([past]);
    await sessions.book(seat(past));
    const at = (minutes: number) => new Date(Date.parse(past.starts_at) + minutes * MINUTE_MS).toISOString();
    // The instructor from two minutes early to the end; the student from three minutes in to five before the end.
    for (const event of [
      { user_id: ids.instructorId, role: 'instructor' as const, event: 'join' as const, at: at(-2), connection_id: 'seed-instructor' },
      { user_id: ids.instructorId, role: 'instructor' as const, event: 'leave' as const, at: at(60), connection_id: 'seed-instructor' },
      { user_id: ids.studentId, role: 'student' as const, event: 'join' as const, at: at(3), connection_id: 'seed-student' },
      { user_id: ids.studentId, role: 'student' as const, event: 'leave' as const, at: at(55), connection_id: 'seed-student' },
    ])
      await attendance.record({ session_id: past.id, ...event });
  }
  if (!(await sessions.get(DEMO_UPCOMING_SESSION_ID))) {
    const upcoming = privateClass(DEMO_UPCOMING_SESSION_ID, ids.instructorId, hourFrom(now, 2), stamp);
    await sessions.save([upcoming]);
    await sessions.book(seat(upcoming));
    // Its time is held as a booked private class's is (decision 0048): neither the instructor nor
    // the student can be booked again at that hour.
    for (const holder of [instructorHolder(upcoming.instructor_id), studentHolder(ids.studentId)]) {
      await db.slotLocks.put({ holder, starts_at: upcoming.starts_at, session_id: upcoming.id }).go();
    }
  }
}
