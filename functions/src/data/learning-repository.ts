import { setTimeout as sleep } from 'node:timers/promises';
import type { AnswerSheet, AttemptGrade, AttemptQuestion, AttemptSettings, LessonProgress } from '@lm/shared';
import { Service } from 'electrodb';
import type { CourseStatusPorts, LearningPorts, QuizAttemptStore, StoredAttempt, StudentName } from '../learning/ports.js';
import { createCourseStore } from './catalog-repository.js';
import { writtenUnlessRefused } from './conditions.js';
import { accountContacts } from './user-repository.js';
import type { Database } from './database.js';
import type { LessonProgressItem } from './entities/lesson-progress.js';
import type { QuizAttemptItem } from './entities/quiz-attempt.js';

type LearningDatabase = Pick<Database, 'courses' | 'instructorProfiles' | 'enrollments' | 'lessonProgress' | 'dailyActivity' | 'users'>;

/** Students by id in one batch get, named as the people tables name them. */
async function studentsOf(db: Pick<Database, 'users'>, ids: readonly string[]): Promise<StudentName[]> {
  const contacts = await accountContacts(db, ids);
  return [...contacts.values()].map(({ userId, name, email }) => ({ id: userId, name, email }));
}

const toProgress = (item: LessonProgressItem): LessonProgress => ({
  lesson_id: item.lesson_id,
  position_seconds: item.position_seconds ?? 0,
  watched_seconds: item.watched_seconds ?? 0,
  completed: item.completed ?? false,
  completed_at: item.completed_at ?? '',
  updated_at: item.updated_at,
});



/** The learning domain's reads and writes on the table (decision 0034). */
export function createLearningStores(db: LearningDatabase): Omit<LearningPorts, 'videos' | 'recordings' | 'files' | 'playback' | 'now'> & Omit<CourseStatusPorts, 'now' | 'attempts' | 'homework' | 'certificates'> {
  const courses = createCourseStore(db);
  const saves = new Service({ lessonProgress: db.lessonProgress, dailyActivity: db.dailyActivity });
  return {
    courses: { get: (id) => courses.get(id), list: () => courses.list() },
    instructorAccountOf: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['user_id'] })).data?.user_id || undefined,
    enrollments: {
      get: async (userId, courseId) => (await db.enrollments.get({ user_id: userId, course_id: courseId }).go()).data ?? undefined,
      listByUser: async (userId) => (await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' })).data,
      listByCourse: async (courseId) => (await db.enrollments.query.byCourse({ course_id: courseId }).go({ pages: 'all' })).data,
    },
    students: { get: (ids) => studentsOf(db, ids) },
    activity: {
      ofUser: async (userId, from) =>
        (await db.dailyActivity.query.byUser({ user_id: userId }).gte({ day: from }).go({ pages: 'all' })).data.map(({ course_id, day, seconds }) => ({ course_id, day, user_id: userId, seconds: seconds ?? 0 })),
      ofCourse: async (courseId, from) =>
        (await db.dailyActivity.query.byCourse({ course_id: courseId }).gte({ day: from }).go({ pages: 'all' })).data.map(({ user_id, day, seconds }) => ({ course_id: courseId, day, user_id, seconds: seconds ?? 0 })),
    },
    progress: {
      ofCourse: async (userId, courseId) => (await db.lessonProgress.query.byUser({ user_id: userId, course_id: courseId }).go({ pages: 'all' })).data.map(toProgress),
      ofLesson: async (userId, courseId, lessonId) => {
        const { data } = await db.lessonProgress.get({ user_id: userId, course_id: courseId, lesson_id: lessonId }).go();
        return data ? toProgress(data) : undefined;
      },
      ofUser: async (userId) => (await db.lessonProgress.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map((item) => ({ ...toProgress(item), course_id: item.course_id })),
      record: async (step) => {
        const key = { user_id: step.user_id, course_id: step.course_id, lesson_id: step.lesson_id };
        const change = {
          position_seconds: step.position_seconds,
          watched_seconds: step.watched_seconds,
          updated_at: step.at,
          ...(step.completes ? { completed: true, completed_at: step.at } : {}),
        };
        const { canceled } = await saves.transaction
          .write(({ lessonProgress, dailyActivity }) => [
            lessonProgress
              .update(key)
              .set(change)
              .where((attributes, operations) => (step.kept_updated_at ? operations.eq(attributes.updated_at, step.kept_updated_at) : operations.notExists(attributes.updated_at)))
              .commit(),
            ...(step.learned_seconds > 0
              ? [dailyActivity.upsert({ user_id: step.user_id, course_id: step.course_id, day: step.day, updated_at: step.at }).add({ seconds: step.learned_seconds }).commit()]
              : []),
          ])
          .go();
        return !canceled;
      },
    },
  };
}

