import { route } from '../app.js';
import { result, type RouteHandler } from '../http/handler.js';
import { comments } from './comment-deps.js';
import {
  deleteCourseComments,
  deleteLessonComment,
  getCourseComment,
  hideLessonComment,
  listCourseComments,
  listLessonComments,
  postLessonComment,
  setCourseCommentHidden,
  updateLessonComment,
} from './comments.js';
import { routes } from './routes.js';

/** A lesson's discussion is read as its reader may see it (hidden comments differ): no cache keeps it. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Course comments (decision 0044): the learn page's discussion and the back office's moderation. */
export const commentHandlers: RouteHandler[] = [
  route(routes.listLessonComments, async ({ params, query, caller }) => result(200, await listLessonComments(comments(), caller, params.id, params.lessonId, query.cursor), PERSONAL)),
  route(routes.postLessonComment, async ({ params, body, caller, logger }) => result(200, await postLessonComment(comments(), caller, params.id, params.lessonId, body, logger), PERSONAL)),
  route(routes.updateLessonComment, async ({ params, body, caller }) =>
    result(200, await updateLessonComment(comments(), caller, params.id, params.lessonId, params.commentId, body.text), PERSONAL),
  ),
  route(routes.deleteLessonComment, ({ params, caller }) => deleteLessonComment(comments(), caller, params.id, params.lessonId, params.commentId)),
  route(routes.hideLessonComment, async ({ params, body, caller }) =>
    result(200, await hideLessonComment(comments(), caller, params.id, params.lessonId, params.commentId, body.hidden), PERSONAL),
  ),
  route(routes.listCourseComments, ({ query }) => listCourseComments(comments(), query)),
  route(routes.getCourseComment, ({ params }) => getCourseComment(comments(), params.id)),
  route(routes.hideCourseComment, ({ params }) => setCourseCommentHidden(comments(), params.id, true)),
  route(routes.unhideCourseComment, ({ params }) => setCourseCommentHidden(comments(), params.id, false)),
  route(routes.deleteCourseComments, ({ body }) => deleteCourseComments(comments(), body.ids)),
];
