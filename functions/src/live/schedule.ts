import {
  ATTENDANCE_CLASS_COLUMNS,
  ATTENDANCE_DAY_COLUMNS,
  ATTENDANCE_STUDENT_COLUMNS,
  bangkokDay,
  bangkokDayStart,
  EXPENSE_COLUMNS,
  joinWindow,
  monthsBack,
  monthsBetween,
  nextDay,
  payTotals,
  reportDays,
  reportMonths,
  type AttendanceClassRow,
  type AttendanceDayRow,
  type AttendanceStudentRow,
  type Attendee,
  type ClassSession,
  type CourseSale,
  type ExpenseRow,
  type IncomeMonth,
  type InstructorRate,
  type MyClasses,
  type MyIncome,
  type MySchedule,
  type PastSession,
  type PayPeriod,
  type ReportQuery,
  type ScheduleEntry,
  type ScheduleQuery,
  type TablePage,
  type TaughtSession,
  type TeachingHistory,
} from '@lm/shared';
import { tablePageOf } from '../tables/table-query.js';
import type { AttendanceRecord, AttendanceStore } from './attendance-ports.js';
import type { SessionStore } from './session-ports.js';
import { mapAtOnce } from '../at-once.js';

/**
 * Schedules, attendance reports and instructor pay (decision 0050), read from class sessions, their
 * seats and attendance. An instructor reads the sessions of the profiles linked to their account,
 * a student the sessions they hold a seat in; days are Asia/Bangkok days.
 */
export interface SchedulePorts {
  sessions: SessionStore;
  attendance: Pick<AttendanceStore, 'ofSessions'>;
  instructors: {
    /** The instructor profiles of an account. */
    profilesOf(userId: string): Promise<string[]>;
    /** Every instructor profile, with its name. */
    list(): Promise<{ id: string; name: string }[]>;
  };
  /** Display names of accounts (first and last name, else the username). */
  names(userIds: readonly string[]): Promise<Map<string, string>>;
  rates(): Promise<InstructorRate[]>;
  /** Paid course sales (refunded, cancelled and unpaid orders left out) paid in [from, to), by the course's instructor. */
  courseSales(from: string, to: string): Promise<CourseSale[]>;
  /** settingLiveroom's join_before_minutes. */
  joinBeforeMinutes(): Promise<number>;
  /** Which of these broadcast sessions have a recording (decision 0054). */
  recordedSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  now(): Date;
}

const DAY_MS = 86_400_000;

export const scheduleEntryOf = (session: ClassSession): ScheduleEntry => ({
  id: session.id,
  kind: session.kind,
  title_th: session.title_th,
  title_en: session.title_en,
  course_id: session.course_id,
  starts_at: session.starts_at,
  ends_at: session.ends_at,
  room_kind: session.room_kind,
  capacity: session.capacity,
  booked: session.booked,
  status: session.status,
});


/** Reads a schedule has in flight: one per instructor or session, a few at a time. */
const READS_AT_ONCE = 8;

/** The sessions of some instructor profiles starting in [from, to), by start. */
async function sessionsOf(ports: Pick<SchedulePorts, 'sessions'>, profileIds: readonly string[], from: string, to: string): Promise<ClassSession[]> {
  const lists = await mapAtOnce(profileIds, (profileId) => ports.sessions.ofInstructor(profileId, from, to), READS_AT_ONCE);
  const unique = new Map(lists.flat().map((session) => [session.id, session]));
  return [...unique.values()].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
}

/** The instructor's sessions on the Bangkok days `from` to `to`, both included. */
export async function listMySchedule(ports: Pick<SchedulePorts, 'sessions' | 'instructors'>, userId: string, query: ScheduleQuery): Promise<MySchedule> {
  const profiles = await ports.instructors.profilesOf(userId);
  const sessions = await sessionsOf(ports, profiles, bangkokDayStart(query.from), bangkokDayStart(nextDay(query.to)));
  return { from: query.from, to: query.to, sessions: sessions.map(scheduleEntryOf) };
}

