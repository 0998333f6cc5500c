import { correctAnswer, type AnswerSheet, type LearnCourse, type QuizAttemptList, type QuizAttemptView, type QuizQuestion } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

/** The demo student bought this course; its last lesson is the seeded quiz (scripts/src/seed/quizzes.ts). */
const COURSE = 'course-python-basics';
const LESSON = 'python-basics-quiz';
const ATTEMPTS = `/api/me/courses/${COURSE}/lessons/${LESSON}/quiz/attempts`;
/** What must never leave the server before the answers may be shown: accepted texts, flags, explanations. */
const SECRETS = ['ห้า', '"five"', '"correct":', '"accepted"', '"answer":', '"pairs"', '"explanation"', 'then the name and its parameters'];

let admin: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  [admin, student, other] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2')]);
});
afterAll(async () => {
  for (const session of [admin, student, other]) await signOut(session);
});

const asAdmin = () => ({ token: admin.id_token });

describe('the quizzes master files on the local stack', () => {
  it('keep categories, questions and quizzes, refusing a delete while something still uses them', async () => {
    const category = await api('/api/quizcategory', { json: { name: `Quiz ${stamp}`, description: 'Made by a test' }, ...asAdmin() });
    expect(category.status, category.text).toBe(200);
    const categoryId = (category.body as unknown as { id: string }).id;

    const refusedQuestion = await api('/api/quizquestion', { json: { kind: 'true_false', text: { th: '', en: 'Loose question' }, answer: true }, ...asAdmin() });
    expect(refusedQuestion.status).toBe(400);
    expect(refusedQuestion.text).toContain('category_id is required.');
    const question = await api('/api/quizquestion', { json: { category_id: categoryId, kind: 'true_false', text: { th: 'ข้อความจริง', en: 'A true statement' }, answer: true }, ...asAdmin() });
    expect(question.status, question.text).toBe(200);
    const questionId = (question.body as unknown as { id: string }).id;
    expect((await api(`/api/quizquestion/${questionId}`, asAdmin())).body).toMatchObject({ id: questionId, category_id: categoryId, kind: 'true_false', answer: true, points: 1 });

    const settings = { pass_percent: 50, attempts_allowed: null, time_limit_minutes: null, questions: { fixed: [questionId] } };
    const tooMany = await api('/api/quiz', { json: { title_en: 'Too many', category_id: categoryId, settings: { ...settings, questions: { draws: [{ category_id: categoryId, count: 2 }] } } }, ...asAdmin() });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain(`Category ${categoryId} has 1 question to draw from, fewer than the 2 the quiz asks for.`);
    const quiz = await api('/api/quiz', { json: { title_th: 'แบบทดสอบ', title_en: `Quiz ${stamp}`, category_id: categoryId, settings }, ...asAdmin() });
    expect(quiz.status, quiz.text).toBe(200);
    const quizId = (quiz.body as unknown as { id: string }).id;

    const categoryInUse = await api('/api/quizcategory', { method: 'DELETE', json: { ids: [categoryId] }, ...asAdmin() });
    expect(categoryInUse.status).toBe(409);
    expect(categoryInUse.body).toMatchObject({ code: 'cannotDelete', message: `quiz category Quiz ${stamp}: 1 question and 1 quiz still use it.` });
    const questionInUse = await api('/api/quizquestion', { method: 'DELETE', json: { ids: [questionId] }, ...asAdmin() });
    expect(questionInUse.body).toMatchObject({ code: 'cannotDelete', message: `quiz question ${questionId}: the quiz Quiz ${stamp} asks it.` });

    // Deleted in the order nothing uses them any more.
    for (const [path, id] of [
      ['/api/quiz', quizId],
      ['/api/quizquestion', questionId],
      ['/api/quizcategory', categoryId],
    ] as const) {
      const deleted = await api(path, { method: 'DELETE', json: { ids: [id] }, ...asAdmin() });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body).toMatchObject({ success: true, deleted: [id] });
    }
    expect((await api(`/api/quiz/${quizId}`, asAdmin())).status).toBe(404);
  });

  it('refuses to delete a quiz a curriculum shows, and a curriculum naming a quiz that does not exist', async () => {
    const inUse = await api('/api/quiz', { method: 'DELETE', json: { ids: ['quiz-python-basics'] }, ...asAdmin() });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ code: 'cannotDelete', message: 'quiz Python basics quiz: the course Python for beginners shows it as the lesson Python basics quiz.' });

    const curriculum = await api(`/api/courses/${COURSE}/curriculum`, {
      method: 'PUT',
      json: { sections: [{ title: 'Check', lessons: [{ title: 'A quiz', kind: 'quiz', quiz_id: 'no-such-quiz' }] }] },
      ...asAdmin(),
    });
    expect(curriculum.status).toBe(400);
    expect(curriculum.body).toMatchObject({ fields: { 'sections.0.lessons.0.quiz_id': ['No quiz has this id.'] } });
  });
});

