import { bangkokDay, COURSE_ACTIVITY_COLUMNS, lastDays, streakOf, type CourseActivityQuery, type CourseActivityRow, type LearningDay, type MyActivity, type TablePage } from '@lm/shared';
import { tablePageOf } from '../tables/table-query.js';
import { inTurns } from './course-status.js';
import type { ActivityRecord, CourseStatusPorts, LearningPorts } from './ports.js';

/** The days the dashboard's chart shows. */
export const CHART_DAYS = 14;

/** How far back a streak is counted: a longer one shows as this many days. */
export const STREAK_DAYS = 120;

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** Seconds and lessons done per day, from the seconds kept and the lessons' completion times. */
function daysOf(records: readonly ActivityRecord[], completions: readonly string[]): Map<string, LearningDay> {
  const days = new Map<string, LearningDay>();
  const dayOf = (day: string) => {
    let one = days.get(day);
    if (!one) days.set(day, (one = { day, seconds: 0, lessons: 0 }));
    return one;
  };
  for (const record of records) dayOf(record.day).seconds += record.seconds;
  for (const at of completions) dayOf(bangkokDay(new Date(at))).lessons += 1;
  return days;
}

/**
 * The student dashboard's activity (decision 0045): minutes learned and lessons done on each of
 * the last 14 days in Asia/Bangkok, the minutes of the last 7, and the streak of days in a row.
 */
export async function getMyActivity(ports: Pick<LearningPorts, 'activity' | 'progress' | 'now'>, userId: string): Promise<MyActivity> {
  const today = bangkokDay(ports.now());
  const [from] = lastDays(today, STREAK_DAYS) as [string];
  const [records, progress] = await Promise.all([ports.activity.ofUser(userId, from), ports.progress.ofUser(userId)]);
  const completions = progress.map((one) => one.completed_at).filter((at) => at && bangkokDay(new Date(at)) >= from);
  const days = daysOf(records, completions);
  const chart = lastDays(today, CHART_DAYS).map((day) => days.get(day) ?? { day, seconds: 0, lessons: 0 });
  return {
    today,
    streak: streakOf([...days.values()], today),
    days: chart.map(({ day, seconds, lessons }) => ({ day, minutes: minutesOf(seconds), lessons })),
    minutes_this_week: minutesOf(chart.slice(-7).reduce((sum, one) => sum + one.seconds, 0)),
  };
}

/**
 * A course's learning per day for the back office (every course's without `course_id`): minutes,
 * students who learned or finished a lesson, lessons done; one Query of the course's days and one
 * of each enrolled student's progress, newest day first.
 */
export async function listCourseActivity(ports: Pick<LearningPorts, 'activity' | 'now'> & Pick<CourseStatusPorts, 'courses' | 'enrollments' | 'progress'>, query: CourseActivityQuery): Promise<TablePage<CourseActivityRow>> {
  const today = bangkokDay(ports.now());
  const window = lastDays(today, query.days);
  const from = window[0] as string;
  const courseIds = query.course_id ? [query.course_id] : (await ports.courses.list()).map((course) => course.id);
  const perCourse = await inTurns(courseIds, async (courseId) => {
    const [records, enrollments] = await Promise.all([ports.activity.ofCourse(courseId, from), ports.enrollments.listByCourse(courseId)]);
    const completions = (await inTurns(enrollments, async ({ user_id }) => (await ports.progress.ofCourse(user_id, courseId)).map((one) => ({ user_id, at: one.completed_at })))).flat();
    return { records, completions: completions.filter(({ at }) => at && bangkokDay(new Date(at)) >= from) };
  });
  const learners = new Map<string, Set<string>>();
  const learned = (day: string, userId: string) => {
    let students = learners.get(day);
    if (!students) learners.set(day, (students = new Set()));
    students.add(userId);
  };
  const records = perCourse.flatMap((one) => one.records);
  const completions = perCourse.flatMap((one) => one.completions);
  for (const record of records) if (record.seconds > 0) learned(record.day, record.user_id);
  for (const { user_id, at } of completions) learned(bangkokDay(new Date(at)), user_id);
  const days = daysOf(records, completions.map(({ at }) => at));
  const scope = query.course_id ?? 'all';
  const rows = window
    .map((day) => ({ day, seconds: days.get(day)?.seconds ?? 0, lessons: days.get(day)?.lessons ?? 0 }))
    .reverse()
    .map(({ day, seconds, lessons }) => ({ id: `${scope}:${day}`, day, minutes: minutesOf(seconds), students: learners.get(day)?.size ?? 0, lessons }));
  return tablePageOf(rows, query, COURSE_ACTIVITY_COLUMNS);
}
