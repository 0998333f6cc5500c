import { ROLE, type Course, type CourseAssessment, type InstructorAssessment, type LessonProgress, type StudentAssessment } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { courseAssessmentRecords, instructorAssessmentRecords, studentAssessmentRecords } from '../data/records/assessments.js';
import type { Caller } from '../http/caller.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import {
  assessmentId,
  myCourseAssessments,
  myInstructorAssessments,
  myStudentAssessment,
  publicCourseAssessments,
  saveCourseAssessment,
  saveInstructorAssessment,
  saveStudentAssessment,
  teachingStudentAssessments,
  type AssessmentPorts,
} from './assessments.js';

const lesson = (id: string) => ({ id, title: id, duration_minutes: 5, kind: 'text' as const, video_id: '', file_id: '', quiz_id: '', body: 'Read.', url: '', free_preview: false });

const COURSE = {
  id: 'course-1',
  title: 'SQL',
  slug: 'sql',
  description: '',
  price: 100_000,
  sale_price: null,
  cover_image: '',
  category_id: 'cat',
  instructor_id: 'profile-ann',
  status: 'open',
  published: true,
  curriculum: [{ title: 'Start', lessons: [lesson('one'), lesson('two')] }],
  created_at: 'x',
  updated_at: 'x',
} as unknown as Course;

const caller = (userId: string, roleId: number = ROLE.student): Caller => ({ userId, username: userId, roleId: roleId as Caller['roleId'], groups: [] });
const done = (lessonId: string): LessonProgress => ({ lesson_id: lessonId, position_seconds: 0, watched_seconds: 0, completed: true, completed_at: '2026-11-20T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z' }) as LessonProgress;

/** Memory ports: Somchai finished course-1, Malee is half way, Ann (instructor-ann's account) teaches it. */
function memoryAssessments() {
  const records = memoryRecordKinds();
  const clock = { now: new Date('2026-11-26T03:00:00.000Z') };
  const enrolled = new Set(['somchai:course-1', 'malee:course-1']);
  const progress: Record<string, LessonProgress[]> = { 'somchai:course-1': [done('one'), done('two')], 'malee:course-1': [done('one')] };
  const names: Record<string, string> = { somchai: 'Somchai Jaidee', malee: 'Malee Suksan', ann: 'Ann Teacher' };
  const ports: AssessmentPorts = {
    courses: { get: async (id) => (id === COURSE.id ? COURSE : undefined) },
    instructorAccountOf: async (profileId) => (profileId === 'profile-ann' ? 'ann' : undefined),
    instructorNameOf: async (profileId) => (profileId === 'profile-ann' ? 'Ann Teacher' : undefined),
    enrollments: {
      get: async (userId, courseId) => (enrolled.has(`${userId}:${courseId}`) ? { access_until: '2027-01-01T00:00:00.000Z' } : undefined),
      listByUser: async () => [],
      listByCourse: async (courseId) => [...enrolled].filter((key) => key.endsWith(`:${courseId}`)).map((key) => ({ user_id: key.split(':')[0] ?? '', course_id: courseId, granted_at: '', access_until: '' })),
    },
    progress: {
      ofCourse: async (userId: string, courseId: string) => progress[`${userId}:${courseId}`] ?? [],
      ofLesson: async () => undefined,
      ofUser: async () => [],
      record: async () => {
        throw new Error('not used');
      },
    } as unknown as AssessmentPorts['progress'],
    students: { get: async (ids) => ids.filter((id) => names[id]).map((id) => ({ id, name: names[id] ?? '', email: `${id}@example.com` })) },
    records,
    assessments: {
      ofCourse: async (courseId) => [...records(courseAssessmentRecords).items.values()].filter((one: CourseAssessment) => one.course_id === courseId),
      ofInstructor: async (userId) => [...records(instructorAssessmentRecords).items.values()].filter((one: InstructorAssessment) => one.instructor_user_id === userId),
      ofStudent: async (userId) => [...records(studentAssessmentRecords).items.values()].filter((one: StudentAssessment) => one.student_id === userId),
    },
    newId: () => 'unused',
    now: () => clock.now,
  };
  return { ports, clock, records };
}

