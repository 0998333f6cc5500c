import type { HomeworkLessonView, HomeworkReviewRow, HomeworkReviewView, LearnCourse, UploadedFile } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo student bought this course; one of its lessons is the seeded homework (scripts/src/seed/homework.ts): out of 10, 6 passes, resubmission allowed, two files. */
const COURSE = 'course-python-basics';
const LESSON = 'python-basics-homework';
const LESSON_PATH = `/api/me/courses/${COURSE}/lessons/${LESSON}/homework`;
const REVIEWS = '/api/me/teaching/homework';

const db = localDatabase();
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;
let other: Session;
let instructor: Session;
let anotherInstructor: Session;
const stamp = Date.now().toString(36);

/** The student's submissions, uploads and progress in the lesson, as before they started it. */
async function clearLesson(userId: string): Promise<void> {
  const submissions = await db.homeworkSubmissions.query.byUser({ user_id: userId, course_id: COURSE, lesson_id: LESSON }).go({ pages: 'all' });
  for (const item of submissions.data) await db.homeworkSubmissions.delete(item).go();
  const uploads = await db.homeworkUploads.query.byUser({ user_id: userId, course_id: COURSE, lesson_id: LESSON }).go({ pages: 'all' });
  for (const item of uploads.data) await db.homeworkUploads.delete(item).go();
  await db.lessonProgress.delete({ user_id: userId, course_id: COURSE, lesson_id: LESSON }).go();
}

beforeAll(async () => {
  [admin, student, other, instructor, anotherInstructor] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2'), signIn('somchai'), signIn('instructor2')]);
  await clearLesson(student.user.id);
  // The other student owns the course too, so only the partition keeps the two apart.
  await db.enrollments.put({ user_id: other.user.id, course_id: COURSE, order_id: `homework-test-${stamp}`, granted_at: new Date().toISOString(), access_until: '2099-01-01T00:00:00.000Z' }).go();
});
afterAll(async () => {
  await db.enrollments.delete({ user_id: other.user.id, course_id: COURSE }).go();
  await clearLesson(other.user.id);
  for (const session of [admin, student, other, instructor, anotherInstructor]) await signOut(session);
});

const asAdmin = () => ({ token: admin.id_token });
const upload = (token: string, file: File, lessonId = LESSON) => api('/api/me/homework/files', { form: { course_id: COURSE, lesson_id: lessonId, file }, token });
const review = (token: string, id: string, json: unknown) => api(`${REVIEWS}/${encodeURIComponent(id)}`, { method: 'PUT', json, token });

describe('the homework master files on the local stack', () => {
  it('keep categories and homework, refusing a delete while something still uses them', async () => {
    const category = await api('/api/homeworkcategory', { json: { name: `Homework ${stamp}` }, ...asAdmin() });
    expect(category.status, category.text).toBe(200);
    const categoryId = (category.body as unknown as { id: string }).id;

    const missing = await api('/api/homework', { json: { title_en: 'Loose', category_id: 'no-such-category', instructions_en: 'Do it.' }, ...asAdmin() });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { category_id: ['No homework category has this id.'] } });
    const tooHigh = await api('/api/homework', { json: { title_en: 'Too high', category_id: categoryId, instructions_en: 'Do it.', max_score: 10, pass_score: 11 }, ...asAdmin() });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.text).toContain('pass_score cannot be more than max_score.');

    const made = await api('/api/homework', {
      json: { title_th: 'การบ้านทดสอบ', title_en: `Homework ${stamp}`, category_id: categoryId, instructions_th: 'เขียนโปรแกรม', instructions_en: 'Write a program.', due_on: '2026-12-31', max_score: 20, pass_score: 12, allow_resubmit: false, max_files: 3 },
      ...asAdmin(),
    });
    expect(made.status, made.text).toBe(200);
    const homeworkId = (made.body as unknown as { id: string }).id;
    expect((await api(`/api/homework/${homeworkId}`, asAdmin())).body).toMatchObject({ id: homeworkId, due_on: '2026-12-31', max_score: 20, pass_score: 12, allow_resubmit: false, max_files: 3 });

    const inUse = await api('/api/homeworkcategory', { method: 'DELETE', json: { ids: [categoryId] }, ...asAdmin() });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ code: 'cannotDelete', message: `homework category Homework ${stamp}: 1 homework is still filed under it.` });

    for (const [path, id] of [
      ['/api/homework', homeworkId],
      ['/api/homeworkcategory', categoryId],
    ] as const) {
      const deleted = await api(path, { method: 'DELETE', json: { ids: [id] }, ...asAdmin() });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body).toMatchObject({ success: true, deleted: [id] });
    }
    expect((await api(`/api/homework/${homeworkId}`, asAdmin())).status).toBe(404);
    // The student's side holds nothing of the back office's: a student is refused the master file.
    expect((await api('/api/homework', { token: student.id_token })).status).toBe(403);
  });

  it('refuses to delete a homework a curriculum shows, and a curriculum naming a homework that does not exist', async () => {
    const inUse = await api('/api/homework', { method: 'DELETE', json: { ids: ['homework-python-function'] }, ...asAdmin() });
    expect(inUse.status).toBe(409);
    // Two demo courses show it; the message names one of them and its lesson.
    expect(inUse.body).toMatchObject({
      code: 'cannotDelete',
      message: expect.stringMatching(/^homework Homework: your first function: the course (Python for beginners shows it as the lesson Python basics homework|Git and GitHub for teams shows it as the lesson Pull request homework)\.$/),
    });

    for (const [lesson, field] of [
      [{ title: 'Homework', kind: 'homework' }, ['Lesson "Homework" needs its homework.']],
      [{ title: 'Homework', kind: 'homework', homework_id: 'no-such-homework' }, ['No homework has this id.']],
    ] as const) {
      const curriculum = await api(`/api/courses/${COURSE}/curriculum`, { method: 'PUT', json: { sections: [{ title: 'Check', lessons: [lesson] }] }, ...asAdmin() });
      expect(curriculum.status).toBe(400);
      expect(curriculum.body).toMatchObject({ fields: { 'sections.0.lessons.0.homework_id': field } });
    }
  });
});

