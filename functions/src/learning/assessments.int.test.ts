import type { CourseAssessment, MyCourseAssessments, MyInstructorAssessments, MyStudentAssessment, PublicCourseAssessments, StudentAssessment, TablePage, TeachingStudentAssessments } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

/** The demo student finished the demo instructor's Git course (scripts/src/seed/assessments.ts) and is half way through Python. */
const FINISHED = 'course-git';
const UNFINISHED = 'course-python-basics';
const SEEDED_SCORES = { participation: 5, assignments: 4, understanding: 4 };

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;
let other: Session;
let instructor: Session;
let otherInstructor: Session;
const as = (session: Session) => ({ token: session.id_token });

beforeAll(async () => {
  [admin, student, other, instructor, otherInstructor] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2'), signIn('instructor'), signIn('instructor2')]);
});
afterAll(async () => {
  for (const session of [admin, student, other, instructor, otherInstructor]) await signOut(session);
});

const publicPage = async (courseId: string) => (await api(`/public/courses/${courseId}/assessments`)).body as unknown as PublicCourseAssessments;

describe('course assessments on the local stack', () => {
  it('refuses a student who has not finished the course, in a plain sentence', async () => {
    const mine = await api(`/api/me/courses/${UNFINISHED}/assessments`, as(student));
    expect(mine.status, mine.text).toBe(200);
    const { done, total, finished } = mine.body as unknown as MyCourseAssessments;
    expect(finished).toBe(false);
    const refused = await api(`/api/me/courses/${UNFINISHED}/assessments/course`, { method: 'PUT', json: { rating: 5, review: 'Great' }, ...as(student) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: `Finish every lesson of this course before you assess it: ${done} of ${total} are done.` });
  });

  it('refuses a rating outside 1 to 5 and an empty review, naming the field', async () => {
    const answer = await api(`/api/me/courses/${FINISHED}/assessments/course`, { method: 'PUT', json: { rating: 6, review: ' ' }, ...as(student) });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('rating must be at most 5.');
    expect(answer.text).toContain('review is required.');
  });

  it('keeps one per student and course, which they may change, shown on the course page by public name only', async () => {
    const before = await publicPage(FINISHED);
    const first = await api(`/api/me/courses/${FINISHED}/assessments/course`, { method: 'PUT', json: { rating: 4, review: 'ดีมาก / Very good' }, ...as(student) });
    expect(first.status, first.text).toBe(200);
    const second = await api(`/api/me/courses/${FINISHED}/assessments/course`, { method: 'PUT', json: { rating: 5, review: 'Even better the second time' }, ...as(student) });
    expect(second.status, second.text).toBe(200);
    expect((second.body as unknown as CourseAssessment).id).toBe((first.body as unknown as CourseAssessment).id);

    const page = await publicPage(FINISHED);
    expect(page.count).toBe(before.count);
    const mine = page.rows.filter((row) => row.name === 'Somchai J.');
    expect(mine).toEqual([expect.objectContaining({ rating: 5, review: 'Even better the second time' })]);
    expect(JSON.stringify(page)).not.toMatch(/student@example\.com|Jaidee|user_id/);
    expect(((await api(`/api/me/courses/${FINISHED}/assessments`, as(student))).body as unknown as MyCourseAssessments).course_assessment).toMatchObject({ rating: 5 });
  });

  it('is not for a student who is not enrolled', async () => {
    const answer = await api(`/api/me/courses/${FINISHED}/assessments/course`, { method: 'PUT', json: { rating: 1, review: 'Never took it' }, ...as(other) });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Only students enrolled in this course can assess it.' });
    expect((await api(`/api/me/courses/${FINISHED}/assessments`, as(other))).status).toBe(403);
  });
});

describe('instructor assessments on the local stack', () => {
  it('lets an enrolled student rate the instructor, who sees it without the student’s name', async () => {
    const saved = await api(`/api/me/courses/${FINISHED}/assessments/instructor`, { method: 'PUT', json: { rating: 4, comment: 'ตอบคำถามเร็ว' }, ...as(student) });
    expect(saved.status, saved.text).toBe(200);
    const mine = await api('/api/me/instructor-assessments', as(instructor));
    expect(mine.status).toBe(200);
    const { courses } = mine.body as unknown as MyInstructorAssessments;
    expect(courses.find((course) => course.course_id === FINISHED)?.comments).toContainEqual(expect.objectContaining({ rating: 4, comment: 'ตอบคำถามเร็ว' }));
    expect(mine.text).not.toMatch(/Somchai|student@example\.com/);
    // Another instructor's page holds none of it.
    expect(((await api('/api/me/instructor-assessments', as(otherInstructor))).body as unknown as MyInstructorAssessments).courses.map((course) => course.course_id)).not.toContain(FINISHED);
  });
});

