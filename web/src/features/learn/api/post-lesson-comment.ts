import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** POST …/comments: a new thread, or a reply to the comment `parentId` names. */
export const postLessonComment = (courseId: string, lessonId: string, token: TokenKind, text: string, parentId = '') =>
  callRoute(routes.postLessonComment, { params: { id: courseId, lessonId }, body: parentId ? { text, parent_id: parentId } : { text }, token });