describe('the demo student submitting the seeded homework, and the course’s instructor reviewing it', () => {
  it('submits a text and a file, is reviewed, returned, submits again, and an acceptance completes the lesson', async () => {
    const learn = (await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse;
    expect(learn.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === LESSON)).toMatchObject({ kind: 'homework', title: 'Python basics homework' });

    const before = await api(LESSON_PATH, { token: student.id_token });
    expect(before.status, before.text).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.body).toMatchObject({
      homework: { id: 'homework-python-function', title_en: 'Homework: your first function', due_on: '2027-06-30', due_at: '2027-06-30T16:59:59.999Z', max_score: 10, pass_score: 6, allow_resubmit: true, max_files: 2 },
      submissions: [],
      can_submit: true,
      blocked: '',
    });

    // Files: the one-field upload's checks, kept among the student's uploads for this lesson only.
    const exe = await upload(student.id_token, new File([new Uint8Array([0x4d, 0x5a])], 'run.exe'));
    expect(exe.status).toBe(400);
    expect(exe.text).toContain('run.exe is not a PDF, ZIP, Word, Excel or PowerPoint document');
    expect((await upload(student.id_token, new File(['x'], 'a.txt'), 'python-basics-quiz')).body).toMatchObject({ message: 'This lesson is not a homework.' });
    expect((await upload(instructor.id_token, new File(['x'], 'a.txt'))).status).toBe(403);
    const sent = await upload(student.id_token, new File(['def greet(name):\n    return "Hello, " + name\n'], 'greet.py.txt', { type: 'text/plain' }));
    expect(sent.status, sent.text).toBe(200);
    const file = sent.body as unknown as UploadedFile;
    expect(file).toMatchObject({ file_name: 'greet.py.txt', content_type: 'text/plain' });

    // Another student cannot attach it: it is not among their uploads.
    const theirs = await api(LESSON_PATH, { json: { file_ids: [file.id] }, token: other.id_token });
    expect(theirs.status).toBe(400);
    expect(theirs.text).toContain(`${file.id} is not one of your uploads.`);
    expect((await api(LESSON_PATH, { json: { file_ids: ['a', 'b', 'c'] }, token: student.id_token })).text).toContain('This homework takes at most 2 files.');
    expect((await api(LESSON_PATH, { json: {}, token: student.id_token })).text).toContain('Write an answer or attach a file to submit.');

    const first = await api(LESSON_PATH, { json: { text: 'My greet function.', file_ids: [file.id] }, token: student.id_token });
    expect(first.status, first.text).toBe(200);
    const submitted = first.body as unknown as HomeworkLessonView;
    expect(submitted).toMatchObject({ can_submit: false, blocked: 'awaiting_review', submissions: [{ id: '0001', status: 'submitted', text: 'My greet function.', late: false, score: null, max_score: 10, comment: '', reviewed_at: null }] });
    const download = submitted.submissions[0]?.files[0]?.download;
    expect(download?.file_name).toBe('greet.py.txt');
    const got = await fetch(download?.url ?? '');
    expect(got.status).toBe(200);
    expect(await got.text()).toContain('def greet(name):');

    const again = await api(LESSON_PATH, { json: { text: 'Once more.' }, token: student.id_token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Your submission is waiting for review: you can submit again once it is reviewed.' });

    // Another student reads only their own: none.
    expect((await api(LESSON_PATH, { token: other.id_token })).body).toMatchObject({ submissions: [], can_submit: true });

    // The course's instructor finds it first among those awaiting review.
    const list = await api(`${REVIEWS}?status=submitted`, { token: instructor.id_token });
    expect(list.status, list.text).toBe(200);
    const row = (list.body as unknown as { rows: HomeworkReviewRow[] }).rows.find((one) => one.student_id === student.user.id && one.lesson_id === LESSON);
    expect(row).toMatchObject({ course_title: 'Python for beginners', lesson_title: 'Python basics homework', student_name: 'Somchai Jaidee', number: '0001', status: 'submitted', max_score: 10 });
    const id = row?.id ?? '';

    // Nobody else reviews it: another instructor does not find it, a student is refused.
    expect((await api(`${REVIEWS}/${encodeURIComponent(id)}`, { token: anotherInstructor.id_token })).status).toBe(404);
    expect((await review(anotherInstructor.id_token, id, { score: 10, decision: 'accepted' })).status).toBe(404);
    expect((await api(`${REVIEWS}?status=all`, { token: anotherInstructor.id_token })).body).toMatchObject({ rows: expect.not.arrayContaining([expect.objectContaining({ id })]) });
    const asStudent = await api(`${REVIEWS}/${encodeURIComponent(id)}`, { token: other.id_token });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toMatchObject({ message: "Only the course's instructor or an administrator reviews homework." });

    const opened = await api(`${REVIEWS}/${encodeURIComponent(id)}`, { token: instructor.id_token });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toMatchObject({ homework: { instructions_en: expect.stringContaining('greet(name)') }, submission: { text: 'My greet function.', files: [{ id: file.id, file_name: 'greet.py.txt' }] } });

    const below = await review(instructor.id_token, id, { score: 5, decision: 'accepted' });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ fields: { decision: ['A score below the pass score (6) cannot be accepted: return the submission instead.'] } });
    expect((await review(instructor.id_token, id, { score: 11, decision: 'returned' })).body).toMatchObject({ fields: { score: ['The score is at most 10.'] } });
    const returned = await review(instructor.id_token, id, { score: 4, comment: 'Call the function and show its output.', decision: 'returned' });
    expect(returned.status, returned.text).toBe(200);
    expect((returned.body as unknown as HomeworkReviewView).submission).toMatchObject({ status: 'returned', score: 4, comment: 'Call the function and show its output.' });
    expect((await review(instructor.id_token, id, { score: 8, decision: 'accepted' })).body).toMatchObject({ message: 'This submission has been reviewed already.' });

    // Returned, and the homework allows it: the student sends it again.
    const returnedView = (await api(LESSON_PATH, { token: student.id_token })).body as unknown as HomeworkLessonView;
    expect(returnedView).toMatchObject({ can_submit: true, blocked: '', submissions: [{ status: 'returned', score: 4, comment: 'Call the function and show its output.' }] });
    const second = await api(LESSON_PATH, { json: { text: 'print(greet("Somchai")) prints Hello, Somchai', file_ids: [file.id] }, token: student.id_token });
    expect(second.status, second.text).toBe(200);
    const secondId = id.replace(/\.0001$/, '.0002');

    const accepted = await review(admin.id_token, secondId, { score: 9, comment: 'Well done.', decision: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    const after = (await api(LESSON_PATH, { token: student.id_token })).body as unknown as HomeworkLessonView;
    expect(after).toMatchObject({ can_submit: false, blocked: 'accepted', submissions: [{ id: '0001', status: 'returned' }, { id: '0002', status: 'accepted', score: 9, comment: 'Well done.' }] });
    const done = (await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse;
    expect(done.progress.find((one) => one.lesson_id === LESSON)).toMatchObject({ completed: true });
    expect((await db.lessonProgress.get({ user_id: student.user.id, course_id: COURSE, lesson_id: LESSON }).go()).data).toMatchObject({ completed: true });

    const more = await api(LESSON_PATH, { json: { text: 'One more.' }, token: student.id_token });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ message: 'Your submission has been accepted: this homework is done.' });
  });

  it('keeps students who may not open the lesson out, and answers other lessons as not homework', async () => {
    await db.enrollments.patch({ user_id: other.user.id, course_id: COURSE }).set({ access_until: '2020-01-01T00:00:00.000Z' }).go();
    try {
      const expired = await api(LESSON_PATH, { json: { text: 'Late.' }, token: other.id_token });
      expect(expired.status).toBe(403);
      expect(expired.text).toContain('Your access to this course ended on 2020-01-01');
    } finally {
      await db.enrollments.patch({ user_id: other.user.id, course_id: COURSE }).set({ access_until: '2099-01-01T00:00:00.000Z' }).go();
    }
    const quiz = await api(`/api/me/courses/${COURSE}/lessons/python-basics-quiz/homework`, { token: student.id_token });
    expect(quiz.status).toBe(404);
    expect(quiz.body).toMatchObject({ message: 'This lesson is not a homework.' });
    expect((await api(LESSON_PATH)).status).toBe(401);
  });
});
