import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { learning } from './deps.js';
import { homeworkPorts } from './homework-deps.js';
import { homeworkFiles } from './homework.js';
import { getHomeworkLesson, getHomeworkReview, listHomeworkReviews, reviewHomework, submitHomework } from './homework-submissions.js';
import { routes } from './routes.js';

/** A student's work and its review are theirs and their teacher's: no cache keeps them, and download links in them are short-lived. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Homework (decision 0041): the master files, a student's lesson and submissions, and the review. */
export const homeworkHandlers: RouteHandler[] = [
  ...masterFileHandlers(homeworkFiles, learning),
  route(routes.getHomeworkLesson, async ({ params, caller }) => result(200, await getHomeworkLesson(homeworkPorts(), caller, params.id, params.lessonId), PERSONAL)),
  route(routes.submitHomework, async ({ params, body, caller }) => result(200, await submitHomework(homeworkPorts(), caller, params.id, params.lessonId, body), PERSONAL)),
  route(routes.listHomeworkReviews, async ({ query, caller }) => result(200, await listHomeworkReviews(homeworkPorts(), caller, query.status), PERSONAL)),
  route(routes.getHomeworkReview, async ({ params, caller }) => result(200, await getHomeworkReview(homeworkPorts(), caller, params.id), PERSONAL)),
  route(routes.reviewHomework, async ({ params, body, caller }) => result(200, await reviewHomework(homeworkPorts(), caller, params.id, body), PERSONAL)),
];
