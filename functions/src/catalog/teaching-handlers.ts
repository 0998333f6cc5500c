import { route } from '../app.js';
import type { RouteHandler } from '../http/handler.js';
import { catalog } from './deps.js';
import { routes } from './routes.js';
import { getTeachingCurriculum, listTeachingCourses, listTeachingVideos, saveTeachingCurriculum } from './teaching.js';

/** The instructor's own courses and their curricula (decision 0037): the caller is the instructor. */
export const teachingHandlers: RouteHandler[] = [
  route(routes.listTeachingCourses, ({ caller }) => listTeachingCourses(catalog(), caller.userId)),
  route(routes.getTeachingCurriculum, ({ params, caller }) => getTeachingCurriculum(catalog(), caller.userId, params.id)),
  route(routes.updateTeachingCurriculum, ({ params, body, caller }) => saveTeachingCurriculum(catalog(), caller.userId, params.id, body.sections)),
  route(routes.listTeachingVideos, ({ caller }) => listTeachingVideos(catalog(), caller.userId)),
];
