import { routes } from '@lm/shared/api/route-refs';
import type { TokenKind } from '../../../lib/api/client';
import { useRouteQuery } from '../../../lib/query';

/**
 * GET /api/me/courses/{id}/lessons/{lessonId}/homework: the homework's instructions, due date and
 * scores, the caller's submissions with their reviews and file links, and whether they may submit.
 * Read again each time the lesson opens: a review may have come since.
 */
export const useHomeworkLesson = (courseId: string, lessonId: string, token: TokenKind) =>
  useRouteQuery(routes.getHomeworkLesson, { params: { id: courseId, lessonId }, token }, { staleTime: 0 });
