import { createSessionStore } from '@lm/functions/data/class-session-repository';
import { createDatabase, type Database } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { liveRoomRecords } from '@lm/functions/data/records/live-room';
import { planSessions } from '@lm/functions/live/live-rooms';
import { bangkokToday, liveRoomInput, type LiveRoom } from '@lm/shared';
import { randomUUID } from 'node:crypto';

/** The demo instructor account's profile (scripts/src/seed/content.ts) and the course of theirs the demo student owns. */
const INSTRUCTOR_PROFILE = 'instructor-ines';
export const DEMO_INCLUDED_ROOM_ID = 'live-room-git-qa';
export const DEMO_PAID_ROOM_ID = 'live-room-react-workshop';
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/**
 * The demo live rooms (decision 0047), from the day the seed first runs: a weekly Git Q&A of the
 * demo instructor's course, free to its students (the demo student among them) and ฿290 to others,
 * twice a week at 19:00 Bangkok; and a paid React workshop on Saturday mornings, bought through the
 * cart. Their classes are kept from today on, each time the seed runs.
 */
export function demoLiveRooms(today: string): LiveRoom[] {
  const stamps = { created_at: `${today}T01:00:00.000Z`, updated_at: `${today}T01:00:00.000Z` };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 26 * 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      id: DEMO_INCLUDED_ROOM_ID,
      ...liveRoomInput.parse({
        title_th: 'ถาม-ตอบ Git สด',
        title_en: 'Git live Q&A',
        course_id: 'course-git',
        instructor_id: INSTRUCTOR_PROFILE,
        start_date: today,
        start_time: '19:00',
        end_time: '20:00',
        capacity: 30,
        price: 29_000,
        room_kind: 'room',
        repeat: 'weekly',
        weekdays: [WEEKDAYS[(weekday + 1) % 7], WEEKDAYS[(weekday + 4) % 7]],
        until_date: until,
        published: true,
      }),
      ...stamps,
    },
    {
      id: DEMO_PAID_ROOM_ID,
      ...liveRoomInput.parse({
        title_th: 'เวิร์กช็อป React สด',
        title_en: 'React live workshop',
        instructor_id: INSTRUCTOR_PROFILE,
        start_date: today,
        start_time: '10:00',
        end_time: '12:00',
        capacity: 20,
        price: 49_000,
        room_kind: 'room',
        repeat: 'weekly',
        weekdays: ['SA'],
        until_date: until,
        published: true,
      }),
      ...stamps,
    },
  ];
}

/** Writes the demo live rooms when absent, keeps their upcoming classes, and books the demo student on the Git Q&A's next class. */
export async function seedLiveRooms(options: DataOptions, ids: { studentId: string; instructorId: string }, now = new Date()): Promise<void> {
  const db: Database = createDatabase(options);
  const rooms = entityRecords(options)(liveRoomRecords);
  const sessions = createSessionStore(db);
  for (const demo of demoLiveRooms(bangkokToday(now))) {
    let room = await rooms.get(demo.id);
    if (!room) {
      await rooms.put(demo, 'create');
      room = demo;
    }
    const plan = planSessions(room, await sessions.ofSource(room.id), ids.instructorId, now, randomUUID);
    await sessions.save(plan.save);
  }
  if (!ids.studentId) return;
  const next = (await sessions.ofSource(DEMO_INCLUDED_ROOM_ID)).filter((session) => Date.parse(session.starts_at) > now.getTime()).sort((a, b) => (a.starts_at < b.starts_at ? -1 : 1));
  const seated = await Promise.all(next.map((session) => sessions.seat(session.id, ids.studentId)));
  if (seated.some(Boolean) || !next[0]) return;
  await sessions.book({
    session_id: next[0].id,
    user_id: ids.studentId,
    kind: 'live',
    starts_at: next[0].starts_at,
    ends_at: next[0].ends_at,
    source: 'direct',
    order_id: null,
    booked_at: now.toISOString(),
  });
}
