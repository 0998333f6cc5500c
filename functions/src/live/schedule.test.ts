import type { ClassSession, CourseSale, InstructorRate, SessionSeat } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from './attendance-ports.js';
import { getMyIncome, listAttendanceByClass, listAttendanceByDay, listAttendanceByStudent, listInstructorExpense, listMyClasses, listMySchedule, listMyTeachingHistory, type SchedulePorts } from './schedule.js';
import type { SessionStore } from './session-ports.js';

const session = (id: string, instructorId: string, startsAt: string, minutes: number, overrides: Partial<ClassSession> = {}): ClassSession => ({
  id,
  kind: 'private',
  title_th: `คลาส ${id}`,
  title_en: `Class ${id}`,
  instructor_id: instructorId,
  instructor_user_id: instructorId === 'ins-a' ? 'user-teacher-a' : 'user-teacher-b',
  course_id: null,
  source_id: null,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  room_kind: 'room',
  capacity: 10,
  booked: 0,
  status: 'scheduled',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** Sessions and seats kept in maps: the parts of the store the schedules read. */
function memorySessions(sessions: ClassSession[], seats: SessionSeat[]): SessionStore {
  const byId = new Map(sessions.map((one) => [one.id, one]));
  const unsupported = () => Promise.reject(new Error('not used here'));
  return {
    get: async (id) => byId.get(id),
    getMany: async (ids) => new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as ClassSession] as const] : []))),
    ofInstructor: async (instructorId, from, to) => sessions.filter((one) => one.instructor_id === instructorId && one.starts_at >= from && one.starts_at < to).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    ofSource: unsupported,
    save: unsupported,
    remove: unsupported,
    removeUnbooked: unsupported,
    seats: async (sessionId) => seats.filter((seat) => seat.session_id === sessionId),
    seat: async (sessionId, userId) => seats.find((seat) => seat.session_id === sessionId && seat.user_id === userId),
    seatsOf: async (userId, from = '', to = '\uffff') => seats.filter((seat) => seat.user_id === userId && seat.starts_at >= from && seat.starts_at < to).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    book: unsupported,
    cancel: unsupported,
  };
}

const seatIn = (one: ClassSession, userId: string): SessionSeat => ({ session_id: one.id, user_id: userId, kind: one.kind, starts_at: one.starts_at, ends_at: one.ends_at, source: 'hours', order_id: null, booked_at: '2026-01-01T00:00:00.000Z' });
const record = (sessionId: string, userId: string, role: AttendanceRecord['role'], minutes: number): AttendanceRecord => ({ session_id: sessionId, user_id: userId, role, minutes, first_joined_at: '2026-03-01T02:00:00.000Z', last_left_at: '2026-03-01T03:00:00.000Z' });

// 1 March 2026 in Bangkok: 09:00 (02:00 UTC), 23:30 (16:30 UTC); 2 March 00:30 Bangkok is 17:30 UTC on 1 March.
const morning = session('morning', 'ins-a', '2026-03-01T02:00:00.000Z', 60);
const lateNight = session('late', 'ins-a', '2026-03-01T16:30:00.000Z', 30);
const afterMidnight = session('after', 'ins-a', '2026-03-01T17:30:00.000Z', 30);
const otherTeacher = session('other', 'ins-b', '2026-03-01T03:00:00.000Z', 60, { kind: 'live', source_id: 'room-1', title_th: '' });
const cancelled = session('cancelled', 'ins-a', '2026-03-01T05:00:00.000Z', 60, { status: 'cancelled' });

const attendance = new Map<string, AttendanceRecord[]>([
  ['morning', [record('morning', 'user-teacher-a', 'instructor', 60), record('morning', 'student-1', 'student', 45)]],
  ['other', [record('other', 'user-teacher-b', 'instructor', 50), record('other', 'student-1', 'student', 50), record('other', 'student-2', 'student', 0)]],
  ['after', [record('after', 'user-teacher-a', 'instructor', 30)]],
]);

const rates: InstructorRate[] = [{ id: 'r1', instructor_id: 'ins-a', basis: 'hour', rate: 60_000, course_share_percent: 10, created_at: '', updated_at: '' }];
const sales: CourseSale[] = [{ instructor_id: 'ins-a', paid_at: '2026-02-10T05:00:00.000Z', total: 100_000 }];

function ports(now: string): SchedulePorts {
  const all = [morning, lateNight, afterMidnight, otherTeacher, cancelled];
  const seats = [seatIn(morning, 'student-1'), seatIn(otherTeacher, 'student-1'), seatIn(otherTeacher, 'student-2'), seatIn(lateNight, 'student-2')];
  return {
    sessions: memorySessions(all, seats),
    attendance: { ofSessions: async (ids) => new Map(ids.map((id) => [id, attendance.get(id) ?? []])) },
    instructors: {
      profilesOf: async (userId) => (userId === 'user-teacher-a' ? ['ins-a'] : userId === 'user-teacher-b' ? ['ins-b'] : []),
      list: async () => [
        { id: 'ins-a', name: 'Somchai' },
        { id: 'ins-b', name: 'Malee' },
      ],
    },
    names: async (ids) => new Map(ids.map((id) => [id, id.toUpperCase()])),
    rates: async () => rates,
    courseSales: async (from, to) => sales.filter((sale) => sale.paid_at >= from && sale.paid_at < to),
    joinBeforeMinutes: async () => 10,
    recordedSessions: async (ids) => new Set(ids.filter((id) => id === 'morning')),
    now: () => new Date(now),
  };
}

