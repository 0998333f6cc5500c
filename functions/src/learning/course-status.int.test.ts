import type { CourseStatusRow, MyLearningCourse, TablePage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo student bought this course (scripts/src/seed/commerce.ts); its curriculum has seven lessons (the last a quiz). */
const COURSE = 'course-python-basics';
let admin: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;
let instructor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn('admin');
  student = await signIn('student');
  instructor = await signIn('instructor');
});
afterAll(async () => {
  for (const session of [admin, student, instructor]) if (session) await signOut(session);
});

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();

async function report(params: Record<string, unknown> = {}, token = admin.id_token) {
  const answer = await api(`/api/course-status?${query(params)}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as TablePage<CourseStatusRow>;
}

const demoRow = (rows: readonly CourseStatusRow[]) => rows.find((row) => row.student_id === student.user.id && row.course_id === COURSE);

describe('the course status report on the local stack', () => {
  it('answers the demo student’s enrollment with the progress the student sees in their own area', async () => {
    // A position in a lesson no other suite opens: the latest activity, and no lesson done by it.
    const saved = await api(`/api/me/courses/${COURSE}/lessons/loops-and-conditions/progress`, { method: 'PUT', json: { position_seconds: 30 }, token: student.id_token });
    expect(saved.status, saved.text).toBe(200);
    const mine = ((await api('/api/me/learning', { token: student.id_token })).body as unknown as MyLearningCourse[]).find((course) => course.id === COURSE);

    const { rows, limit } = await report({ course_id: COURSE });
    expect(limit).toBe(50);
    expect(rows.every((row) => row.course_id === COURSE)).toBe(true);
    const row = demoRow(rows);
    expect(row).toMatchObject({
      id: `${COURSE}:${student.user.id}`,
      student_name: 'Somchai Jaidee',
      student_email: 'student@example.com',
      course_title: 'Python for beginners',
      lessons_total: 8,
      percent: mine?.percent,
      last_activity_at: (saved.body as unknown as { updated_at: string }).updated_at,
      last_lesson_id: 'loops-and-conditions',
      last_lesson_title: 'Loops and conditions',
      enrolled_at: '2026-01-10T03:02:00.000Z',
      access_until: '2027-01-10T03:02:00.000Z',
      expired: false,
    });
    // The seed's first lesson is done, whatever other suites finished since.
    expect(row?.lessons_done).toBeGreaterThanOrEqual(1);
    expect(row?.percent).toBe(Math.round((100 * (row?.lessons_done ?? 0)) / 8));
  });

  it('finds the student by name or e-mail, in any course or one, and not in a course they did not buy', async () => {
    expect(demoRow((await report({ search: 'SOMCHAI' })).rows)).toBeDefined();
    expect(demoRow((await report({ search: 'student@example', course_id: COURSE })).rows)).toBeDefined();
    expect(await report({ search: 'nobody-by-this-name' })).toMatchObject({ rows: [], total: 0 });
    expect(demoRow((await report({ course_id: 'course-pandas' })).rows)).toBeUndefined();
    expect(await report({ course_id: 'no-such-course' })).toMatchObject({ rows: [], total: 0 });
    // The table's own filters and sort, as every admin table takes them.
    const started = await report({ search: 'somchai', sort: 'percent', order: 'desc', filters: [{ column: 'percent', operator: 'greater_than', value: 0 }] });
    expect(demoRow(started.rows)).toBeDefined();
    const bad = await api(`/api/course-status?${query({ sort: 'price' })}`, { token: admin.id_token });
    expect(bad).toMatchObject({ status: 400 });
  });

  it('exports every row of the filters, unpaged', async () => {
    const answer = await api(`/api/course-status/export?${query({ course_id: COURSE, search: 'somchai' })}`, { token: admin.id_token });
    expect(answer.status, answer.text).toBe(200);
    const { rows } = answer.body as unknown as { rows: CourseStatusRow[] };
    expect(rows.map((row) => row.id)).toEqual([`${COURSE}:${student.user.id}`]);
    expect(rows[0]).toEqual(demoRow((await report({ course_id: COURSE, search: 'somchai' })).rows));
  });

  it('refuses students, instructors and visitors, and answers only on a plan with course status', async () => {
    for (const path of ['/api/course-status', '/api/course-status/export']) {
      expect(await api(path, { token: student.id_token })).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect(await api(path, { token: instructor.id_token })).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect((await api(path)).status).toBe(401);
    }
    // The main table turns course status off in every plan; the fullest table's ENTERPRISE, the stack's, has it (decision 0039).
    expect(await api('/api/settings/plan', { method: 'PUT', json: { name: 'ENTERPRISE', table: 'main' }, token: admin.id_token })).toMatchObject({ status: 200 });
    try {
      expect(await api('/api/course-status', { token: admin.id_token })).toMatchObject({
        status: 403,
        body: { code: 'feature_disabled', message: 'This feature is not included in the current plan (COURSE_STATUS).' },
      });
    } finally {
      await api('/api/settings/plan', { method: 'PUT', json: { name: 'ENTERPRISE', table: 'full' }, token: admin.id_token });
      // As seeded: no plan item, the stack's DEFAULT_PLAN applies.
      await localDatabase().settings.delete({ name: 'plan' }).go();
    }
    expect((await api('/api/course-status', { token: admin.id_token })).status).toBe(200);
  });
});
