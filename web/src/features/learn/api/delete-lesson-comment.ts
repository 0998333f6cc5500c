import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** DELETE …/comments/{commentId}: one of the caller's own comments (kept as "comment deleted" while it has replies). */
export const deleteLessonComment = (courseId: string, lessonId: string, token: TokenKind, commentId: string) =>
  callRoute(routes.deleteLessonComment, { params: { id: courseId, lessonId, commentId }, token });
