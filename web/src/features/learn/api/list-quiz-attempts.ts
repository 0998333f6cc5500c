import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';
import type { TokenKind } from '../../../lib/api/client';

/**
 * GET /api/me/courses/{id}/lessons/{lessonId}/quiz/attempts: the quiz's rules, the caller's
 * attempts with their scores, the attempts left and the attempt still open. Read again each time
 * the lesson opens: another tab may have started or submitted one.
 */
export const useQuizAttempts = (courseId: string, lessonId: string, token: TokenKind) =>
  useRouteQuery(routes.listQuizAttempts, { params: { id: courseId, lessonId }, token }, { staleTime: 0 });
