import type { Course, LessonProgress } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { exportCourseStatus, listCourseStatus } from './course-status.js';
import type { StoredSubmission } from './homework-ports.js';
import type { CourseStatusPorts, EnrollmentRecord, StoredAttempt, StudentName } from './ports.js';

const KINDS: Record<string, 'quiz' | 'homework'> = { g: 'quiz', f: 'homework' };
const lesson = (id: string) => ({
  id,
  title: `Lesson ${id}`,
  duration_minutes: 5,
  kind: KINDS[id] ?? ('text' as const),
  video_id: '',
  file_id: '',
  quiz_id: id === 'g' ? 'quiz-sql' : '',
  homework_id: id === 'f' ? 'homework-sql' : '',
  body: '',
  url: '',
  free_preview: false,
});

const course = (id: string, title: string, lessons: string[]): Course => ({
  id,
  title,
  slug: id,
  description: '',
  price: 100_000,
  sale_price: null,
  cover_image: '',
  category_id: 'cat',
  instructor_id: '',
  status: 'open',
  published: true,
  curriculum: [{ title: 'All', lessons: lessons.map(lesson) }],
  created_at: 'x',
  updated_at: 'x',
});

const SQL = course('course-sql', 'SQL', ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
const PYTHON = course('course-python', 'Python', ['intro', 'loops']);
const EMPTY = course('course-empty', 'Coming soon', []);

/** The learning domain's reads over maps; the number of progress reads says what a request cost. */
function memoryCourseStatus(extraStudents = 0) {
  const courses = new Map([SQL, PYTHON, EMPTY].map((one) => [one.id, one]));
  const students = new Map<string, StudentName>([
    ['u-somchai', { id: 'u-somchai', name: 'สมชาย ใจดี', email: 'somchai@example.com' }],
    ['u-ann', { id: 'u-ann', name: 'Ann Lee', email: 'ann@shop.test' }],
    ['u-old', { id: 'u-old', name: 'Old Timer', email: 'old@example.com' }],
  ]);
  const enrollments: EnrollmentRecord[] = [
    { user_id: 'u-somchai', course_id: 'course-sql', granted_at: '2026-11-01T00:00:00.000Z', access_until: '2027-11-01T00:00:00.000Z' },
    { user_id: 'u-somchai', course_id: 'course-python', granted_at: '2026-11-05T00:00:00.000Z', access_until: '2027-11-05T00:00:00.000Z' },
    { user_id: 'u-ann', course_id: 'course-sql', granted_at: '2026-11-10T00:00:00.000Z', access_until: '2027-11-10T00:00:00.000Z' },
    { user_id: 'u-old', course_id: 'course-sql', granted_at: '2025-01-01T00:00:00.000Z', access_until: '2026-01-01T00:00:00.000Z' },
    // A student whose account is gone still holds the course.
    { user_id: 'u-gone', course_id: 'course-python', granted_at: '2026-02-01T00:00:00.000Z', access_until: '2027-02-01T00:00:00.000Z' },
  ];
  for (let index = 0; index < extraStudents; index += 1) {
    const id = `u-extra-${String(index).padStart(2, '0')}`;
    students.set(id, { id, name: `Extra ${index}`, email: `${id}@example.com` });
    enrollments.push({ user_id: id, course_id: 'course-python', granted_at: `2026-03-${String(1 + (index % 28)).padStart(2, '0')}T00:00:00.000Z`, access_until: '2027-03-01T00:00:00.000Z' });
  }
  const progress: (LessonProgress & { user_id: string; course_id: string })[] = [
    { user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'a', position_seconds: 60, watched_seconds: 0, completed: true, completed_at: '2026-11-02T08:00:00.000Z', updated_at: '2026-11-02T08:00:00.000Z' },
    { user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'b', position_seconds: 60, watched_seconds: 0, completed: true, completed_at: '2026-11-03T08:00:00.000Z', updated_at: '2026-11-03T08:00:00.000Z' },
    { user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'c', position_seconds: 12, watched_seconds: 0, completed: false, completed_at: '', updated_at: '2026-11-20T09:30:00.000Z' },
    // A lesson since taken out of the curriculum counts for nothing.
    { user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'removed', position_seconds: 60, watched_seconds: 0, completed: true, completed_at: '2026-11-04T08:00:00.000Z', updated_at: '2026-11-04T08:00:00.000Z' },
    { user_id: 'u-somchai', course_id: 'course-python', lesson_id: 'intro', position_seconds: 60, watched_seconds: 0, completed: true, completed_at: '2026-11-06T08:00:00.000Z', updated_at: '2026-11-06T08:00:00.000Z' },
    { user_id: 'u-somchai', course_id: 'course-python', lesson_id: 'loops', position_seconds: 60, watched_seconds: 0, completed: true, completed_at: '2026-11-07T08:00:00.000Z', updated_at: '2026-11-07T08:00:00.000Z' },
    { user_id: 'u-old', course_id: 'course-sql', lesson_id: 'a', position_seconds: 5, watched_seconds: 0, completed: false, completed_at: '', updated_at: '2025-02-01T08:00:00.000Z' },
  ];
  // Somchai failed the SQL course's quiz lesson (g) once, then passed it.
  const graded = (attempt_id: string, percent: number) =>
    ({ user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'g', attempt_id, status: 'submitted', grade: { earned: percent, max: 100, percent, passed: percent >= 70 } }) as unknown as StoredAttempt;
  const attempts: StoredAttempt[] = [graded('0001', 60), graded('0002', 85)];
  // Somchai's homework (f) was returned, then sent again and accepted.
  const sent = (submission_id: string, status: StoredSubmission['status'], score: number | null) =>
    ({ user_id: 'u-somchai', course_id: 'course-sql', lesson_id: 'f', submission_id, status, score, max_score: 10 }) as unknown as StoredSubmission;
  const submissions: StoredSubmission[] = [sent('0001', 'returned', 4), sent('0002', 'accepted', 9)];
  const reads = { progress: 0, enrollments: [] as string[], submissions: [] as string[] };
  const ports: CourseStatusPorts = {
    courses: { get: async (id) => courses.get(id), list: async () => [...courses.values()] },
    enrollments: {
      listByCourse: async (courseId) => {
        reads.enrollments.push(courseId);
        return enrollments.filter((one) => one.course_id === courseId);
      },
    },
    students: { get: async (ids) => ids.flatMap((id) => students.get(id) ?? []) },
    progress: {
      ofCourse: async (userId, courseId) => {
        reads.progress += 1;
        return progress.filter((one) => one.user_id === userId && one.course_id === courseId).map(({ user_id: _u, course_id: _c, ...rest }) => rest);
      },
    },
    attempts: { list: async (userId, courseId, lessonId) => attempts.filter((one) => one.user_id === userId && one.course_id === courseId && one.lesson_id === lessonId) },
    homework: {
      ofCourse: async (courseId) => {
        reads.submissions.push(courseId);
        return submissions.filter((one) => one.course_id === courseId);
      },
    },
    certificates: { of: async (userId, courseId) => (userId === 'u-somchai' && courseId === 'course-python' ? { number: 'LM-2026-ABCD-2345' } : undefined) },
    now: () => new Date('2026-11-26T03:00:00.000Z'),
  };
  return { ports, reads };
}

const page = (query: Record<string, unknown> = {}) => ({ page: 1, order: 'asc' as const, ...query });

describe('the course status report', () => {
  it('answers every enrollment, newest first, with its student, its course and how far the student is', async () => {
    // Prepare
    const { ports, reads } = memoryCourseStatus();

    // Act
    const answer = await listCourseStatus(ports, page());

    // Assess
    expect(answer).toMatchObject({ page: 1, limit: 50, total: 5, last_page: 1 });
    expect(answer.rows.map((row) => row.id)).toEqual(['course-sql:u-ann', 'course-python:u-somchai', 'course-sql:u-somchai', 'course-python:u-gone', 'course-sql:u-old']);
    expect(answer.rows[2]).toEqual({
      id: 'course-sql:u-somchai',
      student_id: 'u-somchai',
      student_name: 'สมชาย ใจดี',
      student_email: 'somchai@example.com',
      course_id: 'course-sql',
      course_title: 'SQL',
      lessons_done: 2,
      lessons_total: 7,
      percent: 29,
      last_activity_at: '2026-11-20T09:30:00.000Z',
      last_lesson_id: 'c',
      last_lesson_title: 'Lesson c',
      enrolled_at: '2026-11-01T00:00:00.000Z',
      access_until: '2027-11-01T00:00:00.000Z',
      expired: false,
      quizzes_passed: 1,
      quizzes_total: 1,
      quiz_scores: 'Lesson g 85%',
      homework_accepted: 1,
      homework_total: 1,
      homework_state: 'Lesson f: accepted 9/10',
      certificate_number: '',
    });
    expect(answer.rows[1]).toMatchObject({ id: 'course-python:u-somchai', homework_total: 0, homework_state: '', certificate_number: 'LM-2026-ABCD-2345' });
    // A course's submissions are read once for all its rows, and not at all without homework.
    expect(reads.submissions).toEqual(['course-sql']);
    expect(answer.rows[0]).toMatchObject({ student_name: 'Ann Lee', lessons_done: 0, lessons_total: 7, percent: 0, last_activity_at: '', last_lesson_title: '' });
    expect(answer.rows[1]).toMatchObject({ course_title: 'Python', lessons_done: 2, lessons_total: 2, percent: 100, last_lesson_title: 'Lesson loops' });
    expect(answer.rows[3]).toMatchObject({ student_id: 'u-gone', student_name: '', student_email: '' });
    expect(answer.rows[4]).toMatchObject({ student_name: 'Old Timer', expired: true, percent: 0, last_activity_at: '2025-02-01T08:00:00.000Z' });
  });

  it('reads one course’s enrollments only when a course is chosen, and none for a course that does not exist', async () => {
    // Prepare
    const { ports, reads } = memoryCourseStatus();

    // Act
    const python = await listCourseStatus(ports, page({ course_id: 'course-python' }));
    const none = await listCourseStatus(ports, page({ course_id: 'course-nothing' }));

    // Assess
    expect(python.rows.map((row) => row.id)).toEqual(['course-python:u-somchai', 'course-python:u-gone']);
    expect(none).toMatchObject({ rows: [], total: 0, page: 1, last_page: 1 });
    expect(reads.enrollments).toEqual(['course-python']);
  });

  it('finds students by a part of their name or e-mail, in any case and in Thai', async () => {
    // Prepare
    const { ports } = memoryCourseStatus();
    const found = async (search: string) => (await listCourseStatus(ports, page({ search }))).rows.map((row) => row.id);

    // Act, Assess
    expect(await found('ใจดี')).toEqual(['course-python:u-somchai', 'course-sql:u-somchai']);
    expect(await found('SHOP.TEST')).toEqual(['course-sql:u-ann']);
    expect(await found('ann')).toEqual(['course-sql:u-ann']);
    expect(await listCourseStatus(ports, page({ course_id: 'course-sql', search: 'somchai@' }))).toMatchObject({ total: 1, rows: [{ id: 'course-sql:u-somchai', percent: 29 }] });
    expect(await found('nobody')).toEqual([]);
  });

  it('pages 50 enrollments, reading progress for the page only unless the sort or a filter is about progress', async () => {
    // Prepare
    const { ports, reads } = memoryCourseStatus(60);

    // Act
    const second = await listCourseStatus(ports, page({ page: 2, sort: 'student_name' }));
    const pageReads = reads.progress;
    const byPercent = await listCourseStatus(ports, page({ sort: 'percent', order: 'desc' }));
    const started = await listCourseStatus(ports, page({ filters: [{ column: 'percent', operator: 'greater_than', value: 0 }] }));

    // Assess
    expect(second).toMatchObject({ page: 2, total: 65, last_page: 2 });
    expect(second.rows).toHaveLength(15);
    expect(pageReads).toBe(15);
    expect(byPercent.rows.slice(0, 2).map((row) => [row.id, row.percent])).toEqual([
      ['course-python:u-somchai', 100],
      ['course-sql:u-somchai', 29],
    ]);
    expect(reads.progress).toBe(15 + 65 + 65);
    expect(started.rows.map((row) => row.id)).toEqual(['course-python:u-somchai', 'course-sql:u-somchai']);
  });

  it('refuses a filter on a column the report does not have, as every admin table does', async () => {
    const { ports } = memoryCourseStatus();
    await expect(listCourseStatus(ports, page({ sort: 'price' }))).rejects.toThrow('There is no column price.');
    await expect(listCourseStatus(ports, page({ filters: [{ column: 'id', operator: 'equal', value: 'x' }] }))).rejects.toThrow('The id column cannot be filtered.');
  });

  it('exports every row the course, search, filters and sort leave, unpaged', async () => {
    // Prepare
    const { ports } = memoryCourseStatus(60);

    // Act
    const all = await exportCourseStatus(ports, { order: 'asc' });
    const current = await exportCourseStatus(ports, { course_id: 'course-sql', sort: 'percent', order: 'desc', filters: [{ column: 'expired', operator: 'equal', value: 'false' }] });

    // Assess
    expect(all).toHaveLength(65);
    expect(all.filter((row) => row.student_id.startsWith('u-extra'))).toHaveLength(60);
    expect(current.map((row) => [row.student_name, row.percent])).toEqual([
      ['สมชาย ใจดี', 29],
      ['Ann Lee', 0],
    ]);
  });
});