const query = { page: 1, order: 'asc' as const };

describe('schedules', () => {
  it("shows an instructor only their own sessions of the Bangkok days asked for, midnight counted in Bangkok", async () => {
    // Act
    const schedule = await listMySchedule(ports('2026-03-01T00:00:00.000Z'), 'user-teacher-a', { from: '2026-03-01', to: '2026-03-01' });

    // Assess
    expect(schedule.sessions.map((one) => one.id)).toEqual(['morning', 'cancelled', 'late']);
    expect((await listMySchedule(ports('2026-03-01T00:00:00.000Z'), 'user-teacher-a', { from: '2026-03-02', to: '2026-03-02' })).sessions.map((one) => one.id)).toEqual(['after']);
    expect((await listMySchedule(ports('2026-03-01T00:00:00.000Z'), 'student-1', { from: '2026-03-01', to: '2026-03-02' })).sessions).toEqual([]);
  });

  it("lists a student's classes of today in Bangkok with when each room opens", async () => {
    // 1 March 23:50 Bangkok.
    const today = await listMyClasses(ports('2026-03-01T16:50:00.000Z'), 'student-2', undefined);

    expect(today.date).toBe('2026-03-01');
    expect(today.sessions.map((one) => [one.id, one.opens_at])).toEqual([
      ['other', '2026-03-01T02:50:00.000Z'],
      ['late', '2026-03-01T16:20:00.000Z'],
    ]);
    // Ten minutes later it is 2 March in Bangkok: nothing booked that day.
    expect(await listMyClasses(ports('2026-03-01T17:00:00.000Z'), 'student-2', undefined)).toEqual({ date: '2026-03-02', sessions: [] });
  });

  it("shows an instructor's past sessions newest first with who came and their minutes", async () => {
    const history = await listMyTeachingHistory(ports('2026-03-01T16:45:00.000Z'), 'user-teacher-a', 30);

    // The late class has not ended yet; the one after midnight has not started.
    expect(history.sessions.map((one) => one.id)).toEqual(['cancelled', 'morning']);
    expect(history.sessions[1]?.attendees.map(({ user_id, name, role, booked, minutes }) => [user_id, name, role, booked, minutes])).toEqual([
      ['user-teacher-a', 'USER-TEACHER-A', 'instructor', true, 60],
      ['student-1', 'STUDENT-1', 'student', true, 45],
    ]);
  });
});

describe('attendance reports', () => {
  const range = { ...query, from: '2026-03-01', to: '2026-03-02' };

  it('counts seats, students present and minutes by class', async () => {
    const page = await listAttendanceByClass(ports('2026-03-05T00:00:00.000Z'), range);

    expect(page.rows.map(({ id, day, instructor, booked, present, minutes, instructor_minutes }) => [id, day, instructor, booked, present, minutes, instructor_minutes])).toEqual([
      ['after', '2026-03-02', 'Somchai', 0, 0, 0, 30],
      ['late', '2026-03-01', 'Somchai', 1, 0, 0, 0],
      ['cancelled', '2026-03-01', 'Somchai', 0, 0, 0, 0],
      ['other', '2026-03-01', 'Malee', 2, 1, 50, 50],
      ['morning', '2026-03-01', 'Somchai', 1, 1, 45, 60],
    ]);
  });

  it('totals by student and by day', async () => {
    const students = await listAttendanceByStudent(ports('2026-03-05T00:00:00.000Z'), range);
    const days = await listAttendanceByDay(ports('2026-03-05T00:00:00.000Z'), range);

    expect(students.rows).toEqual([
      { id: 'student-1', student: 'STUDENT-1', booked: 2, attended: 2, minutes: 95 },
      { id: 'student-2', student: 'STUDENT-2', booked: 2, attended: 0, minutes: 0 },
    ]);
    expect(days.rows).toEqual([
      { id: '2026-03-02', sessions: 1, booked: 0, present: 0, minutes: 0 },
      { id: '2026-03-01', sessions: 4, booked: 4, present: 2, minutes: 95 },
    ]);
  });
});

describe('instructor pay', () => {
  it('totals each instructor per day, leaving out cancelled sessions and those the instructor missed', async () => {
    const page = await listInstructorExpense(ports('2026-03-05T00:00:00.000Z'), { ...query, from: '2026-03-01', to: '2026-03-02' }, 'day');

    expect(page.rows.map(({ period, instructor, sessions, minutes_taught, session_pay, total }) => [period, instructor, sessions, minutes_taught, session_pay, total])).toEqual([
      ['2026-03-02', 'Somchai', 1, 30, 30_000, 30_000],
      // Malee has no rate: her session shows, unpaid.
      ['2026-03-01', 'Malee', 1, 50, 0, 0],
      ['2026-03-01', 'Somchai', 1, 60, 60_000, 60_000],
    ]);
  });

  it("answers an instructor's own income by month, every month shown, the sales share included", async () => {
    const income = await getMyIncome(ports('2026-03-05T00:00:00.000Z'), 'user-teacher-a', 3);

    expect(income.months.map(({ period, session_pay, course_sales, sales_share, total }) => [period, session_pay, course_sales, sales_share, total])).toEqual([
      ['2026-03', 90_000, 0, 0, 90_000],
      ['2026-02', 0, 100_000, 10_000, 10_000],
      ['2026-01', 0, 0, 0, 0],
    ]);
    expect(income.total).toBe(100_000);
    expect((await getMyIncome(ports('2026-03-05T00:00:00.000Z'), 'student-1', 3)).total).toBe(0);
  });
});