describe('course assessments', () => {
  it('refuses a student who has not finished the course, saying how far they are', async () => {
    const { ports } = memoryAssessments();
    await expect(saveCourseAssessment(ports, caller('malee'), 'course-1', { rating: 5, review: 'Good' })).rejects.toMatchObject({
      name: 'ConflictError',
      message: 'Finish every lesson of this course before you assess it: 1 of 2 are done.',
    });
  });

  it('refuses a student not enrolled in the course', async () => {
    const { ports } = memoryAssessments();
    await expect(saveCourseAssessment(ports, caller('nobody'), 'course-1', { rating: 5, review: 'Good' })).rejects.toMatchObject({ name: 'ForbiddenError', message: 'Only students enrolled in this course can assess it.' });
  });

  it('keeps one per student and course: a second write changes the first, and the page shows a public name only', async () => {
    const { ports, clock } = memoryAssessments();
    const first = await saveCourseAssessment(ports, caller('somchai'), 'course-1', { rating: 3, review: 'Fine' });
    clock.now = new Date('2026-11-27T03:00:00.000Z');
    const second = await saveCourseAssessment(ports, caller('somchai'), 'course-1', { rating: 5, review: 'Better on a second look' });
    expect(second).toMatchObject({ id: first.id, created_at: first.created_at, updated_at: '2026-11-27T03:00:00.000Z', rating: 5 });
    const page = await publicCourseAssessments(ports, 'course-1');
    expect(page).toMatchObject({ average: 5, count: 1, rows: [{ name: 'Somchai J.', rating: 5, review: 'Better on a second look' }] });
    expect(JSON.stringify(page)).not.toContain('somchai@example.com');
    expect(JSON.stringify(page)).not.toContain('Jaidee');
    expect(await myCourseAssessments(ports, caller('somchai'), 'course-1')).toMatchObject({ finished: true, done: 2, total: 2, instructor_name: 'Ann Teacher', course_assessment: { rating: 5 } });
  });
});

describe('instructor assessments', () => {
  it('lets an enrolled student rate the instructor before finishing, and shows the instructor the ratings without names', async () => {
    const { ports } = memoryAssessments();
    await saveInstructorAssessment(ports, caller('malee'), 'course-1', { rating: 4, comment: 'Patient' });
    await saveInstructorAssessment(ports, caller('somchai'), 'course-1', { rating: 5, comment: '' });
    const mine = await myInstructorAssessments(ports, caller('ann', ROLE.instructor));
    expect(mine).toMatchObject({ average: 4.5, count: 2, courses: [{ course_id: 'course-1', course_title: 'SQL', average: 4.5, count: 2 }] });
    expect(JSON.stringify(mine)).not.toMatch(/malee|somchai|Malee|Somchai/);
  });
});

describe('student assessments', () => {
  it('lets the course’s instructor assess an enrolled student, who reads it; nobody else does', async () => {
    const { ports } = memoryAssessments();
    const saved = await saveStudentAssessment(ports, caller('ann', ROLE.instructor), 'course-1', 'malee', { scores: { participation: 5, assignments: 4, understanding: 3 }, comment: 'Keep going' });
    expect(saved).toMatchObject({ id: assessmentId('student', 'course-1', 'malee'), average: 4, student_name: 'Malee Suksan', instructor_name: 'Ann Teacher' });
    expect(await myStudentAssessment(ports, caller('malee'), 'course-1')).toMatchObject({ scores: { participation: 5, assignments: 4, understanding: 3 }, comment: 'Keep going' });
    await expect(myStudentAssessment(ports, caller('somchai'), 'course-1')).rejects.toMatchObject({ name: 'NotFoundError' });
    const roster = await teachingStudentAssessments(ports, caller('ann', ROLE.instructor), 'course-1');
    expect(roster.students.map((one) => [one.name, one.assessment?.average ?? null])).toEqual([
      ['Malee Suksan', 4],
      ['Somchai Jaidee', null],
    ]);
  });

  it('refuses another instructor, and a student not enrolled in the course', async () => {
    const { ports } = memoryAssessments();
    const scores = { participation: 5, assignments: 5, understanding: 5 };
    await expect(saveStudentAssessment(ports, caller('bob', ROLE.instructor), 'course-1', 'malee', { scores, comment: '' })).rejects.toMatchObject({ name: 'ForbiddenError', message: 'You do not teach this course.' });
    await expect(teachingStudentAssessments(ports, caller('bob', ROLE.instructor), 'course-1')).rejects.toMatchObject({ name: 'ForbiddenError' });
    await expect(saveStudentAssessment(ports, caller('ann', ROLE.instructor), 'course-1', 'nobody', { scores, comment: '' })).rejects.toMatchObject({ name: 'NotFoundError', message: 'This student is not enrolled in your course.' });
  });
});