/** The student's booked sessions of one Bangkok day (today unless named). */
export async function listMyClasses(ports: Pick<SchedulePorts, 'sessions' | 'joinBeforeMinutes' | 'now'>, userId: string, date: string | undefined): Promise<MyClasses> {
  const day = date ?? bangkokDay(ports.now());
  const [seats, joinBefore] = await Promise.all([ports.sessions.seatsOf(userId, bangkokDayStart(day), bangkokDayStart(nextDay(day))), ports.joinBeforeMinutes()]);
  const sessions = await ports.sessions.getMany(seats.map((seat) => seat.session_id));
  return {
    date: day,
    sessions: seats.flatMap((seat) => {
      const session = sessions.get(seat.session_id);
      return session ? [{ ...scheduleEntryOf(session), source: seat.source, opens_at: joinWindow(session, joinBefore).opensAt }] : [];
    }),
  };
}

const present = (record: AttendanceRecord) => record.minutes > 0;

/** Who was in a session: the instructor, the booked students whether they came or not, and anyone else present. */
function attendeesOf(session: ClassSession, bookedIds: readonly string[], records: readonly AttendanceRecord[], names: Map<string, string>): Attendee[] {
  const recordOf = new Map(records.map((record) => [record.user_id, record]));
  const people: Attendee[] = [];
  const add = (userId: string, role: Attendee['role'], booked: boolean) => {
    const record = recordOf.get(userId);
    people.push({ user_id: userId, name: names.get(userId) ?? userId, role, booked, minutes: record?.minutes ?? 0, first_joined_at: record?.first_joined_at ?? null });
  };
  if (session.instructor_user_id) add(session.instructor_user_id, 'instructor', true);
  for (const userId of bookedIds) if (userId !== session.instructor_user_id) add(userId, 'student', true);
  for (const record of records) if (!people.some((person) => person.user_id === record.user_id)) add(record.user_id, record.role, false);
  return people;
}

/** The instructor's sessions that ended in the last `days` days, newest first, with who came and for how long. */
export async function listMyTeachingHistory(
  ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance' | 'names' | 'recordedSessions' | 'now'>,
  userId: string,
  days: number,
): Promise<TeachingHistory> {
  const now = ports.now();
  const profiles = await ports.instructors.profilesOf(userId);
  const sessions = (await sessionsOf(ports, profiles, new Date(now.getTime() - days * DAY_MS).toISOString(), now.toISOString())).filter((session) => Date.parse(session.ends_at) <= now.getTime());
  const ids = sessions.map((session) => session.id);
  const recordable = sessions.filter((session) => session.room_kind === 'broadcast' || session.room_kind === 'zoom').map((session) => session.id);
  const [seats, attendance, recorded] = await Promise.all([
    mapAtOnce(sessions, (session) => ports.sessions.seats(session.id), READS_AT_ONCE),
    ports.attendance.ofSessions(ids),
    recordable.length ? ports.recordedSessions(recordable) : Promise.resolve(new Set<string>()),
  ]);
  const userIds = new Set<string>();
  sessions.forEach((session, index) => {
    if (session.instructor_user_id) userIds.add(session.instructor_user_id);
    for (const seat of seats[index] ?? []) userIds.add(seat.user_id);
    for (const record of attendance.get(session.id) ?? []) userIds.add(record.user_id);
  });
  const names = await ports.names([...userIds]);
  const past: PastSession[] = sessions.map((session, index) => ({
    ...scheduleEntryOf(session),
    attendees: attendeesOf(
      session,
      (seats[index] ?? []).map((seat) => seat.user_id),
      attendance.get(session.id) ?? [],
      names,
    ),
    recorded: recorded.has(session.id),
  }));
  return { sessions: past.reverse() };
}