describe('the demo student taking the seeded quiz', () => {
  it('starts, saves, submits and gets a score, never seeing an answer before submitting; a pass completes the lesson', async () => {
    const learn = (await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse;
    expect(learn.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === LESSON)).toMatchObject({ kind: 'quiz', title: 'Python basics quiz' });

    const before = await api(ATTEMPTS, { token: student.id_token });
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ quiz: { id: 'quiz-python-basics', pass_percent: 60, attempts_allowed: 3, time_limit_minutes: 15 }, open_attempt_id: '' });
    const left = (before.body as unknown as QuizAttemptList).attempts_left ?? 0;

    const started = await api(ATTEMPTS, { method: 'POST', token: student.id_token });
    expect(started.status, started.text).toBe(200);
    expect(started.headers.get('cache-control')).toBe('private, no-store');
    const attempt = started.body as unknown as QuizAttemptView;
    expect(attempt).toMatchObject({ status: 'open', score: null, revealed: null });
    expect(attempt.questions).toHaveLength(5);
    expect(attempt.questions.map((question) => question.id)).toContain('quiz-q-def');
    expect(Date.parse(attempt.deadline ?? '') - Date.parse(attempt.started_at)).toBe(15 * 60_000);
    // Starting again answers the same open attempt.
    expect(((await api(ATTEMPTS, { method: 'POST', token: student.id_token })).body as unknown as QuizAttemptView).id).toBe(attempt.id);

    // The correct answers, as the back office reads the questions.
    const sheet: AnswerSheet = {};
    for (const { id } of attempt.questions) {
      const question = await api(`/api/quizquestion/${id}`, asAdmin());
      sheet[id] = correctAnswer(question.body as unknown as QuizQuestion);
    }
    const [firstId] = Object.keys(sheet);
    const saved = await api(`${ATTEMPTS}/${attempt.id}/answers`, { method: 'PUT', json: { answers: { [firstId!]: sheet[firstId!] } }, token: student.id_token });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as unknown as QuizAttemptView).answers).toEqual({ [firstId!]: sheet[firstId!] });
    const read = await api(`${ATTEMPTS}/${attempt.id}`, { token: student.id_token });
    // The student's own saved answers come back as they sent them (a matching answer is its `pairs`): the rest holds no secret.
    const withoutOwnAnswers = (text: string) => JSON.stringify(JSON.parse(text), (key, value: unknown) => (key === 'answers' ? undefined : value));
    for (const answer of [started, saved, read, await api(ATTEMPTS, { token: student.id_token })]) {
      for (const secret of SECRETS) expect(withoutOwnAnswers(answer.text), secret).not.toContain(secret);
    }

    // Another student gets neither the attempt nor a way to answer or submit it.
    for (const [path, method, json] of [
      [`${ATTEMPTS}/${attempt.id}`, 'GET', undefined],
      [`${ATTEMPTS}/${attempt.id}/answers`, 'PUT', { answers: {} }],
      [`${ATTEMPTS}/${attempt.id}/submit`, 'POST', {}],
    ] as const) {
      const refused = await api(path, { method, json, token: other.id_token });
      expect([403, 404], `${method} ${path}: ${refused.status}`).toContain(refused.status);
    }

    const submitted = await api(`${ATTEMPTS}/${attempt.id}/submit`, { method: 'POST', json: { answers: sheet }, token: student.id_token });
    expect(submitted.status, submitted.text).toBe(200);
    const graded = submitted.body as unknown as QuizAttemptView;
    expect(graded).toMatchObject({ status: 'submitted', late: false, score: { percent: 100, passed: true } });
    // after_submit: the answers and explanations show now.
    expect(graded.revealed?.find((one) => one.question_id === 'quiz-q-def')).toMatchObject({ correct: true, correct_answer: { kind: 'single', choice_id: 'def' } });
    expect((await api(`${ATTEMPTS}/${attempt.id}/submit`, { method: 'POST', json: {}, token: student.id_token })).status).toBe(409);

    const after = (await api(ATTEMPTS, { token: student.id_token })).body as unknown as QuizAttemptList;
    expect(after).toMatchObject({ passed: true, open_attempt_id: '', attempts_left: left - 1 });
    expect(after.attempts.at(-1)).toMatchObject({ id: attempt.id, status: 'submitted', score: { percent: 100 } });
    const progress = ((await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse).progress;
    expect(progress.find((one) => one.lesson_id === LESSON)).toMatchObject({ completed: true });
  });

  it('refuses a quiz attempt at a lesson that is not a quiz', async () => {
    const answer = await api(`/api/me/courses/${COURSE}/lessons/functions/quiz/attempts`, { method: 'POST', token: student.id_token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'This lesson is not a quiz.' });
  });
});
