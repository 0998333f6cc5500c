import * as z from 'zod';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';
import { day, stamps } from '../api/schemas/common.js';
import { PAY_BASES } from './pay.js';
import { ROOM_KINDS, SEAT_SOURCES, SESSION_KINDS, SESSION_STATUSES } from './session.js';

/**
 * Schedules, attendance reports, instructor pay and calendar feeds (decision 0050), read from
 * class sessions (decision 0046) and attendance (decision 0049). Days are Asia/Bangkok days.
 */

/** A session as a schedule shows it. */
export const scheduleEntry = z.object({
  id: z.string(),
  kind: z.enum(SESSION_KINDS),
  title_th: z.string(),
  title_en: z.string(),
  course_id: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  room_kind: z.enum(ROOM_KINDS),
  capacity: z.number().int(),
  booked: z.number().int(),
  status: z.enum(SESSION_STATUSES),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

/** The longest span one schedule request reads. */
export const MAX_SCHEDULE_DAYS = 62;

const DAY_MS = 86_400_000;

/** From one Bangkok day to another, both included, at most MAX_SCHEDULE_DAYS. */
export const scheduleQuery = z
  .strictObject({ from: day('from'), to: day('to') })
  .refine((query) => query.from <= query.to, { message: 'to must not be before from.', path: ['to'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < MAX_SCHEDULE_DAYS, { message: `A schedule shows at most ${MAX_SCHEDULE_DAYS} days at once.`, path: ['to'] });
export type ScheduleQuery = z.infer<typeof scheduleQuery>;

/** The instructor's sessions of the days asked for, by start. */
export const mySchedule = z.object({ from: z.string(), to: z.string(), sessions: z.array(scheduleEntry) });
export type MySchedule = z.infer<typeof mySchedule>;

/** The student's classes of one Bangkok day (today when none is named: ../shared/SPEC.md §3 scheduleDate). */
export const myClassesQuery = z.strictObject({ date: day('date').optional() });
export const myClassEntry = scheduleEntry.extend({
  source: z.enum(SEAT_SOURCES),
  /** When the room opens to the student (settingLiveroom's join_before_minutes before the start). */
  opens_at: z.string(),
});
export type MyClassEntry = z.infer<typeof myClassEntry>;
export const myClasses = z.object({ date: z.string(), sessions: z.array(myClassEntry) });
export type MyClasses = z.infer<typeof myClasses>;

/** One person's presence in a past session. */
export const attendee = z.object({
  user_id: z.string(),
  name: z.string(),
  role: z.enum(['instructor', 'student']),
  /** Whether they held a seat (students) or teach it (the instructor). */
  booked: z.boolean(),
  minutes: z.number().int(),
  first_joined_at: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendee>;

/** How far back the teaching history reads, in days (90 unless said). */
export const teachingHistoryQuery = z.strictObject({ days: z.coerce.number({ error: 'days must be a number.' }).int().min(1).max(366).default(90) });
export const pastSession = scheduleEntry.extend({
  attendees: z.array(attendee),
  /** A broadcast with a recording to watch (decision 0054). */
  recorded: z.boolean(),
});
export type PastSession = z.infer<typeof pastSession>;
/** The instructor's past sessions, newest first, with who came and for how long. */
export const teachingHistory = z.object({ sessions: z.array(pastSession) });
export type TeachingHistory = z.infer<typeof teachingHistory>;

/** Live class attendance by class: one row per session. */
export const attendanceClassRow = z.object({
  /** The session's id. */
  id: z.string(),
  day: z.string(),
  starts_at: z.string(),
  title: z.string(),
  kind: z.enum(SESSION_KINDS),
  instructor: z.string(),
  booked: z.number().int(),
  present: z.number().int(),
  /** Students' minutes together. */
  minutes: z.number().int(),
  instructor_minutes: z.number().int(),
});
export type AttendanceClassRow = z.infer<typeof attendanceClassRow>;
export const ATTENDANCE_CLASS_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('day', 'string'),
  column('starts_at', 'string'),
  column('title', 'string'),
  column('kind', 'string'),
  column('instructor', 'string'),
  column('booked', 'number'),
  column('present', 'number'),
  column('minutes', 'number'),
  column('instructor_minutes', 'number'),
];
export const attendanceClassTable = tablePage(attendanceClassRow);

/** By student: one row per student with a seat in the period. */
export const attendanceStudentRow = z.object({
  /** The student's account id. */
  id: z.string(),
  student: z.string(),
  booked: z.number().int(),
  attended: z.number().int(),
  minutes: z.number().int(),
});
export type AttendanceStudentRow = z.infer<typeof attendanceStudentRow>;
export const ATTENDANCE_STUDENT_COLUMNS: readonly TableColumn[] = [column('id', 'string', false), column('student', 'string'), column('booked', 'number'), column('attended', 'number'), column('minutes', 'number')];
export const attendanceStudentTable = tablePage(attendanceStudentRow);

/** By day: one row per Bangkok day with sessions. */
export const attendanceDayRow = z.object({
  /** The day, YYYY-MM-DD. */
  id: z.string(),
  sessions: z.number().int(),
  booked: z.number().int(),
  present: z.number().int(),
  minutes: z.number().int(),
});
export type AttendanceDayRow = z.infer<typeof attendanceDayRow>;
export const ATTENDANCE_DAY_COLUMNS: readonly TableColumn[] = [column('id', 'string', false), column('sessions', 'number'), column('booked', 'number'), column('present', 'number'), column('minutes', 'number')];
export const attendanceDayTable = tablePage(attendanceDayRow);

/** An instructor's rate (decision 0050): per hour taught or per student present, and a share of their course sales. */
export const instructorRate = z.object({
  ...stamps,
  instructor_id: z.string(),
  basis: z.enum(PAY_BASES),
  /** Satang per hour, or per student present. */
  rate: z.number().int(),
  course_share_percent: z.number(),
});
export type InstructorRate = z.infer<typeof instructorRate>;
export const instructorRateInput = z.strictObject({
  instructor_id: z.string({ error: 'Choose the instructor.' }).trim().min(1, 'Choose the instructor.').max(64),
  basis: z.enum(PAY_BASES, { error: 'basis must be hour or seat.' }),
  rate: z.coerce
    .number({ error: 'rate must be a number of satang.' })
    .int('rate must be whole satang.')
    .min(0, 'rate cannot be negative.')
    .max(100_000_000, 'rate is too large.'),
  course_share_percent: z.coerce
    .number({ error: 'course_share_percent must be a number.' })
    .min(0, 'course_share_percent must be between 0 and 100.')
    .max(100, 'course_share_percent must be between 0 and 100.')
    .default(0),
});
export type InstructorRateInput = z.infer<typeof instructorRateInput>;
export const INSTRUCTOR_RATE_COLUMNS: readonly TableColumn[] = [...stampColumns, column('instructor_id', 'string'), column('basis', 'string'), column('rate', 'number'), column('course_share_percent', 'number')];
export const instructorRateTable = tablePage(instructorRate);

/** An instructor's earnings in one day or month. */
export const expenseRow = z.object({
  /** `<period>:<instructor_id>` */
  id: z.string(),
  period: z.string(),
  instructor_id: z.string(),
  instructor: z.string(),
  sessions: z.number().int(),
  minutes_taught: z.number().int(),
  students_present: z.number().int(),
  session_pay: z.number().int(),
  course_sales: z.number().int(),
  sales_share: z.number().int(),
  total: z.number().int(),
});
export type ExpenseRow = z.infer<typeof expenseRow>;
export const EXPENSE_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('period', 'string'),
  column('instructor', 'string'),
  column('sessions', 'number'),
  column('minutes_taught', 'number'),
  column('students_present', 'number'),
  column('session_pay', 'number'),
  column('course_sales', 'number'),
  column('sales_share', 'number'),
  column('total', 'number'),
];
export const expenseTable = tablePage(expenseRow);

/** The instructor's own earnings by Bangkok month, the last `months` (12 unless said), newest first. */
export const myIncomeQuery = z.strictObject({ months: z.coerce.number({ error: 'months must be a number.' }).int().min(1).max(36).default(12) });
export const incomeMonth = expenseRow.omit({ id: true, instructor_id: true, instructor: true });
export type IncomeMonth = z.infer<typeof incomeMonth>;
export const myIncome = z.object({ months: z.array(incomeMonth), total: z.number().int() });
export type MyIncome = z.infer<typeof myIncome>;

/** The caller's private calendar feed: an address calendar apps subscribe to without signing in. */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedParams = z.strictObject({ token: z.string().trim().regex(/^[A-Za-z0-9_-]{10,200}\.ics$/, 'No such calendar.') });
