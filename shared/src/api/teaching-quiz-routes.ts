import * as z from 'zod';
import { defineRoute } from './route.js';
import { quiz } from './schemas/quizzes.js';

/** A quiz as the instructor's curriculum editor offers it: its id and titles, nothing of its questions. */
export const teachingQuiz = quiz.pick({ id: true, title_th: true, title_en: true });
export type TeachingQuiz = z.infer<typeof teachingQuiz>;

/** The quizzes an instructor may show as lessons (decision 0040): the back office's quizzes file, by title. */
export const teachingQuizRoutes = {
  listTeachingQuizzes: defineRoute({
    id: 'listTeachingQuizzes',
    method: 'GET',
    path: '/api/me/teaching/quizzes',
    domain: 'learning',
    access: 'instructor',
    feature: 'QUIZ',
    summary: 'The quizzes an instructor may show as lessons of their courses: each quiz of the quizzes file with its id and titles only, by title.',
    response: z.array(teachingQuiz),
  }),
} as const;
