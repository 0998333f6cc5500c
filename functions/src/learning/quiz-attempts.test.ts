import {
  correctAnswer,
  quizQuestion,
  quizSettings,
  ROLE,
  SUBMIT_GRACE_SECONDS,
  type AnswerSheet,
  type Course,
  type Lesson,
  type Quiz,
  type QuizQuestionInput,
  type QuizQuestionRecord,
  type QuizSettingsInput,
} from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { StoredAttempt } from './ports.js';
import { getQuizAttempt, listQuizAttempts, saveQuizAnswers, startQuizAttempt, submitQuizAttempt } from './quiz-attempts.js';
import { memoryQuizzes } from './quiz-memory-ports.js';

const STAMPS = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };

const bankQuestion = (input: QuizQuestionInput): QuizQuestionRecord => ({ ...quizQuestion.parse({ ...input, category_id: 'cat-1' }), category_id: 'cat-1', ...STAMPS });

/** Six questions, one of each kind; what would give them away is listed in `SECRETS`. */
const QUESTIONS = [
  bankQuestion({
    id: 'capital',
    kind: 'single',
    text: { th: 'เมืองหลวงของประเทศไทยคือ?', en: 'What is the capital of Thailand?' },
    explanation: { th: 'กรุงเทพมหานครเป็นเมืองหลวงมาตั้งแต่ปี 2325', en: 'Bangkok has been the capital since 1782.' },
    choices: [
      { id: 'cm', text: { th: 'เชียงใหม่', en: 'Chiang Mai' } },
      { id: 'bkk', text: { th: 'กรุงเทพฯ', en: 'Bangkok' }, correct: true },
      { id: 'pkt', text: { th: 'ภูเก็ต', en: 'Phuket' } },
    ],
  }),
  bankQuestion({ id: 'sun', kind: 'true_false', points: 2, text: { th: 'ดวงอาทิตย์เป็นดาวฤกษ์', en: 'The Sun is a star.' }, answer: true }),
  bankQuestion({ id: 'water', kind: 'short_answer', points: 3, text: { th: 'H₂O คืออะไร', en: 'What is H₂O?' }, accepted: ['น้ำเปล่า', 'Plain water'] }),
  bankQuestion({
    id: 'primes',
    kind: 'multiple',
    points: 2,
    text: { th: 'ข้อใดเป็นจำนวนเฉพาะ', en: 'Which numbers are prime?' },
    choices: [
      { id: 'two', text: { th: '2', en: '2' }, correct: true },
      { id: 'four', text: { th: '4', en: '4' } },
      { id: 'five', text: { th: '5', en: '5' }, correct: true },
    ],
  }),
  bankQuestion({
    id: 'animals',
    kind: 'matching',
    points: 3,
    text: { th: 'จับคู่คำ', en: 'Match the words.' },
    pairs: [
      { left: { id: 'l-cat', text: { th: 'แมว', en: 'cat (th)' } }, right: { id: 'r-cat', text: { th: 'cat', en: 'cat' } } },
      { left: { id: 'l-dog', text: { th: 'หมา', en: 'dog (th)' } }, right: { id: 'r-dog', text: { th: 'dog', en: 'dog' } } },
    ],
  }),
  bankQuestion({
    id: 'steps',
    kind: 'ordering',
    text: { th: 'เรียงลำดับ', en: 'Put the steps in order.' },
    items: [
      { id: 'boil', text: { th: 'ต้มน้ำ', en: 'Boil the water' } },
      { id: 'steep', text: { th: 'แช่ชา', en: 'Steep the tea' } },
      { id: 'pour', text: { th: 'รินชา', en: 'Pour the tea' } },
    ],
  }),
];

/** What must never reach a student before the answers may be revealed. */
const SECRETS = ['น้ำเปล่า', 'Plain water', '"correct":', '"accepted"', '"answer":', '"pairs"', '"explanation"', 'since 1782', '"category_id"'];

const quiz = (settings: Partial<QuizSettingsInput> = {}, id = 'quiz-1'): Quiz => ({
  id,
  title_th: 'แบบทดสอบ',
  title_en: 'A quiz',
  category_id: 'cat-1',
  settings: quizSettings.parse({
    pass_percent: 60,
    attempts_allowed: 3,
    time_limit_minutes: 30,
    shuffle_questions: true,
    shuffle_choices: true,
    questions: { fixed: ['capital'], draws: [{ category_id: 'cat-1', count: 5 }] },
    ...settings,
  }),
  ...STAMPS,
});

