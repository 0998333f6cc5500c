import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** PUT …/comments/{commentId}: the author's new text. */
export const updateLessonComment = (courseId: string, lessonId: string, token: TokenKind, commentId: string, text: string) =>
  callRoute(routes.updateLessonComment, { params: { id: courseId, lessonId, commentId }, body: { text }, token });
