import type { LessonProgress } from '@lm/shared';
import type { LearningPorts } from '../learning/ports.js';
import { createCatalogStores } from './catalog-repository.js';
import type { Database } from './database.js';
import type { LessonProgressItem } from './entities/lesson-progress.js';

type LearningDatabase = Pick<Database, 'categories' | 'courses' | 'products' | 'articles' | 'reviews' | 'galleries' | 'instructorProfiles' | 'enrollments' | 'lessonProgress'>;

const toProgress = (item: LessonProgressItem): LessonProgress => ({
  lesson_id: item.lesson_id,
  position_seconds: item.position_seconds ?? 0,
  completed: item.completed ?? false,
  updated_at: item.updated_at,
});

/** The learning domain's reads and writes on the table (decision 0034). */
export function createLearningStores(db: LearningDatabase): Omit<LearningPorts, 'videos' | 'files' | 'playback' | 'now'> {
  const { courses } = createCatalogStores(db);
  return {
    courses: { get: (id) => courses.get(id) },
    instructorAccountOf: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['user_id'] })).data?.user_id || undefined,
    enrollments: {
      get: async (userId, courseId) => (await db.enrollments.get({ user_id: userId, course_id: courseId }).go()).data ?? undefined,
      listByUser: async (userId) => (await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' })).data,
    },
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