describe('student assessments on the local stack', () => {
  it('lets the course’s instructor assess an enrolled student on the rubric, and the student read it', async () => {
    const roster = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments`, as(instructor));
    expect(roster.status, roster.text).toBe(200);
    expect((roster.body as unknown as TeachingStudentAssessments).students).toContainEqual(expect.objectContaining({ student_id: student.user.id, name: 'Somchai Jaidee' }));

    const scores = { participation: 3, assignments: 5, understanding: 4 };
    const saved = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments/${student.user.id}`, { method: 'PUT', json: { scores, comment: 'ส่งงานครบ' }, ...as(instructor) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ average: 4, student_name: 'Somchai Jaidee' });

    const read = await api(`/api/me/courses/${FINISHED}/student-assessment`, as(student));
    expect(read.status).toBe(200);
    expect(read.body as unknown as MyStudentAssessment).toMatchObject({ scores, comment: 'ส่งงานครบ', instructor_name: 'Ines Teacher', course_title: 'Git and GitHub for teams' });
    expect(((await api('/api/me/student-assessments', as(student))).body as unknown as MyStudentAssessment[]).map((one) => one.course_id)).toContain(FINISHED);

    // Put back as seeded.
    await api(`/api/me/teaching/courses/${FINISHED}/student-assessments/${student.user.id}`, { method: 'PUT', json: { scores: SEEDED_SCORES, comment: 'ส่งงานครบและรีวิวโค้ดเพื่อนได้ดี / Handed in every exercise and reviewed classmates’ code well.' }, ...as(instructor) });
  });

  it('is read by no other student, and neither read nor written by another instructor', async () => {
    const another = await api(`/api/me/courses/${FINISHED}/student-assessment`, as(other));
    expect(another.status).toBe(404);
    expect(another.text).not.toContain('Somchai');
    expect(((await api('/api/me/student-assessments', as(other))).body as unknown as unknown[]).length).toBe(0);

    const roster = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments`, as(otherInstructor));
    expect(roster.status).toBe(403);
    expect(roster.body).toMatchObject({ message: 'You do not teach this course.' });
    const written = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments/${student.user.id}`, { method: 'PUT', json: { scores: { participation: 1, assignments: 1, understanding: 1 }, comment: 'x' }, ...as(otherInstructor) });
    expect(written.status).toBe(403);
    // Instructors do not read a student's own page.
    expect((await api(`/api/me/courses/${FINISHED}/student-assessment`, as(otherInstructor))).status).toBe(403);
    expect(((await api(`/api/me/courses/${FINISHED}/student-assessment`, as(student))).body as unknown as MyStudentAssessment).scores).toEqual(SEEDED_SCORES);
  });

  it('refuses a student who is not enrolled in the course', async () => {
    const answer = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments/${other.user.id}`, { method: 'PUT', json: { scores: SEEDED_SCORES, comment: '' }, ...as(instructor) });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'This student is not enrolled in your course.' });
  });
});

describe('the back office’s SPEC §7 deletes', () => {
  const rowsOf = async <T>(path: string) => ((await api(path, as(admin))).body as unknown as TablePage<T & { id: string }>).rows;

  it('POST /api/assessment/course/delete takes a course assessment off the course page', async () => {
    const saved = await api(`/api/me/courses/${FINISHED}/assessments/course`, { method: 'PUT', json: { rating: 2, review: 'To be deleted' }, ...as(student) });
    const id = (saved.body as unknown as CourseAssessment).id;
    expect((await rowsOf<CourseAssessment>('/api/assessment/course')).map((row) => row.id)).toContain(id);
    const deleted = await api('/api/assessment/course/delete', { method: 'POST', json: { ids: [id] }, ...as(admin) });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true, ok: true, deleted: [id] });
    expect((await publicPage(FINISHED)).rows.map((row) => row.id)).not.toContain(id);
    expect((await api(`/api/assessment/course/${id}`, as(admin))).status).toBe(404);
    // The student may assess it again, as seeded.
    const again = await api(`/api/me/courses/${FINISHED}/assessments/course`, {
      method: 'PUT',
      json: { rating: 5, review: 'เข้าใจ branch และ pull request ได้จริง ตัวอย่างใช้กับงานทีมได้ทันที / Finally understood branches and pull requests; the examples work for a real team.' },
      ...as(student),
    });
    expect(again.status).toBe(200);
  });

  it('DELETE /api/assessment/instructor/deleteassessmentinstructor deletes students’ ratings of instructors', async () => {
    const saved = await api(`/api/me/courses/${UNFINISHED}/assessments/instructor`, { method: 'PUT', json: { rating: 3, comment: 'To be deleted' }, ...as(student) });
    expect(saved.status, saved.text).toBe(200);
    const id = (saved.body as unknown as { id: string }).id;
    const deleted = await api('/api/assessment/instructor/deleteassessmentinstructor', { method: 'DELETE', json: { ids: [id] }, ...as(admin) });
    expect(deleted.body).toEqual({ success: true, ok: true, deleted: [id] });
    expect((await rowsOf('/api/assessment/instructor')).map((row) => row.id)).not.toContain(id);
    expect(((await api(`/api/me/courses/${UNFINISHED}/assessments`, as(student))).body as unknown as MyCourseAssessments).instructor_assessment).toBeNull();
  });

  it('POST /api/assessment/instructor/deleteassessmentstudent deletes instructors’ assessments of students', async () => {
    const row = (await rowsOf<StudentAssessment>('/api/assessment/student')).find((one) => one.student_id === student.user.id && one.course_id === FINISHED);
    expect(row).toBeDefined();
    const deleted = await api('/api/assessment/instructor/deleteassessmentstudent', { method: 'POST', json: { ids: [row?.id, 'no-such-assessment'] }, ...as(admin) });
    expect(deleted.body).toEqual({ success: true, ok: true, deleted: [row?.id] });
    expect((await api(`/api/me/courses/${FINISHED}/student-assessment`, as(student))).status).toBe(404);
    // As seeded again.
    const back = await api(`/api/me/teaching/courses/${FINISHED}/student-assessments/${student.user.id}`, { method: 'PUT', json: { scores: SEEDED_SCORES, comment: row?.comment ?? '' }, ...as(instructor) });
    expect(back.status).toBe(200);
  });

  it('refuses a delete without ids, and students and instructors altogether', async () => {
    const empty = await api('/api/assessment/course/delete', { method: 'POST', json: {}, ...as(admin) });
    expect(empty.status).toBe(400);
    for (const session of [student, instructor]) expect((await api('/api/assessment/course/delete', { method: 'POST', json: { ids: ['x'] }, ...as(session) })).status).toBe(403);
  });
});
