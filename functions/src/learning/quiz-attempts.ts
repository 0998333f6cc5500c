import {
  attemptDeadline,
  attemptsLeft,
  checkAnswerSheet,
  correctAnswer,
  drawQuestions,
  gradeAttempt,
  isLate,
  message,
  publicQuestion,
  QuizError,
  revealAnswers,
  seededRandom,
  type AnswerSheet,
  type AttemptQuestion,
  type Quiz,
  type QuizAttemptList,
  type QuizAttemptSummary,
  type QuizAttemptView,
} from '@lm/shared';
import { ConflictError, invalidField, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { QuizPorts, StoredAttempt } from './ports.js';
import { questionOf } from './quizzes.js';
import { openable } from './service.js';

/**
 * A student's attempts at a quiz lesson (decision 0040). The engine (`@lm/shared`'s quiz) draws,
 * grades and says what may be revealed; this keeps the attempts, in the student's partition, and
 * decides time by the server's clock alone.
 */

/** `0001`, `0002`…: an attempt's number in its lesson, sorted as text. */
const attemptIdOf = (number: number) => String(number).padStart(4, '0');

const deadlineOf = (attempt: StoredAttempt) => (attempt.deadline ? new Date(attempt.deadline) : null);

/** The attempt's own copy of its questions: what it is graded on, whatever the bank holds now. */
const questionsOf = (attempt: StoredAttempt) => attempt.questions.map(({ question }) => question);

/** A quiz lesson of a course the caller may open, and its quiz. */
async function quizLesson(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string) {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  if (lesson.kind !== 'quiz') throw new NotFoundError(message('lessonNotQuiz'));
  const quiz = lesson.quiz_id ? await ports.quizzes.get(lesson.quiz_id) : undefined;
  if (!quiz) throw new ConflictError(message('quizUnavailable'));
  return { course, lesson, quiz };
}

/** Refuses a sheet answering a question not in the attempt, or with an answer of another kind. */
function checkSheet(attempt: StoredAttempt, sheet: AnswerSheet): void {
  try {
    checkAnswerSheet(questionsOf(attempt), sheet);
  } catch (error) {
    if (error instanceof QuizError) throw invalidField('answers', error.message);
    throw error;
  }
}

/**
 * Grades an attempt on its own copy of the questions and keeps it submitted; the first pass
 * completes the lesson in the same transaction. Answers the attempt as it is kept afterwards.
 */
async function submitted(ports: QuizPorts, attempt: StoredAttempt, sheet: AnswerSheet, savedAt: string, now: Date): Promise<StoredAttempt> {
  const at = now.toISOString();
  const grade = gradeAttempt(questionsOf(attempt), sheet, attempt.settings);
  const graded: StoredAttempt = { ...attempt, answers: sheet, answers_saved_at: savedAt, status: 'submitted', submitted_at: at, late: isLate(now, deadlineOf(attempt)), grade, updated_at: at };
  // The lesson was done by an earlier pass: when stays as it was.
  const firstPass = grade.passed && !(await ports.attempts.list(attempt.user_id, attempt.course_id, attempt.lesson_id)).some((one) => one.attempt_id !== attempt.attempt_id && one.grade?.passed);
  if (await ports.attempts.submit(graded, firstPass)) return graded;
  // Submitted meanwhile by another request: what it kept stands.
  const kept = (await ports.attempts.list(attempt.user_id, attempt.course_id, attempt.lesson_id)).find((one) => one.attempt_id === attempt.attempt_id);
  if (kept?.status === 'submitted') return kept;
  throw new ConflictError(message('quizAttemptSubmitted'));
}

/**
 * The caller's attempts at a lesson. One left open past its deadline and grace is submitted first,
 * with the answers saved in time: the server's clock ends it, whether the browser came back or not.
 */
async function attemptsOf(ports: QuizPorts, userId: string, courseId: string, lessonId: string, closeExpired = true): Promise<StoredAttempt[]> {
  const now = ports.now();
  const attempts = await ports.attempts.list(userId, courseId, lessonId);
  if (!closeExpired) return attempts;
  return Promise.all(attempts.map((attempt) => (attempt.status === 'open' && isLate(now, deadlineOf(attempt)) ? submitted(ports, attempt, attempt.answers, attempt.answers_saved_at, now) : attempt)));
}

/** One of the caller's attempts, with the others of the lesson; `closeExpired` as `attemptsOf`. */
async function requireAttempt(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string, attemptId: string, closeExpired = true) {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  const attempts = await attemptsOf(ports, caller.userId, course.id, lesson.id, closeExpired);
  const attempt = attempts.find((one) => one.attempt_id === attemptId);
  if (!attempt) throw new NotFoundError(message('noneWithId', { what: 'quiz attempt', id: attemptId }));
  return { attempt, attempts };
}

const summaryOf = (attempt: StoredAttempt): QuizAttemptSummary => ({
  id: attempt.attempt_id,
  status: attempt.status,
  started_at: attempt.started_at,
  deadline: attempt.deadline || null,
  submitted_at: attempt.submitted_at || null,
  late: attempt.late,
  score: attempt.grade ? { earned: attempt.grade.earned, max: attempt.grade.max, percent: attempt.grade.percent, passed: attempt.grade.passed } : null,
});

/**
 * An attempt as its student sees it. Its questions are only ever their public side; the correct
 * answers and explanations come once it is submitted and only when its `show_answers` allows
 * (`revealAnswers`: after any submission, after a pass, after the last attempt, or never), and so
 * does each question's own score, which would tell a right choice from a wrong one.
 */
export function attemptView(attempt: StoredAttempt, all: readonly StoredAttempt[]): QuizAttemptView {
  const { grade } = attempt;
  const reveal = grade !== null && revealAnswers(attempt.settings, { passed: all.some((one) => one.grade?.passed), attemptsLeft: attemptsLeft(attempt.settings, all.length) });
  return {
    ...summaryOf(attempt),
    quiz_id: attempt.quiz_id,
    questions: attempt.questions.map(({ question, order }) => publicQuestion(question, order)),
    answers: attempt.answers,
    revealed: reveal
      ? attempt.questions.map(({ question }) => {
          const scored = grade.questions.find((one) => one.question_id === question.id);
          return {
            question_id: question.id,
            earned: scored?.earned ?? 0,
            max: scored?.max ?? question.points,
            correct: scored?.correct ?? false,
            correct_answer: correctAnswer(question),
            explanation: question.explanation ?? null,
          };
        })
      : null,
  };
}

const quizOf = (quiz: Quiz): QuizAttemptList['quiz'] => ({
  id: quiz.id,
  title_th: quiz.title_th,
  title_en: quiz.title_en,
  pass_percent: quiz.settings.pass_percent,
  attempts_allowed: quiz.settings.attempts_allowed,
  time_limit_minutes: quiz.settings.time_limit_minutes,
  show_answers: quiz.settings.show_answers,
});

/** A quiz lesson for the caller: the quiz's rules, their attempts with scores, what is left and what is open. */
export async function listQuizAttempts(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string): Promise<QuizAttemptList> {
  const { course, lesson, quiz } = await quizLesson(ports, caller, courseId, lessonId);
  const attempts = await attemptsOf(ports, caller.userId, course.id, lesson.id);
  return {
    quiz: quizOf(quiz),
    attempts_left: attemptsLeft(quiz.settings, attempts.length),
    passed: attempts.some((attempt) => attempt.grade?.passed),
    open_attempt_id: attempts.find((attempt) => attempt.status === 'open')?.attempt_id ?? '',
    attempts: attempts.map(summaryOf),
  };
}

/**
 * Starts an attempt: the questions drawn with a new seed and kept with it (a copy, with their
 * order), and its deadline from the server's clock. An attempt still open is answered instead of
 * a new one (a second tab, a reload); with no attempt left, 409.
 */
export async function startQuizAttempt(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string): Promise<QuizAttemptView> {
  const { course, lesson, quiz } = await quizLesson(ports, caller, courseId, lessonId);
  const attempts = await attemptsOf(ports, caller.userId, course.id, lesson.id);
  const open = attempts.find((attempt) => attempt.status === 'open');
  if (open) return attemptView(open, attempts);
  const noneLeft = () => new ConflictError(message('quizNoAttemptsLeft', { max: quiz.settings.attempts_allowed ?? attempts.length }));
  if (attemptsLeft(quiz.settings, attempts.length) === 0) throw noneLeft();

  const seed = ports.newSeed();
  let questions: AttemptQuestion[];
  try {
    questions = drawQuestions(quiz.settings, (await ports.questions.list()).map(questionOf), seededRandom(seed));
  } catch (error) {
    // The banks changed since the quiz was saved: nothing to draw from now.
    if (error instanceof QuizError) throw new ConflictError(message('quizUnavailable'));
    throw error;
  }
  const now = ports.now();
  const at = now.toISOString();
  const { pass_percent, attempts_allowed, time_limit_minutes, show_answers } = quiz.settings;
  const attempt: StoredAttempt = {
    user_id: caller.userId,
    course_id: course.id,
    lesson_id: lesson.id,
    attempt_id: attemptIdOf(attempts.length + 1),
    quiz_id: quiz.id,
    seed,
    questions,
    settings: { pass_percent, attempts_allowed, time_limit_minutes, show_answers },
    status: 'open',
    started_at: at,
    deadline: attemptDeadline(now, quiz.settings)?.toISOString() ?? '',
    answers: {},
    answers_saved_at: '',
    submitted_at: '',
    late: false,
    grade: null,
    updated_at: at,
  };
  if (await ports.attempts.create(attempt)) return attemptView(attempt, [...attempts, attempt]);
  // Another start of the same number came first: answer it while it is open.
  const latest = await ports.attempts.list(caller.userId, course.id, lesson.id);
  const theirs = latest.find((one) => one.attempt_id === attempt.attempt_id);
  if (theirs?.status === 'open') return attemptView(theirs, latest);
  throw noneLeft();
}

/** One of the caller's attempts (only theirs: they are read from the caller's own partition). */
export async function getQuizAttempt(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string, attemptId: string): Promise<QuizAttemptView> {
  const { attempt, attempts } = await requireAttempt(ports, caller, courseId, lessonId, attemptId);
  return attemptView(attempt, attempts);
}

/**
 * Keeps the answers of an open attempt as they stand, until its deadline and grace pass. The
 * learn page saves as the student answers, so this reads the one attempt only: an open attempt's
 * view needs none of the others.
 */
export async function saveQuizAnswers(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string, attemptId: string, answers: AnswerSheet): Promise<QuizAttemptView> {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  const attempt = await ports.attempts.get({ user_id: caller.userId, course_id: course.id, lesson_id: lesson.id, attempt_id: attemptId });
  if (!attempt) throw new NotFoundError(message('noneWithId', { what: 'quiz attempt', id: attemptId }));
  if (attempt.status !== 'open') throw new ConflictError(message('quizAttemptSubmitted'));
  const now = ports.now();
  if (isLate(now, deadlineOf(attempt))) throw new ConflictError(message('quizTimeUp'));
  checkSheet(attempt, answers);
  const at = now.toISOString();
  if (!(await ports.attempts.saveAnswers(attempt, answers, at))) throw new ConflictError(message('quizAttemptSubmitted'));
  return attemptView({ ...attempt, answers, answers_saved_at: at, updated_at: at }, []);
}

/**
 * Submits an attempt and grades it on its own copy of the questions. On time (the deadline and
 * its grace, by the server's clock), the sheet sent replaces the saved one; late, only the answers
 * saved in time count. A pass completes the lesson in the same transaction.
 */
export async function submitQuizAttempt(ports: QuizPorts, caller: Caller, courseId: string, lessonId: string, attemptId: string, answers: AnswerSheet | undefined): Promise<QuizAttemptView> {
  // Not closed on reading: a late submission is graded here, on what was saved in time.
  const { attempt, attempts } = await requireAttempt(ports, caller, courseId, lessonId, attemptId, false);
  if (attempt.status !== 'open') throw new ConflictError(message('quizAttemptSubmitted'));
  const now = ports.now();
  const onTime = !isLate(now, deadlineOf(attempt));
  if (answers && onTime) checkSheet(attempt, answers);
  const [sheet, savedAt] = answers && onTime ? [answers, now.toISOString()] : [attempt.answers, attempt.answers_saved_at];
  const graded = await submitted(ports, attempt, sheet, savedAt, now);
  return attemptView(graded, attempts.map((one) => (one.attempt_id === graded.attempt_id ? graded : one)));
}