const lesson = (id: string, fields: Partial<Lesson> = {}): Lesson => ({
  id,
  title: `Lesson ${id}`,
  duration_minutes: 5,
  kind: 'quiz',
  video_id: '',
  file_id: '',
  quiz_id: 'quiz-1',
  body: '',
  url: '',
  free_preview: false,
  ...fields,
});

const COURSE: Course = {
  id: 'course-1',
  title: 'Science',
  slug: 'science',
  description: '',
  price: 100_000,
  sale_price: null,
  cover_image: '/science.svg',
  category_id: 'cat',
  instructor_id: '',
  status: 'open',
  published: true,
  curriculum: [
    {
      title: 'All',
      lessons: [
        lesson('check'),
        lesson('preview', { free_preview: true }),
        lesson('notes', { kind: 'text', quiz_id: '', body: 'Read me' }),
        lesson('strict', { quiz_id: 'quiz-strict' }),
        lesson('never', { quiz_id: 'quiz-never' }),
        lesson('last', { quiz_id: 'quiz-last' }),
      ],
    },
  ],
  ...STAMPS,
};

const STUDENT: Caller = { userId: 'student-1', username: 'somchai', roleId: ROLE.student, groups: ['student'] };
const OTHER: Caller = { userId: 'student-2', username: 'malee', roleId: ROLE.student, groups: ['student'] };
const STRANGER: Caller = { userId: 'student-3', username: 'nobody', roleId: ROLE.student, groups: ['student'] };

function setUp() {
  return memoryQuizzes({
    courses: [COURSE],
    quizzes: [
      quiz(),
      quiz({ show_answers: 'after_pass', attempts_allowed: 2, time_limit_minutes: null }, 'quiz-strict'),
      quiz({ show_answers: 'never' }, 'quiz-never'),
      quiz({ show_answers: 'after_last_attempt', attempts_allowed: 2 }, 'quiz-last'),
    ],
    questions: QUESTIONS,
    enrollments: { 'student-1:course-1': '2027-11-26T00:00:00.000Z', 'student-2:course-1': '2027-11-26T00:00:00.000Z' },
  });
}

/** The sheet that earns every point of the attempt's questions, as kept on the server. */
function correctSheet(attempts: Map<string, StoredAttempt>, attemptId: string, only?: (id: string) => boolean): AnswerSheet {
  const attempt = [...attempts.values()].find((one) => one.attempt_id === attemptId && one.user_id === STUDENT.userId);
  return Object.fromEntries(attempt!.questions.filter(({ question }) => !only || only(question.id)).map(({ question }) => [question.id, correctAnswer(question)]));
}

const minutes = (clock: { now: Date }, count: number) => {
  clock.now = new Date(clock.now.getTime() + count * 60_000);
};

describe('starting an attempt', () => {
  it('draws the questions with a seed kept on the attempt, keeps their copy and order, and sets the deadline by the server clock', async () => {
    // Prepare
    const { ports, attempts } = setUp();

    // Act
    const view = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    // Assess
    expect(view).toMatchObject({ id: '0001', quiz_id: 'quiz-1', status: 'open', started_at: '2026-11-26T03:00:00.000Z', deadline: '2026-11-26T03:30:00.000Z', score: null, revealed: null });
    expect(view.questions.map((question) => question.id).sort()).toEqual(['animals', 'capital', 'primes', 'steps', 'sun', 'water']);
    const kept = [...attempts.values()][0]!;
    expect(kept.seed).toBe(41);
    expect(kept.questions.map(({ question }) => question.id)).toEqual(view.questions.map((question) => question.id));
    // The copy is whole: grading reads it, not the bank.
    expect(kept.questions.find(({ question }) => question.id === 'water')?.question).toMatchObject({ accepted: ['น้ำเปล่า', 'Plain water'] });
  });

  it('answers the attempt still open instead of starting another', async () => {
    const { ports, attempts } = setUp();
    const first = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    const again = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    expect(again.id).toBe(first.id);
    expect(again.questions).toEqual(first.questions);
    expect(attempts.size).toBe(1);
    expect((await listQuizAttempts(ports, STUDENT, 'course-1', 'check')).open_attempt_id).toBe(first.id);
  });

  it('refuses a new attempt once every allowed one is used, saying how many there were', async () => {
    const { ports } = setUp();
    for (const number of ['0001', '0002']) {
      expect((await startQuizAttempt(ports, STUDENT, 'course-1', 'strict')).id).toBe(number);
      await submitQuizAttempt(ports, STUDENT, 'course-1', 'strict', number, {});
    }

    const refused = startQuizAttempt(ports, STUDENT, 'course-1', 'strict');

    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toThrow('You have used all 2 attempts of this quiz.');
    expect(await listQuizAttempts(ports, STUDENT, 'course-1', 'strict')).toMatchObject({ attempts_left: 0, passed: false, open_attempt_id: '' });
  });

  it('opens a quiz lesson to those entitled, a free preview to any signed-in caller, and only quiz lessons', async () => {
    const { ports } = setUp();

    await expect(startQuizAttempt(ports, STRANGER, 'course-1', 'check')).rejects.toThrow(ForbiddenError);
    expect((await startQuizAttempt(ports, STRANGER, 'course-1', 'preview')).status).toBe('open');
    await expect(startQuizAttempt(ports, STUDENT, 'course-1', 'notes')).rejects.toThrow('This lesson is not a quiz.');
    await expect(startQuizAttempt(ports, STUDENT, 'course-1', 'no-such-lesson')).rejects.toThrow(NotFoundError);
  });
});

