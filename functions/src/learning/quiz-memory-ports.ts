import type { Course, Quiz, QuizQuestionRecord } from '@lm/shared';
import type { QuizAttemptStore, QuizPorts, StoredAttempt } from './ports.js';

/** A student's lesson progress as the memory attempts keep it: the lessons a pass completed. */
export interface MemoryCompletion {
  user_id: string;
  course_id: string;
  lesson_id: string;
  updated_at: string;
}

const keyOf = (attempt: Pick<StoredAttempt, 'user_id' | 'course_id' | 'lesson_id' | 'attempt_id'>) => [attempt.user_id, attempt.course_id, attempt.lesson_id, attempt.attempt_id].join(':');
const copy = <T>(value: T): T => structuredClone(value);

/**
 * In-memory quiz ports for unit tests of the attempts service, with the DynamoDB store's rules:
 * a number taken refuses a second create, answers and submissions hold only while the attempt is
 * open, and a pass's completion is kept with the submission or not at all.
 */
export function memoryQuizzes(options: { courses: Course[]; quizzes: Quiz[]; questions: QuizQuestionRecord[]; enrollments?: Record<string, string> }) {
  const clock = { now: new Date('2026-11-26T03:00:00.000Z') };
  const attempts = new Map<string, StoredAttempt>();
  const completed = new Map<string, MemoryCompletion>();
  let seed = 41;
  /** When set, the next submission fails as a transaction would, writing neither of its items. */
  const faults = { failNextSubmit: false };
  const store: QuizAttemptStore = {
    list: async (userId, courseId, lessonId) =>
      [...attempts.values()]
        .filter((one) => one.user_id === userId && one.course_id === courseId && one.lesson_id === lessonId)
        .sort((a, b) => (a.attempt_id < b.attempt_id ? -1 : 1))
        .map(copy),
    get: async (key) => {
      const kept = attempts.get(keyOf({ ...key }));
      return kept ? copy(kept) : undefined;
    },
    create: async (attempt) => {
      if (attempts.has(keyOf(attempt))) return false;
      attempts.set(keyOf(attempt), copy(attempt));
      return true;
    },
    saveAnswers: async (attempt, answers, at) => {
      const kept = attempts.get(keyOf(attempt));
      if (kept?.status !== 'open') return false;
      attempts.set(keyOf(attempt), { ...kept, answers: copy(answers), answers_saved_at: at, updated_at: at });
      return true;
    },
    submit: async (attempt, completeLesson) => {
      if (faults.failNextSubmit) {
        faults.failNextSubmit = false;
        throw new Error('The transaction was cancelled.');
      }
      if (attempts.get(keyOf(attempt))?.status !== 'open') return false;
      attempts.set(keyOf(attempt), copy(attempt));
      if (completeLesson) {
        const { user_id, course_id, lesson_id, updated_at } = attempt;
        completed.set(`${user_id}:${course_id}:${lesson_id}`, { user_id, course_id, lesson_id, updated_at });
      }
      return true;
    },
  };
  const enrollments = new Map(Object.entries(options.enrollments ?? {}));
  const ports: QuizPorts = {
    courses: { get: async (id) => options.courses.find((course) => course.id === id) },
    instructorAccountOf: async () => undefined,
    enrollments: {
      get: async (userId, courseId) => {
        const until = enrollments.get(`${userId}:${courseId}`);
        return until ? { access_until: until } : undefined;
      },
      listByUser: async () => [],
    },
    quizzes: { get: async (id) => options.quizzes.find((quiz) => quiz.id === id) },
    questions: { list: async () => options.questions.map(copy) },
    attempts: store,
    newSeed: () => seed++,
    now: () => clock.now,
  };
  return { ports, clock, attempts, completed, faults };
}
