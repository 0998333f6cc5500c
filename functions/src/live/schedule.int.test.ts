import { bangkokDay, bangkokPeriod, type ClassSession, type ExpenseRow, type MyClasses, type MyIncome, type MyStudyBooking, type MySchedule, type TablePage, type AttendanceClassRow, type TeachingHistory } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { createSessionStore } from '../data/class-session-repository.js';
import { calendarFeedRecords } from '../data/records/calendar-feed.js';
import { api, localDatabase, localRecords, signIn, signOut } from '../testing/api.js';
import { mailsTo } from '../testing/outbox.js';

const db = localDatabase();
const sessions = createSessionStore(db);
const attendance = createAttendanceStore(db);
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let teacher: Session;
let otherTeacher: Session;
let student: Session;
let otherStudent: Session;

const stamp = Date.now().toString(36);
const PROFILE = `ins-schedule-${stamp}`;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const now = Date.now();
const startsAt = new Date(Math.floor(now / MINUTE) * MINUTE - 3 * HOUR);
const past: ClassSession = {
  id: `session-past-${stamp}`,
  kind: 'private',
  title_th: `คลาสทดสอบ ${stamp}`,
  title_en: `Schedule test ${stamp}`,
  instructor_id: PROFILE,
  instructor_user_id: '',
  course_id: null,
  source_id: null,
  starts_at: startsAt.toISOString(),
  ends_at: new Date(startsAt.getTime() + HOUR).toISOString(),
  room_kind: 'room',
  capacity: 2,
  booked: 0,
  status: 'scheduled',
  created_at: new Date(now).toISOString(),
  updated_at: new Date(now).toISOString(),
};
const soonStart = new Date(Math.floor(now / MINUTE) * MINUTE + 10 * MINUTE);
const soon: ClassSession = { ...past, id: `session-soon-${stamp}`, title_th: `เตือนก่อนเรียน ${stamp}`, title_en: `Reminder test ${stamp}`, starts_at: soonStart.toISOString(), ends_at: new Date(soonStart.getTime() + HOUR).toISOString() };
const sessionDay = bangkokDay(startsAt);
let rateId = '';

const seatOf = (session: ClassSession, userId: string) => ({ session_id: session.id, user_id: userId, kind: session.kind, starts_at: session.starts_at, ends_at: session.ends_at, source: 'hours' as const, order_id: null, booked_at: new Date().toISOString() });
const at = (minutes: number) => new Date(startsAt.getTime() + minutes * MINUTE).toISOString();

beforeAll(async () => {
  [admin, teacher, otherTeacher, student, otherStudent] = await Promise.all([signIn('admin'), signIn('instructor2'), signIn('somchai'), signIn('student2'), signIn('student')]);
  const stampNow = new Date().toISOString();
  // An unpublished profile of its own, linked to the instructor's account: no other suite reads it.
  await db.instructorProfiles.create({ id: PROFILE, name: `Khru Schedule ${stamp}`, slug: `khru-schedule-${stamp}`, user_id: teacher.user.id, published: false, created_at: stampNow, updated_at: stampNow }).go();
  past.instructor_user_id = teacher.user.id;
  soon.instructor_user_id = teacher.user.id;
  await sessions.save([past, soon]);
  expect(await sessions.book(seatOf(past, student.user.id))).toBe('booked');
  expect(await sessions.book(seatOf(soon, student.user.id))).toBe('booked');
  // The instructor the whole hour; the student from 5 minutes in to 45.
  for (const event of [
    { user_id: teacher.user.id, role: 'instructor' as const, event: 'join' as const, at: at(-3), connection_id: `t-${stamp}` },
    { user_id: teacher.user.id, role: 'instructor' as const, event: 'leave' as const, at: at(61), connection_id: `t-${stamp}` },
    { user_id: student.user.id, role: 'student' as const, event: 'join' as const, at: at(5), connection_id: `s-${stamp}` },
    { user_id: student.user.id, role: 'student' as const, event: 'leave' as const, at: at(45), connection_id: `s-${stamp}` },
  ])
    await attendance.record({ session_id: past.id, ...event });
});

afterAll(async () => {
  await sessions.remove([past.id, soon.id]);
  if (rateId) await api('/api/instructorrate', { method: 'DELETE', json: { ids: [rateId] }, token: admin.id_token });
  await db.instructorProfiles.delete({ id: PROFILE }).go();
  for (const session of [admin, teacher, otherTeacher, student, otherStudent]) await signOut(session);
});