/** Every session of every instructor starting in the report's days, with its seats and attendance. */
async function sessionsInPeriod(ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance'>, from: string, to: string) {
  const instructors = await ports.instructors.list();
  const sessions = await sessionsOf(
    ports,
    instructors.map((one) => one.id),
    bangkokDayStart(from),
    bangkokDayStart(nextDay(to)),
  );
  const [seats, attendance] = await Promise.all([mapAtOnce(sessions, (session) => ports.sessions.seats(session.id), READS_AT_ONCE), ports.attendance.ofSessions(sessions.map((session) => session.id))]);
  const instructorNames = new Map(instructors.map((one) => [one.id, one.name]));
  return sessions.map((session, index) => {
    const records = attendance.get(session.id) ?? [];
    const students = records.filter((record) => record.role === 'student' && record.user_id !== session.instructor_user_id);
    const instructor = records.find((record) => record.role === 'instructor' || record.user_id === session.instructor_user_id);
    return { session, seats: seats[index] ?? [], students, instructorMinutes: instructor?.minutes ?? 0, instructorName: instructorNames.get(session.instructor_id) ?? session.instructor_id };
  });
}

/** Attendance by class: one row per session of the period, newest first. */
export async function listAttendanceByClass(ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance' | 'now'>, query: ReportQuery): Promise<TablePage<AttendanceClassRow>> {
  const { from, to } = reportDays(query, ports.now(), 30);
  const rows = (await sessionsInPeriod(ports, from, to)).map(
    ({ session, seats, students, instructorMinutes, instructorName }): AttendanceClassRow => ({
      id: session.id,
      day: bangkokDay(new Date(session.starts_at)),
      starts_at: session.starts_at,
      title: session.title_th || session.title_en,
      kind: session.kind,
      instructor: instructorName,
      booked: seats.length,
      present: students.filter(present).length,
      minutes: students.reduce((sum, record) => sum + record.minutes, 0),
      instructor_minutes: instructorMinutes,
    }),
  );
  return tablePageOf(rows.reverse(), query, ATTENDANCE_CLASS_COLUMNS, { from, to });
}

/** Attendance by student: each student with a seat in the period, by name. */
export async function listAttendanceByStudent(ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance' | 'names' | 'now'>, query: ReportQuery): Promise<TablePage<AttendanceStudentRow>> {
  const { from, to } = reportDays(query, ports.now(), 30);
  const byStudent = new Map<string, { booked: number; attended: number; minutes: number }>();
  for (const { seats, students } of await sessionsInPeriod(ports, from, to)) {
    const recordOf = new Map(students.map((record) => [record.user_id, record]));
    for (const seat of seats) {
      const one = byStudent.get(seat.user_id) ?? { booked: 0, attended: 0, minutes: 0 };
      const record = recordOf.get(seat.user_id);
      one.booked += 1;
      if (record && present(record)) one.attended += 1;
      one.minutes += record?.minutes ?? 0;
      byStudent.set(seat.user_id, one);
    }
  }
  const names = await ports.names([...byStudent.keys()]);
  const rows = [...byStudent].map(([id, totals]): AttendanceStudentRow => ({ id, student: names.get(id) ?? id, ...totals })).sort((a, b) => a.student.localeCompare(b.student));
  return tablePageOf(rows, query, ATTENDANCE_STUDENT_COLUMNS, { from, to });
}

/** Attendance by Bangkok day: the days of the period with sessions, newest first. */
export async function listAttendanceByDay(ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance' | 'now'>, query: ReportQuery): Promise<TablePage<AttendanceDayRow>> {
  const { from, to } = reportDays(query, ports.now(), 30);
  const byDay = new Map<string, AttendanceDayRow>();
  for (const { session, seats, students } of await sessionsInPeriod(ports, from, to)) {
    const day = bangkokDay(new Date(session.starts_at));
    const one = byDay.get(day) ?? { id: day, sessions: 0, booked: 0, present: 0, minutes: 0 };
    one.sessions += 1;
    one.booked += seats.length;
    one.present += students.filter(present).length;
    one.minutes += students.reduce((sum, record) => sum + record.minutes, 0);
    byDay.set(day, one);
  }
  const rows = [...byDay.values()].sort((a, b) => b.id.localeCompare(a.id));
  return tablePageOf(rows, query, ATTENDANCE_DAY_COLUMNS, { from, to });
}

