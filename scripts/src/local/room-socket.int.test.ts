import { createAttendanceStore } from '@lm/functions/data/attendance-repository';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import { api, localDatabase, signIn, signOut } from '@lm/functions/testing/api';
import type { ClassSession, RoomEntry, RoomServerMessage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';

const db = localDatabase();
const sessions = createSessionStore(db);
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const MINUTE = 60_000;
type Session = Awaited<ReturnType<typeof signIn>>;
let instructor: Session;
let student: Session;
let stranger: Session;

function classSession(id: string, startsInMinutes: number, minutes = 60): ClassSession {
  const now = Date.now();
  const at = new Date(now).toISOString();
  return {
    id,
    kind: 'private',
    title_th: 'ห้องเรียนทดสอบ',
    title_en: 'Room test',
    instructor_id: `instructor-room-${stamp}`,
    instructor_user_id: instructor.user.id,
    course_id: null,
    source_id: null,
    starts_at: new Date(now + startsInMinutes * MINUTE).toISOString(),
    ends_at: new Date(now + (startsInMinutes + minutes) * MINUTE).toISOString(),
    room_kind: 'room',
    capacity: 1,
    booked: 0,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
}

const OPEN = `room-open-${stamp}`;
const LATER = `room-later-${stamp}`;

/** A socket of the room, with every message it received. */
async function openSocket(entry: RoomEntry): Promise<{ ws: WebSocket; messages: RoomServerMessage[]; next: (kind: RoomServerMessage['kind']) => Promise<RoomServerMessage> }> {
  const ws = new WebSocket(`${entry.socketUrl}?ticket=${encodeURIComponent(entry.ticket)}`);
  const messages: RoomServerMessage[] = [];
  const waiting: { kind: string; resolve: (message: RoomServerMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as RoomServerMessage;
    messages.push(message);
    for (const waiter of waiting.filter((w) => w.kind === message.kind)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let seen = 0;
  // A message that never comes fails the test in 15 s, saying which and what came instead.
  const next = (kind: RoomServerMessage['kind']) =>
    new Promise<RoomServerMessage>((resolve, reject) => {
      const found = messages.slice(seen).find((message) => message.kind === kind);
      if (found) {
        seen = messages.indexOf(found) + 1;
        return resolve(found);
      }
      const waiter = {
        kind,
        resolve: (message: RoomServerMessage) => {
          clearTimeout(timer);
          seen = messages.indexOf(message) + 1;
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`No ${kind} came in 15 s; the socket (${ws.readyState === WebSocket.OPEN ? 'open' : 'not open'}) received: ${JSON.stringify(messages.map((message) => message.kind))}`));
      }, 15_000);
      waiting.push(waiter);
    });
  return { ws, messages, next };
}

const enter = async (id: string, session: Session) => api(`/api/me/sessions/${id}/room`, { method: 'POST', token: session.id_token });

beforeAll(async () => {
  [instructor, student, stranger] = await Promise.all([signIn('instructor'), signIn('student'), signIn('student2')]);
  await sessions.save([classSession(OPEN, -5), classSession(LATER, 2 * 24 * 60)]);
  for (const id of [OPEN, LATER]) {
    const session = (await sessions.get(id)) as ClassSession;
    expect(await sessions.book({ session_id: id, user_id: student.user.id, kind: 'private', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: new Date().toISOString() })).toBe('booked');
  }
});

afterAll(async () => {
  await sessions.remove([OPEN, LATER]);
  await Promise.all([signOut(instructor), signOut(student), signOut(stranger)]);
});

describe('a class session for its participants', () => {
  it('shows the booked student and the instructor their role and the open room', async () => {
    const asStudent = await api(`/api/me/sessions/${OPEN}`, { token: student.id_token });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body).toMatchObject({ role: 'student', open_now: true, whiteboard: true, session: { id: OPEN, room_kind: 'room', title_th: 'ห้องเรียนทดสอบ' } });
    const asInstructor = await api(`/api/me/sessions/${OPEN}`, { token: instructor.id_token });
    expect(asInstructor.body).toMatchObject({ role: 'instructor', open_now: true });
    const later = await api(`/api/me/sessions/${LATER}`, { token: student.id_token });
    expect(later.body).toMatchObject({ open_now: false });
  });

  it('is no session at all for anyone else', async () => {
    expect((await api(`/api/me/sessions/${OPEN}`, { token: stranger.id_token })).status).toBe(404);
    expect((await enter(OPEN, stranger)).status).toBe(404);
  });

  it('lists the session among the student’s own', async () => {
    const mine = await api('/api/me/sessions', { token: student.id_token });
    expect(mine.status).toBe(200);
    expect((mine.body as unknown as { id: string }[]).map((row) => row.id)).toEqual(expect.arrayContaining([OPEN, LATER]));
    const theirs = await api('/api/me/sessions', { token: stranger.id_token });
    expect((theirs.body as unknown as { id: string }[]).map((row) => row.id)).not.toContain(OPEN);
  });

  it('refuses a ticket before the room opens', async () => {
    const answer = await enter(LATER, student);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('sessionNotOpen');
  });
});

describe('the room socket through the local gateway', () => {
  it('relays signalling and the whiteboard between the two participants and records their attendance', async () => {
    const teacherEntry = (await enter(OPEN, instructor)).body as unknown as RoomEntry;
    const studentEntry = (await enter(OPEN, student)).body as unknown as RoomEntry;
    expect(teacherEntry).toMatchObject({ provider: 'webrtc', role: 'instructor', user_id: instructor.user.id });
    expect(studentEntry.socketUrl).toMatch(/^ws:\/\/.+\/socket$/);

    const teacher = await openSocket(teacherEntry);
    teacher.ws.send(JSON.stringify({ kind: 'hello' }));
    const teacherWelcome = (await teacher.next('welcome')) as Extract<RoomServerMessage, { kind: 'welcome' }>;
    expect(teacherWelcome.peers).toEqual([]);

    const pupil = await openSocket(studentEntry);
    pupil.ws.send(JSON.stringify({ kind: 'hello' }));
    const welcome = (await pupil.next('welcome')) as Extract<RoomServerMessage, { kind: 'welcome' }>;
    expect(welcome.peers).toEqual([{ connection_id: teacherWelcome.self.connection_id, user_id: instructor.user.id, role: 'instructor' }]);
    expect(await teacher.next('peer-joined')).toEqual({ kind: 'peer-joined', peer: welcome.self });

    pupil.ws.send(JSON.stringify({ kind: 'signal', to: teacherWelcome.self.connection_id, data: { type: 'offer', sdp: 'v=0' } }));
    expect(await teacher.next('signal')).toEqual({ kind: 'signal', from: welcome.self.connection_id, data: { type: 'offer', sdp: 'v=0' } });

    const doc = new Y.Doc();
    doc.getArray('strokes').push([{ color: '#d00', points: [1, 2, 3, 4] }]);
    const update = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
    teacher.ws.send(JSON.stringify({ kind: 'whiteboard', update }));
    expect(await pupil.next('whiteboard')).toEqual({ kind: 'whiteboard', update, from: teacherWelcome.self.connection_id });

    pupil.ws.close();
    expect(await teacher.next('peer-left')).toEqual({ kind: 'peer-left', connection_id: welcome.self.connection_id });

    // A reload comes back to the board as it was.
    const again = await openSocket((await enter(OPEN, student)).body as unknown as RoomEntry);
    again.ws.send(JSON.stringify({ kind: 'hello' }));
    const back = (await again.next('welcome')) as Extract<RoomServerMessage, { kind: 'welcome' }>;
    const board = new Y.Doc();
    Y.applyUpdate(board, Buffer.from(back.whiteboard ?? '', 'base64'));
    expect(board.getArray('strokes').toJSON()).toEqual([{ color: '#d00', points: [1, 2, 3, 4] }]);
    again.ws.close();
    expect(await teacher.next('peer-left')).toEqual({ kind: 'peer-left', connection_id: back.self.connection_id });
    teacher.ws.close();

    await expect.poll(async () => (await db.attendanceEvents.query.bySession({ session_id: OPEN }).go()).data.filter((event) => event.event === 'leave').length, { timeout: 10_000 }).toBe(3);
    const records = await createAttendanceStore(db).ofSession(OPEN);
    expect(records.map((record) => [record.user_id, record.role]).sort()).toEqual([
      [instructor.user.id, 'instructor'],
      [student.user.id, 'student'],
    ].sort());
    expect(records.every((record) => record.last_left_at !== null && record.minutes >= 0)).toBe(true);
  });

  it('refuses a socket without a valid ticket', async () => {
    const entry = (await enter(OPEN, student)).body as unknown as RoomEntry;
    const forged = `${entry.ticket.split('.')[0]}.${Buffer.from('not-the-signature').toString('base64url')}`;
    for (const ticket of [forged, '']) {
      const refused = await new Promise<string>((resolve) => {
        const ws = new WebSocket(`${entry.socketUrl}?ticket=${encodeURIComponent(ticket)}`);
        ws.once('open', () => resolve('open'));
        ws.once('error', (error) => resolve(error.message));
      });
      expect(refused).toContain('401');
    }
  });
});
