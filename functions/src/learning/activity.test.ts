import type { Course } from '@lm/shared';
import { streakOf } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { getMyActivity, listCourseActivity } from './activity.js';
import type { ActivityRecord, CourseLessonProgress } from './ports.js';

const NOW = new Date('2026-11-26T03:00:00.000Z');
const done = (course_id: string, lesson_id: string, completed_at: string): CourseLessonProgress => ({
  course_id,
  lesson_id,
  position_seconds: 0,
  watched_seconds: 0,
  completed: true,
  completed_at,
  updated_at: completed_at,
});

function ports(records: ActivityRecord[], progress: Record<string, CourseLessonProgress[]>, enrollments: Record<string, string[]> = {}) {
  return {
    now: () => NOW,
    activity: {
      ofUser: async (userId: string, from: string) => records.filter((one) => one.user_id === userId && one.day >= from),
      ofCourse: async (courseId: string, from: string) => records.filter((one) => one.course_id === courseId && one.day >= from),
    },
    progress: {
      ofUser: async (userId: string) => progress[userId] ?? [],
      ofCourse: async (userId: string, courseId: string) => (progress[userId] ?? []).filter((one) => one.course_id === courseId),
      ofLesson: async () => undefined,
      record: async () => true,
    },
    courses: { get: async () => undefined, list: async () => [{ id: 'sql' }, { id: 'py' }] as Course[] },
    enrollments: { listByCourse: async (courseId: string) => (enrollments[courseId] ?? []).map((user_id) => ({ user_id, course_id: courseId, granted_at: 'x', access_until: 'x' })) },
  };
}

describe('daily activity', () => {
  it('counts a streak of days in a row with a minute learned or a lesson done, still standing until today ends', () => {
    const day = (d: string, seconds: number, lessons = 0) => ({ day: d, seconds, lessons });
    expect(streakOf([day('2026-11-24', 600), day('2026-11-25', 90)], '2026-11-26')).toBe(2);
    expect(streakOf([day('2026-11-24', 600), day('2026-11-25', 90), day('2026-11-26', 0, 1)], '2026-11-26')).toBe(3);
    // Less than a minute, and nothing done, is no day of learning.
    expect(streakOf([day('2026-11-24', 600), day('2026-11-25', 30)], '2026-11-26')).toBe(0);
    expect(streakOf([], '2026-11-26')).toBe(0);
  });

  it('shows the student the last 14 days in Bangkok, their minutes and lessons, the week’s minutes and the streak', async () => {
    const records = [
      { user_id: 'u1', course_id: 'sql', day: '2026-11-24', seconds: 1200 },
      { user_id: 'u1', course_id: 'py', day: '2026-11-24', seconds: 630 },
      { user_id: 'u1', course_id: 'sql', day: '2026-11-25', seconds: 300 },
      { user_id: 'u1', course_id: 'sql', day: '2026-11-01', seconds: 6000 },
      { user_id: 'u2', course_id: 'sql', day: '2026-11-26', seconds: 999 },
    ];
    // 20:30 UTC on the 25th is the 26th in Bangkok.
    const activity = await getMyActivity(ports(records, { u1: [done('sql', 'a', '2026-11-25T20:30:00.000Z'), done('sql', 'b', '2026-11-10T01:00:00.000Z')] }), 'u1');
    expect(activity).toMatchObject({ today: '2026-11-26', streak: 3, minutes_this_week: 36 });
    expect(activity.days).toHaveLength(14);
    expect(activity.days[0]).toEqual({ day: '2026-11-13', minutes: 0, lessons: 0 });
    expect(activity.days.slice(-3)).toEqual([
      { day: '2026-11-24', minutes: 31, lessons: 0 },
      { day: '2026-11-25', minutes: 5, lessons: 0 },
      { day: '2026-11-26', minutes: 0, lessons: 1 },
    ]);
  });

  it('shows the back office a course’s days, newest first: minutes, students who learned and lessons done', async () => {
    const records = [
      { user_id: 'u1', course_id: 'sql', day: '2026-11-26', seconds: 600 },
      { user_id: 'u2', course_id: 'sql', day: '2026-11-26', seconds: 300 },
      { user_id: 'u1', course_id: 'py', day: '2026-11-25', seconds: 120 },
    ];
    const ofCourse = ports(records, { u3: [done('sql', 'a', '2026-11-25T02:00:00.000Z')] }, { sql: ['u1', 'u2', 'u3'], py: ['u1'] });
    const sql = await listCourseActivity(ofCourse, { course_id: 'sql', days: 3, page: 1, order: 'asc' });
    expect(sql.rows).toEqual([
      { id: 'sql:2026-11-26', day: '2026-11-26', minutes: 15, students: 2, lessons: 0 },
      { id: 'sql:2026-11-25', day: '2026-11-25', minutes: 0, students: 1, lessons: 1 },
      { id: 'sql:2026-11-24', day: '2026-11-24', minutes: 0, students: 0, lessons: 0 },
    ]);
    const all = await listCourseActivity(ofCourse, { days: 2, page: 1, order: 'asc' });
    expect(all.rows.map((row) => [row.id, row.minutes, row.students, row.lessons])).toEqual([
      ['all:2026-11-26', 15, 2, 0],
      ['all:2026-11-25', 2, 2, 1],
    ]);
  });
});