describe('what an attempt shows before it is submitted', () => {
  it('holds no correct answer, accepted text, correct flag or explanation in any answer', async () => {
    const { ports, attempts } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');
    const saved = await saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, { sun: { kind: 'true_false', value: false } });

    const answers = [started, saved, await getQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id), await listQuizAttempts(ports, STUDENT, 'course-1', 'check')];

    for (const answer of answers) {
      const text = JSON.stringify(answer);
      for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    }
    // The server's copy does hold them: they are left out, not missing.
    expect(JSON.stringify([...attempts.values()])).toContain('Plain water');
    expect(saved.answers).toEqual({ sun: { kind: 'true_false', value: false } });
  });

  it('keeps another student from the attempt: it is not theirs to read, answer or submit', async () => {
    const { ports } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    await expect(getQuizAttempt(ports, OTHER, 'course-1', 'check', started.id)).rejects.toThrow(NotFoundError);
    await expect(saveQuizAnswers(ports, OTHER, 'course-1', 'check', started.id, {})).rejects.toThrow(NotFoundError);
    await expect(submitQuizAttempt(ports, OTHER, 'course-1', 'check', started.id, {})).rejects.toThrow(NotFoundError);
    expect((await listQuizAttempts(ports, OTHER, 'course-1', 'check')).attempts).toEqual([]);
  });

  it('refuses answers to questions the attempt does not ask, or of another kind', async () => {
    const { ports } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    await expect(saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, { elsewhere: { kind: 'true_false', value: true } })).rejects.toThrow(ValidationError);
    await expect(saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, { sun: { kind: 'single', choice_id: 'bkk' } })).rejects.toThrow('Question sun takes a true_false answer');
  });
});

describe('submitting', () => {
  it('grades the kept copy, keeps the grade, and completes the lesson on a pass in the same write', async () => {
    const { ports, attempts, completed } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    const graded = await submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id));

    expect(graded).toMatchObject({ status: 'submitted', late: false, submitted_at: '2026-11-26T03:00:00.000Z', score: { earned: 12, max: 12, percent: 100, passed: true } });
    expect((await getQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id)).score).toEqual(graded.score);
    expect([...completed.values()]).toEqual([{ user_id: 'student-1', course_id: 'course-1', lesson_id: 'check', updated_at: '2026-11-26T03:00:00.000Z' }]);
    expect(await listQuizAttempts(ports, STUDENT, 'course-1', 'check')).toMatchObject({ passed: true, attempts_left: 2, attempts: [{ id: '0001', score: { percent: 100 } }] });
    await expect(submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, {})).rejects.toThrow('This attempt has been submitted');
  });

  it('completes nothing when the attempt fails, and keeps nothing when its write fails', async () => {
    const { ports, attempts, completed, faults } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    const failed = await submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, { sun: { kind: 'true_false', value: true } });
    expect(failed.score).toEqual({ earned: 2, max: 12, percent: 16, passed: false });
    expect(completed.size).toBe(0);

    const next = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');
    faults.failNextSubmit = true;
    await expect(submitQuizAttempt(ports, STUDENT, 'course-1', 'check', next.id, correctSheet(attempts, next.id))).rejects.toThrow();
    expect((await getQuizAttempt(ports, STUDENT, 'course-1', 'check', next.id)).status).toBe('open');
    expect(completed.size).toBe(0);
  });
});