/** The sessions of the period as pay reads them: cancelled ones are not taught. */
async function taughtSessions(ports: Pick<SchedulePorts, 'sessions' | 'instructors' | 'attendance'>, from: string, to: string, profileIds?: readonly string[]): Promise<{ taught: TaughtSession[]; names: Map<string, string> }> {
  const instructors = await ports.instructors.list();
  const ids = profileIds ?? instructors.map((one) => one.id);
  const sessions = (await sessionsOf(ports, ids, bangkokDayStart(from), bangkokDayStart(nextDay(to)))).filter((session) => session.status === 'scheduled');
  const attendance = await ports.attendance.ofSessions(sessions.map((session) => session.id));
  const taught = sessions.map((session): TaughtSession => {
    const records = attendance.get(session.id) ?? [];
    const instructor = records.find((record) => record.role === 'instructor' || (session.instructor_user_id !== '' && record.user_id === session.instructor_user_id));
    return {
      session_id: session.id,
      instructor_id: session.instructor_id,
      starts_at: session.starts_at,
      instructor_minutes: instructor?.minutes ?? 0,
      students_present: records.filter((record) => record !== instructor && record.role === 'student' && present(record)).length,
    };
  });
  return { taught, names: new Map(instructors.map((one) => [one.id, one.name])) };
}

async function expense(ports: SchedulePorts, from: string, to: string, period: PayPeriod, profileIds?: readonly string[]) {
  const [{ taught, names }, rates, sales] = await Promise.all([
    taughtSessions(ports, from, to, profileIds),
    ports.rates(),
    ports.courseSales(bangkokDayStart(from), bangkokDayStart(nextDay(to))),
  ]);
  const mine = profileIds ? new Set(profileIds) : undefined;
  return { totals: payTotals(rates, taught, mine ? sales.filter((sale) => mine.has(sale.instructor_id)) : sales, period), names };
}

/** Each instructor's earnings per Bangkok day (the last 30 days) or month (the last 12 months) of the period, newest first. */
export async function listInstructorExpense(ports: SchedulePorts, query: ReportQuery, period: PayPeriod): Promise<TablePage<ExpenseRow>> {
  const now = ports.now();
  const defaults = period === 'day' ? reportDays(query, now, 30) : reportMonths(query, now, 12);
  const { totals, names } = await expense(ports, defaults.from, defaults.to, period);
  const rows = totals
    .map((one): ExpenseRow => ({ id: `${one.period}:${one.instructor_id}`, ...one, instructor: names.get(one.instructor_id) ?? one.instructor_id }))
    .sort((a, b) => b.period.localeCompare(a.period) || a.instructor.localeCompare(b.instructor));
  return tablePageOf(rows, query, EXPENSE_COLUMNS, defaults);
}

/** The instructor's own earnings per Bangkok month, the last `months`, newest first, every month shown. */
export async function getMyIncome(ports: SchedulePorts, userId: string, months: number): Promise<MyIncome> {
  const today = bangkokDay(ports.now());
  const from = monthsBack(today, months);
  const profiles = await ports.instructors.profilesOf(userId);
  const { totals } = profiles.length ? await expense(ports, from, today, 'month', profiles) : { totals: [] };
  const byMonth = new Map<string, IncomeMonth>();
  for (const one of totals) {
    const month = byMonth.get(one.period) ?? { period: one.period, sessions: 0, minutes_taught: 0, students_present: 0, session_pay: 0, course_sales: 0, sales_share: 0, total: 0 };
    month.sessions += one.sessions;
    month.minutes_taught += one.minutes_taught;
    month.students_present += one.students_present;
    month.session_pay += one.session_pay;
    month.course_sales += one.course_sales;
    month.sales_share += one.sales_share;
    month.total += one.total;
    byMonth.set(one.period, month);
  }
  const rows = monthsBetween(from, today).map((period) => byMonth.get(period) ?? { period, sessions: 0, minutes_taught: 0, students_present: 0, session_pay: 0, course_sales: 0, sales_share: 0, total: 0 });
  return { months: rows, total: rows.reduce((sum, one) => sum + one.total, 0) };
}

