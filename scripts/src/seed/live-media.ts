import { createAttendanceStore } from '@lm/functions/data/attendance-repository';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { Database } from '@lm/functions/data/database';
import type { AttendanceEvent } from '@lm/functions/live/attendance-ports';
import { createSessionMediaStore } from '@lm/functions/data/session-media-repository';
import { addBangkokDays, bangkokDate, bangkokInstant, type ClassSession } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

/** The demo's Zoom class and broadcast class (decision 0051), open at every start of the stack. */
export const DEMO_ZOOM_SESSION_ID = 'session-demo-zoom';
export const DEMO_BROADCAST_SESSION_ID = 'session-demo-broadcast';
/** Yesterday's Zoom class, which Zoom recorded to its cloud (decision 0054). */
export const DEMO_RECORDED_ZOOM_SESSION_ID = 'session-demo-zoom-recorded';

/** The cloud recording of the demo's past Zoom class, as the Zoom stand-in keeps it. */
export interface DemoZoomRecording {
  meeting_id: string;
  topic: string;
  uuid: string;
  passcode: string;
}

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

/** One person's presence in a demo class from `from` to `until`, as a provider's join and leave events would have left it (decision 0055). */
export async function seedPresence(db: Database, who: Omit<AttendanceEvent, 'event' | 'at'>, from: string, until: string): Promise<void> {
  const attendance = createAttendanceStore(db);
  await attendance.record({ ...who, event: 'join', at: from });
  await attendance.record({ ...who, event: 'leave', at: until });
}

/** A class of the demo instructor, saved as given, with the demo student seated in it once. */
export async function seatDemoClass(
  db: Database,
  ids: { instructorId: string; studentId: string },
  fields: Pick<ClassSession, 'id' | 'title_th' | 'title_en' | 'starts_at' | 'ends_at' | 'room_kind' | 'capacity'>,
  now = new Date(),
): Promise<ClassSession> {
  const sessions = createSessionStore(db);
  const stamp = now.toISOString();
  const session: ClassSession = { ...fields, kind: 'live', instructor_id: INSTRUCTOR.ines, instructor_user_id: ids.instructorId, course_id: null, source_id: null, booked: 0, status: 'scheduled', created_at: stamp, updated_at: stamp };
  await sessions.save([session]);
  if (!(await sessions.seat(session.id, ids.studentId))) {
    await sessions.book({ session_id: session.id, user_id: ids.studentId, kind: 'live', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: stamp });
  }
  return session;
}

/**
 * Yesterday 17:00–18:00 Bangkok, a Zoom class of the demo instructor with the demo student seated,
 * whose meeting Zoom recorded to its cloud: the record says so as a `recording.completed` event
 * would have left it, with the share page on the Zoom stand-in at `zoomUrl`, and its attendance as
 * Zoom's participant events would have left it (decision 0055): the instructor the whole hour, the
 * student from 17:05 to 17:50. Answers the recording, for the stand-in to serve its page (it keeps
 * no meetings across starts).
 */
export async function seedRecordedZoomClass(db: Database, ids: { instructorId: string; studentId: string }, zoomUrl: string, now = new Date()): Promise<DemoZoomRecording | undefined> {
  if (!ids.instructorId || !ids.studentId) return undefined;
  const media = createSessionMediaStore(db);
  const yesterday = addBangkokDays(bangkokDate(now), -1);
  const stamp = now.toISOString();
  const recording: DemoZoomRecording = { meeting_id: '81000000001', topic: 'ติวสดผ่าน Zoom: ทบทวน Git / Live on Zoom: Git revision', uuid: 'demo-git-revision', passcode: 'git-2026' };
  const session = await seatDemoClass(db, ids, {
    id: DEMO_RECORDED_ZOOM_SESSION_ID,
    title_th: 'ติวสดผ่าน Zoom: ทบทวน Git',
    title_en: 'Live on Zoom: Git revision',
    starts_at: bangkokInstant(yesterday, '17:00'),
    ends_at: bangkokInstant(yesterday, '18:00'),
    room_kind: 'zoom',
    capacity: 30,
  }, now);
  // Made again at each start: the stand-in's address may have changed.
  await db.sessionMedia.delete({ session_id: session.id, kind: 'zoom' }).go();
  await media.claim(session.id, 'zoom', 'seed', stamp, stamp);
  const links = { join_url: `${zoomUrl}/j/${recording.meeting_id}`, start_url: `${zoomUrl}/s/${recording.meeting_id}` };
  await media.complete(session.id, 'zoom', 'seed', { provider_id: recording.meeting_id, ...links, start_url_at: session.starts_at, password: '246810', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: true, created_at: session.starts_at });
  await media.linkMeeting(recording.meeting_id, session.id);
  await media.addZoomRecording(session.id, recording.meeting_id, { id: recording.uuid, share_url: `${zoomUrl}/rec/share/${recording.uuid}`, password: recording.passcode, ended_at: session.ends_at });
  await seedPresence(db, { session_id: session.id, user_id: ids.instructorId, role: 'instructor', connection_id: `zoom:${recording.uuid}:16778240` }, session.starts_at, session.ends_at);
  await seedPresence(db, { session_id: session.id, user_id: ids.studentId, role: 'student', connection_id: `zoom:${recording.uuid}:16779264` }, bangkokInstant(yesterday, '17:05'), bangkokInstant(yesterday, '17:50'));
  return recording;
}

