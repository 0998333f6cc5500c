import type { LessonProgress } from '@lm/shared';
import type { CourseStatusPorts, LearningPorts, StudentName } from '../learning/ports.js';
import { createCatalogStores } from './catalog-repository.js';
import type { Database } from './database.js';
import type { LessonProgressItem } from './entities/lesson-progress.js';

type LearningDatabase = Pick<Database, 'categories' | 'courses' | 'products' | 'articles' | 'reviews' | 'galleries' | 'instructorProfiles' | 'enrollments' | 'lessonProgress' | 'users'>;

/** BatchGetItem may leave keys unprocessed under load; they are asked again this many times, backing off. */
const BATCH_GET_ATTEMPTS = 4;
const BATCH_GET_BACKOFF_MS = 25;

/** Students by id in BatchGetItems of 100 keys (ElectroDB splits them), named as the people tables name them. */
async function studentsOf(db: Pick<Database, 'users'>, ids: readonly string[]): Promise<StudentName[]> {
  const found: StudentName[] = [];
  let keys = ids.map((userId) => ({ userId }));
  for (let attempt = 0; keys.length > 0; attempt += 1) {
    if (attempt === BATCH_GET_ATTEMPTS) throw new Error(`${keys.length} users stayed unprocessed after ${attempt} attempts.`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, BATCH_GET_BACKOFF_MS * 2 ** attempt));
    const { data, unprocessed } = await db.users.get(keys).go({ attributes: ['userId', 'username', 'firstname', 'lastname', 'email'] });
    for (const user of data) found.push({ id: user.userId, name: `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || user.username, email: user.email });
    keys = unprocessed;
  }
  return found;
}

const toProgress = (item: LessonProgressItem): LessonProgress => ({
  lesson_id: item.lesson_id,
  position_seconds: item.position_seconds ?? 0,
  completed: item.completed ?? false,
  updated_at: item.updated_at,
});

/** The learning domain's reads and writes on the table (decision 0034). */
export function createLearningStores(db: LearningDatabase): Omit<LearningPorts, 'videos' | 'files' | 'playback' | 'now'> & Omit<CourseStatusPorts, 'now'> {
  const { courses } = createCatalogStores(db);
  return {
    courses: { get: (id) => courses.get(id), list: () => courses.list() },
    instructorAccountOf: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['user_id'] })).data?.user_id || undefined,
    enrollments: {
      get: async (userId, courseId) => (await db.enrollments.get({ user_id: userId, course_id: courseId }).go()).data ?? undefined,
      listByUser: async (userId) => (await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' })).data,
      listByCourse: async (courseId) => (await db.enrollments.query.byCourse({ course_id: courseId }).go({ pages: 'all' })).data,
    },
    students: { get: (ids) => studentsOf(db, ids) },
    progress: {
      ofCourse: async (userId, courseId) => (await db.lessonProgress.query.byUser({ user_id: userId, course_id: courseId }).go({ pages: 'all' })).data.map(toProgress),
      ofLesson: async (userId, courseId, lessonId) => {
        const { data } = await db.lessonProgress.get({ user_id: userId, course_id: courseId, lesson_id: lessonId }).go();
        return data ? toProgress(data) : undefined;
      },
      ofUser: async (userId) => (await db.lessonProgress.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map((item) => ({ ...toProgress(item), course_id: item.course_id })),
      save: async (userId, courseId, lessonId, change, at) => {
        const { data } = await db.lessonProgress
          .update({ user_id: userId, course_id: courseId, lesson_id: lessonId })
          .set({ position_seconds: change.position_seconds, updated_at: at, ...(change.completed ? { completed: true } : {}) })
          .go({ response: 'all_new' });
        return toProgress({ user_id: userId, course_id: courseId, lesson_id: lessonId, ...data } as LessonProgressItem);
      },
    },
  };
}
