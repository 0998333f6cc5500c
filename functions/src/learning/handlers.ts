import { route } from '../app.js';
import { homeworkRecords } from '../data/records/homework.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { getMyActivity, listCourseActivity } from './activity.js';
import { assessmentHandlers } from './assessment-handlers.js';
import { commentHandlers } from './comment-handlers.js';
import { exportCourseStatus, listCourseStatus } from './course-status.js';
import { learning } from './deps.js';
import { homeworkHandlers } from './homework-handlers.js';
import { routes } from './routes.js';
import { getQuizAttempt, listQuizAttempts, saveQuizAnswers, startQuizAttempt, submitQuizAttempt } from './quiz-attempts.js';
import { byTitle, listTeachingQuizzes, quizFiles } from './quizzes.js';
import { courseRecordings, getLearnCourse, listMyLearning, openLesson, previewVideo, saveLessonProgress } from './service.js';

/** What one caller may open, and where they are: nobody's cache keeps it. */
const PERSONAL = { 'cache-control': 'private, no-store' };

export const learningHandlers: RouteHandler[] = [
  route(routes.getLearnCourse, async ({ params, caller }) => result(200, await getLearnCourse(learning(), caller, params.id), PERSONAL)),
  route(routes.listCourseRecordings, async ({ params, caller }) => result(200, await courseRecordings(learning(), caller, params.id), PERSONAL)),
  route(routes.openLesson, async ({ params, caller }) => {
    const { answer, cookies } = await openLesson(learning(), caller, params.id, params.lessonId);
    return result(200, answer, PERSONAL, cookies);
  }),
  route(routes.saveLessonProgress, ({ params, body, caller }) => saveLessonProgress(learning(), caller, params.id, params.lessonId, body)),
  route(routes.previewVideo, async ({ params }) => {
    const { answer, cookies } = await previewVideo(learning(), params.id);
    return result(200, answer, PERSONAL, cookies);
  }),
  route(routes.listMyLearning, ({ caller }) => listMyLearning(learning(), caller.userId)),
  route(routes.listCourseStatus, ({ query }) => listCourseStatus(learning(), query)),
  route(routes.exportCourseStatus, async ({ query }) => ({ rows: await exportCourseStatus(learning(), query) })),
  route(routes.getMyActivity, async ({ caller }) => result(200, await getMyActivity(learning(), caller.userId), PERSONAL)),
  route(routes.listCourseActivity, ({ query }) => listCourseActivity(learning(), query)),
  ...masterFileHandlers(quizFiles, learning),
  route(routes.listTeachingQuizzes, () => listTeachingQuizzes(learning())),
  route(routes.listTeachingHomework, async () => byTitle(await learning().records(homeworkRecords).list())),
  // A student's attempts are theirs alone, and change while they answer: no cache keeps them.
  route(routes.listQuizAttempts, async ({ params, caller }) => result(200, await listQuizAttempts(learning(), caller, params.id, params.lessonId), PERSONAL)),
  route(routes.startQuizAttempt, async ({ params, caller }) => result(200, await startQuizAttempt(learning(), caller, params.id, params.lessonId), PERSONAL)),
  route(routes.getQuizAttempt, async ({ params, caller }) => result(200, await getQuizAttempt(learning(), caller, params.id, params.lessonId, params.attemptId), PERSONAL)),
  route(routes.saveQuizAnswers, async ({ params, body, caller }) =>
    result(200, await saveQuizAnswers(learning(), caller, params.id, params.lessonId, params.attemptId, body.answers), PERSONAL),
  ),
  route(routes.submitQuizAttempt, async ({ params, body, caller }) =>
    result(200, await submitQuizAttempt(learning(), caller, params.id, params.lessonId, params.attemptId, body.answers), PERSONAL),
  ),
  ...assessmentHandlers,
  ...commentHandlers,
  ...homeworkHandlers,
];