describe('instructor rates', () => {
  it('are set per instructor profile, refusing an unknown instructor and a second rate', async () => {
    const unknown = await api('/api/instructorrate', { json: { instructor_id: `nobody-${stamp}`, basis: 'hour', rate: 60_000 }, token: admin.id_token });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fields: { instructor_id: ['No instructor has this id.'] } });

    const made = await api('/api/instructorrate', { json: { instructor_id: PROFILE, basis: 'hour', rate: 60_000, course_share_percent: 10 }, token: admin.id_token });
    expect(made.status, made.text).toBe(200);
    rateId = String(made.body.id);
    expect(made.body).toMatchObject({ instructor_id: PROFILE, basis: 'hour', rate: 60_000, course_share_percent: 10 });

    const again = await api('/api/instructorrate', { json: { instructor_id: PROFILE, basis: 'seat', rate: 10_000 }, token: admin.id_token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ fields: { instructor_id: ['This instructor has a rate already: change that one.'] } });

    const negative = await api('/api/instructorrate', { json: { instructor_id: PROFILE, basis: 'hour', rate: -1 }, token: admin.id_token });
    expect(negative.status).toBe(400);
    expect(negative.text).toContain('rate cannot be negative.');
  });
});

describe('schedules', () => {
  it("show an instructor their own sessions of the days asked for, and no one else's", async () => {
    const query = `/api/me/schedule?from=${sessionDay}&to=${bangkokDay(soonStart)}`;
    const own = await api(query, { token: teacher.id_token });
    expect(own.status, own.text).toBe(200);
    expect((own.body as unknown as MySchedule).sessions.map((one) => one.id)).toEqual([past.id, soon.id]);
    expect((own.body as unknown as MySchedule).sessions[0]).toMatchObject({ kind: 'private', booked: 1, capacity: 2, title_en: past.title_en });

    const other = await api(query, { token: otherTeacher.id_token });
    expect(other.status).toBe(200);
    expect((other.body as unknown as MySchedule).sessions.map((one) => one.id)).not.toContain(past.id);
    expect((await api(query, { token: student.id_token })).status).toBe(403);

    const tooLong = await api('/api/me/schedule?from=2026-01-01&to=2026-06-30', { token: teacher.id_token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('A schedule shows at most 62 days at once.');
  });

  it("show the instructor's past sessions with who came and for how long, and not another instructor's", async () => {
    const history = await api('/api/me/schedule/history', { token: teacher.id_token });
    expect(history.status, history.text).toBe(200);
    const session = (history.body as unknown as TeachingHistory).sessions.find((one) => one.id === past.id);
    expect(session?.attendees.map(({ user_id, role, booked, minutes }) => ({ user_id, role, booked, minutes }))).toEqual([
      { user_id: teacher.user.id, role: 'instructor', booked: true, minutes: 60 },
      { user_id: student.user.id, role: 'student', booked: true, minutes: 40 },
    ]);
    expect((history.body as unknown as TeachingHistory).sessions.map((one) => one.id)).not.toContain(soon.id);

    const others = await api('/api/me/schedule/history', { token: otherTeacher.id_token });
    expect((others.body as unknown as TeachingHistory).sessions.map((one) => one.id)).not.toContain(past.id);
  });

  it("list a student's classes of a Bangkok day, and only theirs", async () => {
    const mine = await api(`/api/me/classes?date=${sessionDay}`, { token: student.id_token });
    expect(mine.status, mine.text).toBe(200);
    expect((mine.body as unknown as MyClasses).sessions.find((one) => one.id === past.id)).toMatchObject({ source: 'hours', starts_at: past.starts_at });

    const theirs = await api(`/api/me/classes?date=${sessionDay}`, { token: otherStudent.id_token });
    expect((theirs.body as unknown as MyClasses).sessions.map((one) => one.id)).not.toContain(past.id);
    expect((await api('/api/me/classes?date=26-11-2026', { token: student.id_token })).status).toBe(400);
  });
});

describe('attendance and pay', () => {
  it('show the back office each class with its seats, students present and minutes', async () => {
    const page = await api(`/api/liveattendance/classes?from=${sessionDay}&to=${sessionDay}`, { token: admin.id_token });
    expect(page.status, page.text).toBe(200);
    const row = (page.body as unknown as TablePage<AttendanceClassRow>).rows.find((one) => one.id === past.id);
    expect(row).toMatchObject({ day: sessionDay, booked: 1, present: 1, minutes: 40, instructor_minutes: 60, instructor: `Khru Schedule ${stamp}` });
    expect(page.body).toMatchObject({ period: { from: sessionDay, to: sessionDay } });
    expect((await api('/api/liveattendance/classes', { token: student.id_token })).status).toBe(403);
  });

  it("total the instructor's earnings for the back office by day and for the instructor by month", async () => {
    const daily = await api(`/api/instructorexpense/daily?from=${sessionDay}&to=${sessionDay}`, { token: admin.id_token });
    expect(daily.status, daily.text).toBe(200);
    expect(daily.body).toMatchObject({ period: { from: sessionDay, to: sessionDay } });
    // An hour taught at ฿600 an hour.
    expect((daily.body as unknown as TablePage<ExpenseRow>).rows.find((one) => one.instructor_id === PROFILE)).toMatchObject({ period: sessionDay, sessions: 1, minutes_taught: 60, students_present: 1, session_pay: 60_000, total: 60_000 });

    const income = await api('/api/me/income', { token: teacher.id_token });
    expect(income.status, income.text).toBe(200);
    expect((income.body as unknown as MyIncome).months.find((one) => one.period === bangkokPeriod(past.starts_at, 'month'))).toMatchObject({ sessions: 1, session_pay: 60_000 });

    expect((await api('/api/me/income', { token: student.id_token })).status).toBe(403);
  });
});

describe('calendar feeds', () => {
  it('answer the ICS of the person at a secret address that a new one replaces', async () => {
    const feed = await api('/api/me/calendar', { token: student.id_token });
    expect(feed.status, feed.text).toBe(200);
    const path = new URL(String(feed.body.url)).pathname;
    expect(path).toMatch(/^\/public\/calendar\/[A-Za-z0-9_-]+\.ics$/);

    const ics = await fetch(`${inject('apiUrl')}${path}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain(`UID:${past.id}@class-session`);
    expect(text).toContain(`DTSTART;TZID=Asia/Bangkok:${new Date(startsAt.getTime() + 7 * HOUR).toISOString().slice(0, 19).replace(/[-:]/g, '')}`);
    expect(text).toContain('TZID:Asia/Bangkok');

    const rotated = await api('/api/me/calendar', { method: 'POST', token: student.id_token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(feed.body.url);
    expect((await fetch(`${inject('apiUrl')}${path}`)).status).toBe(404);
    expect((await fetch(`${inject('apiUrl')}/public/calendar/not-a-feed-at-all.ics`)).status).toBe(404);
  });

  it('give one address to first asks made at once', async () => {
    // The instructor's feed, gone: the next asks are the first.
    await localRecords()(calendarFeedRecords).delete([otherTeacher.user.id]);
    const asks = await Promise.all(Array.from({ length: 4 }, () => api('/api/me/calendar', { token: otherTeacher.id_token })));
    expect(asks.map((ask) => ask.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(asks.map((ask) => ask.body.url)).size).toBe(1);
    expect((await fetch(String(asks[0]!.body.url))).status).toBe(200);
  });

  it('hold a student’s study seats beside their classes, with the branch and its address', async () => {
    // The demo student holds a seat at the Siam branch (decision 0052).
    const [seat] = ((await api('/api/me/study-bookings', { token: otherStudent.id_token })).body as unknown as { upcoming: MyStudyBooking[] }).upcoming;
    expect(seat).toBeDefined();
    const feed = await api('/api/me/calendar', { token: otherStudent.id_token });
    const text = (await (await fetch(`${inject('apiUrl')}${new URL(String(feed.body.url)).pathname}`)).text()).replace(/\r\n /g, '');
    expect(text).toContain(`UID:${seat!.branch_id}~${seat!.starts_at}@study-seat`);
    expect(text).toContain(`SUMMARY:ที่นั่งอ่านหนังสือ / Study seat: ${seat!.branch_name_th} / ${seat!.branch_name_en}`);
    expect(text).toContain(`LOCATION:${seat!.address.replace(/,/g, '\\,')}`);
    expect(text).toContain(`DTSTART;TZID=Asia/Bangkok:${new Date(Date.parse(seat!.starts_at) + 7 * HOUR).toISOString().slice(0, 19).replace(/[-:]/g, '')}`);
  });
});

describe('class reminders', () => {
  it('e-mail each participant of a class 15 minutes ahead once, however many sweeps run', async () => {
    const sweep = () => fetch(`${inject('apiUrl')}/2015-03-31/functions/marketplace-local-send-reminders/invocations`, { method: 'POST', body: '{}' });
    for (let run = 0; run < 2; run++) {
      const answer = await sweep();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-amz-function-error')).toBeNull();
    }
    const about = (mail: { subject: string }) => mail.subject.includes(soon.title_en);
    const toStudent = (await mailsTo('student2@example.com')).filter(about);
    const toTeacher = (await mailsTo('instructor2@example.com')).filter(about);
    expect(toStudent).toHaveLength(1);
    expect(toTeacher).toHaveLength(1);
    expect(toStudent[0]?.subject).toContain('Class in 15 minutes');
    expect(toStudent[0]?.text).toContain(`/privateclass/open/${soon.id}`);
    // The class that has ended is not reminded of.
    expect((await mailsTo('student2@example.com')).filter((mail) => mail.subject.includes(past.title_en))).toEqual([]);
  });
});
