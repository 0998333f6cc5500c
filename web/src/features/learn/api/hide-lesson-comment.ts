import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** PUT …/comments/{commentId}/hidden: the course's instructor or an administrator hides a comment, or shows it again. */
export const hideLessonComment = (courseId: string, lessonId: string, token: TokenKind, commentId: string, hidden: boolean) =>
  callRoute(routes.hideLessonComment, { params: { id: courseId, lessonId, commentId }, body: { hidden }, token });
