import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { Database } from '@lm/functions/data/database';
import { createPrivateClassStore } from '@lm/functions/data/private-class-repository';
import { addBangkokDays, bangkokDate, bangkokInstant, weekdayOf, type Availability, type ClassSession } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo instructor's private classes (decision 0048): Monday to Friday in Bangkok daytime, ฿600 an hour. */
export const DEMO_PRIVATE_INSTRUCTOR = INSTRUCTOR.ines;
export const DEMO_PRIVATE_PRICE = 60_000;
const SEEDED_AT = '2026-11-01T08:00:00.000Z';

export const DEMO_AVAILABILITY: Availability = {
  instructor_id: DEMO_PRIVATE_INSTRUCTOR,
  weekly: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday: weekday as 1 | 2 | 3 | 4 | 5, start: '09:00', end: '12:00' },
    { weekday: weekday as 1 | 2 | 3 | 4 | 5, start: '13:00', end: '17:00' },
  ]),
  dates_off: [],
  extra_hours: [],
  price_per_hour: DEMO_PRIVATE_PRICE,
  updated_at: SEEDED_AT,
};

/** The first weekday at least `days` ahead of `now`, in Bangkok. */
function weekdayAhead(now: Date, days: number): string {
  let date = addBangkokDays(bangkokDate(now), days);
  while ([0, 6].includes(weekdayOf(date))) date = addBangkokDays(date, 1);
  return date;
}

/**
 * The demo instructor's availability and price; the demo student with two hours bought, one of
 * them booked for a class at 10:00 Bangkok time on a weekday three days after the first seed, so one
 * hour is left to book from `/private/instructors/instructor-ines` (and more to buy through the cart).
 * Kept as they are once there.
 */
export async function seedPrivateClasses(db: Database, { studentId, instructorUserId, now }: { studentId: string; instructorUserId: string; now: Date }): Promise<void> {
  const store = createPrivateClassStore(db);
  if (!(await store.availability(DEMO_PRIVATE_INSTRUCTOR))) await store.saveAvailability(DEMO_AVAILABILITY);
  if (!studentId || (await db.privateHours.get({ user_id: studentId, instructor_id: DEMO_PRIVATE_INSTRUCTOR }).go()).data) return;

  await store.credit(studentId, DEMO_PRIVATE_INSTRUCTOR, 120);
  const date = weekdayAhead(now, 3);
  const startsAt = bangkokInstant(date, '10:00');
  const endsAt = bangkokInstant(date, '11:00');
  const at = now.toISOString();
  const session: ClassSession = {
    id: `private-demo-${date}`,
    kind: 'private',
    title_th: 'คลาสส่วนตัวกับ Ines Teacher',
    title_en: 'Private class with Ines Teacher',
    instructor_id: DEMO_PRIVATE_INSTRUCTOR,
    instructor_user_id: instructorUserId,
    course_id: null,
    source_id: null,
    starts_at: startsAt,
    ends_at: endsAt,
    room_kind: 'room',
    capacity: 1,
    booked: 1,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
  if (await createSessionStore(db).get(session.id)) return;
  await store.book({ session, seat: { session_id: session.id, user_id: studentId, kind: 'private', starts_at: startsAt, ends_at: endsAt, source: 'hours', order_id: null, booked_at: at }, minutes: 60 });
}