describe('the time limit, decided by the server clock', () => {
  it('counts the sheet sent within the grace after the deadline', async () => {
    const { ports, clock, attempts } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');
    minutes(clock, 30);
    clock.now = new Date(clock.now.getTime() + (SUBMIT_GRACE_SECONDS - 5) * 1000);

    const graded = await submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id));

    expect(graded).toMatchObject({ late: false, score: { percent: 100 } });
  });

  it('grades only the answers saved in time when the submission is late, and refuses saving after the deadline', async () => {
    const { ports, clock, attempts, completed } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');
    minutes(clock, 10);
    await saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id, (id) => id === 'sun'));
    minutes(clock, 25);

    await expect(saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id))).rejects.toThrow('The time for this attempt is up');
    const graded = await submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id));

    expect(graded).toMatchObject({ late: true, submitted_at: '2026-11-26T03:35:00.000Z', answers: { sun: { kind: 'true_false', value: true } }, score: { earned: 2, max: 12, passed: false } });
    expect(completed.size).toBe(0);
  });

  it('submits an attempt left open past its deadline when it is next read, so a new one can start', async () => {
    const { ports, clock, attempts } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');
    await saveQuizAnswers(ports, STUDENT, 'course-1', 'check', started.id, correctSheet(attempts, started.id));
    minutes(clock, 31);

    const list = await listQuizAttempts(ports, STUDENT, 'course-1', 'check');

    expect(list).toMatchObject({ open_attempt_id: '', passed: true, attempts: [{ id: '0001', status: 'submitted', late: true, score: { percent: 100 } }] });
    expect((await startQuizAttempt(ports, STUDENT, 'course-1', 'check')).id).toBe('0002');
  });
});

describe('revealing the answers', () => {
  it('shows the correct answers and explanations after submission when the quiz says after_submit', async () => {
    const { ports } = setUp();
    const started = await startQuizAttempt(ports, STUDENT, 'course-1', 'check');

    const graded = await submitQuizAttempt(ports, STUDENT, 'course-1', 'check', started.id, {});

    const capital = graded.revealed?.find((one) => one.question_id === 'capital');
    expect(capital).toEqual({
      question_id: 'capital',
      earned: 0,
      max: 1,
      correct: false,
      correct_answer: { kind: 'single', choice_id: 'bkk' },
      explanation: { th: 'กรุงเทพมหานครเป็นเมืองหลวงมาตั้งแต่ปี 2325', en: 'Bangkok has been the capital since 1782.' },
    });
    expect(graded.revealed?.find((one) => one.question_id === 'water')?.correct_answer).toEqual({ kind: 'short_answer', text: 'น้ำเปล่า' });
  });

  it('keeps them back until a pass (after_pass), for good (never), or until the last attempt (after_last_attempt)', async () => {
    const { ports, attempts } = setUp();
    const strict = await startQuizAttempt(ports, STUDENT, 'course-1', 'strict');
    const failed = await submitQuizAttempt(ports, STUDENT, 'course-1', 'strict', strict.id, {});
    expect(failed.revealed).toBeNull();
    for (const secret of SECRETS) expect(JSON.stringify(failed), secret).not.toContain(secret);
    const second = await startQuizAttempt(ports, STUDENT, 'course-1', 'strict');
    expect((await submitQuizAttempt(ports, STUDENT, 'course-1', 'strict', second.id, correctSheet(attempts, second.id))).revealed).toHaveLength(6);
    // Once passed, the earlier attempt's answers show too.
    expect((await getQuizAttempt(ports, STUDENT, 'course-1', 'strict', strict.id)).revealed).toHaveLength(6);

    const never = await startQuizAttempt(ports, STUDENT, 'course-1', 'never');
    expect((await submitQuizAttempt(ports, STUDENT, 'course-1', 'never', never.id, correctSheet(attempts, never.id))).revealed).toBeNull();

    const first = await startQuizAttempt(ports, STUDENT, 'course-1', 'last');
    expect((await submitQuizAttempt(ports, STUDENT, 'course-1', 'last', first.id, {})).revealed).toBeNull();
    const last = await startQuizAttempt(ports, STUDENT, 'course-1', 'last');
    expect((await submitQuizAttempt(ports, STUDENT, 'course-1', 'last', last.id, {})).revealed).toHaveLength(6);
  });
});