const toAttempt = (item: QuizAttemptItem): StoredAttempt => ({
  user_id: item.user_id,
  course_id: item.course_id,
  lesson_id: item.lesson_id,
  attempt_id: item.attempt_id,
  quiz_id: item.quiz_id,
  seed: item.seed,
  questions: item.questions as AttemptQuestion[],
  settings: item.settings as AttemptSettings,
  status: item.status,
  started_at: item.started_at,
  deadline: item.deadline ?? '',
  answers: (item.answers ?? {}) as AnswerSheet,
  answers_saved_at: item.answers_saved_at ?? '',
  submitted_at: item.submitted_at ?? '',
  late: item.late ?? false,
  grade: (item.grade as AttemptGrade | undefined) ?? null,
  updated_at: item.updated_at,
});

/** A submission that met another transaction on the same items is tried again this often. */
const SUBMIT_CONFLICT_RETRIES = 4;

/** A student's quiz attempts, in their partition beside their lesson progress (decision 0040). */
export function createQuizAttemptStore(db: Pick<Database, 'quizAttempts' | 'lessonProgress'>): QuizAttemptStore {
  const service = new Service({ quizAttempts: db.quizAttempts, lessonProgress: db.lessonProgress });
  const keyOf = (attempt: Pick<StoredAttempt, 'user_id' | 'course_id' | 'lesson_id' | 'attempt_id'>) => ({
    user_id: attempt.user_id,
    course_id: attempt.course_id,
    lesson_id: attempt.lesson_id,
    attempt_id: attempt.attempt_id,
  });
  return {
    // The key's prefix also matches lessons whose id starts with this one: those are left out.
    list: async (userId, courseId, lessonId) =>
      (await db.quizAttempts.query.byUser({ user_id: userId, course_id: courseId, lesson_id: lessonId }).go({ pages: 'all' })).data
        .filter((item) => item.course_id === courseId && item.lesson_id === lessonId)
        .map(toAttempt)
        .sort((a, b) => (a.attempt_id < b.attempt_id ? -1 : 1)),
    get: async (key) => {
      const { data } = await db.quizAttempts.get(keyOf(key)).go();
      return data ? toAttempt(data) : undefined;
    },
    create: async (attempt) => {
      const { grade: _none, ...item } = attempt;
      return writtenUnlessRefused(db.quizAttempts.create(item).go());
    },
    saveAnswers: async (attempt, answers, at) => {
      return writtenUnlessRefused(
        db.quizAttempts
          .patch(keyOf(attempt))
          .set({ answers, answers_saved_at: at, updated_at: at })
          .where((attributes, operations) => operations.eq(attributes.status, 'open'))
          .go(),
      );
    },
    submit: async (attempt, completeLesson) => {
      const { answers, answers_saved_at, submitted_at, late, grade, updated_at } = attempt;
      for (let round = 0; ; round++) {
        const { canceled, data } = await service.transaction
          .write(({ quizAttempts, lessonProgress }) => [
            quizAttempts
              .patch(keyOf(attempt))
              .set({ status: 'submitted', answers, answers_saved_at, submitted_at, late, ...(grade ? { grade } : {}), updated_at })
              .where((attributes, operations) => operations.eq(attributes.status, 'open'))
              .commit(),
            ...(completeLesson
              ? [lessonProgress.update({ user_id: attempt.user_id, course_id: attempt.course_id, lesson_id: attempt.lesson_id }).set({ completed: true, completed_at: updated_at, updated_at }).commit()]
              : []),
          ])
          .go();
        if (!canceled) return true;
        const codes = (data as { code?: string }[]).map((result) => result.code ?? 'None');
        if (codes[0] === 'ConditionalCheckFailed') return false;
        if (round >= SUBMIT_CONFLICT_RETRIES || !codes.includes('TransactionConflict')) throw new Error(`The quiz attempt could not be submitted: ${codes.join(', ')}.`);
        await sleep(Math.random() * 20 * 2 ** round);
      }
    },
  };
}
