import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { routeKey } from '../../../lib/query';

/**
 * POST …/quiz/attempts: starts an attempt (its questions drawn, its deadline set by the server);
 * the attempt still open is answered instead, and none left is refused (409).
 */
export const startQuizAttempt = (courseId: string, lessonId: string, token: TokenKind) => callRoute(routes.startQuizAttempt, { params: { id: courseId, lessonId }, token });

/** Starts (or continues) the caller's attempt; the quiz's list of attempts follows. */
export function useStartQuizAttempt(courseId: string, lessonId: string, token: TokenKind) {
  const client = useQueryClient();
  return useCallback(async () => {
    const attempt = await startQuizAttempt(courseId, lessonId, token);
    void client.invalidateQueries({ queryKey: routeKey(routes.listQuizAttempts) });
    return attempt;
  }, [client, courseId, lessonId, token]);
}
