import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { Database } from '@lm/functions/data/database';
import type { ClassSession } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo's Zoom class and broadcast class (decision 0051), open at every start of the stack. */
export const DEMO_ZOOM_SESSION_ID = 'session-demo-zoom';
export const DEMO_BROADCAST_SESSION_ID = 'session-demo-broadcast';

const HOUR_MS = 3_600_000;

/**
 * A Zoom class and a broadcast class of the demo instructor, with the demo student seated, moved
 * at each start to run from the start of this hour for two hours, so both open at
 * `/privateclass/open/<id>` while the demo runs. What an earlier run made for them (a meeting the
 * stand-in no longer knows, a channel) goes, so the first visit makes them afresh.
 */
export async function seedLiveMedia(db: Database, ids: { instructorId: string; studentId: string }, now = new Date()): Promise<void> {
  if (!ids.instructorId || !ids.studentId) return;
  const sessions = createSessionStore(db);
  const stamp = now.toISOString();
  const startsAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const endsAt = new Date(startsAt.getTime() + 2 * HOUR_MS);
  const classOf = (id: string, roomKind: 'zoom' | 'broadcast', title_th: string, title_en: string, capacity: number): ClassSession => ({
    id,
    kind: 'live',
    title_th,
    title_en,
    instructor_id: INSTRUCTOR.ines,
    instructor_user_id: ids.instructorId,
    course_id: null,
    source_id: null,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    room_kind: roomKind,
    capacity,
    booked: 0,
    status: 'scheduled',
    created_at: stamp,
    updated_at: stamp,
  });
  const demo = [
    classOf(DEMO_ZOOM_SESSION_ID, 'zoom', 'ติวสดผ่าน Zoom: Git สำหรับทีม', 'Live on Zoom: Git for teams', 30),
    classOf(DEMO_BROADCAST_SESSION_ID, 'broadcast', 'ถ่ายทอดสด: แนะนำ Python', 'Live broadcast: Python introduction', 500),
  ];
  for (const session of demo) {
    const kept = await sessions.get(session.id);
    await sessions.save([{ ...session, created_at: kept?.created_at ?? stamp }]);
    await db.sessionMedia.delete({ session_id: session.id, kind: session.room_kind === 'zoom' ? 'zoom' : 'broadcast' }).go();
    const seat = await sessions.seat(session.id, ids.studentId);
    if (seat) await sessions.cancel(session.id, ids.studentId);
    await sessions.book({ session_id: session.id, user_id: ids.studentId, kind: 'live', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: stamp });
  }
}
