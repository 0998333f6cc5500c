import * as z from 'zod';
import { defineRoute } from './route.js';
import { homework } from '../learning/homework-schemas.js';
import { quiz } from './schemas/quizzes.js';

/** A quiz as the instructor's curriculum editor offers it: its id and titles, nothing of its questions. */
export const teachingQuiz = quiz.pick({ id: true, title_th: true, title_en: true });
export type TeachingQuiz = z.infer<typeof teachingQuiz>;

/** A homework as the instructor's curriculum editor offers it: its id and titles, nothing of its instructions. */
export const teachingHomework = homework.pick({ id: true, title_th: true, title_en: true });

/**
 * The quizzes and homework an instructor may show as lessons (decisions 0040 and 0041): the back
 * office's files, by title.
 */
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
  listTeachingHomework: defineRoute({
    id: 'listTeachingHomework',
    method: 'GET',
    path: '/api/me/teaching/assignments',
    domain: 'learning',
    access: 'instructor',
    feature: 'HOMEWORK',
    summary: 'The homework an instructor may show as lessons of their courses: each homework of the homework file with its id and titles only, by title.',
    response: z.array(teachingHomework),
  }),
} as const;
