import type { AnswerSheet } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { routeKey } from '../../../lib/query';
import { refreshLearnCourse } from './get-learn-course';

/** POST …/quiz/attempts/{attemptId}/submit: grades the attempt on the final sheet (a second submission is refused, 409). */
export const submitQuizAttempt = (courseId: string, lessonId: string, attemptId: string, answers: AnswerSheet, token: TokenKind) =>
  callRoute(routes.submitQuizAttempt, { params: { id: courseId, lessonId, attemptId }, body: { answers }, json: true, token });

/**
 * Submits an attempt. A pass completes the lesson on the server, so the course the page shows (its
 * ticks, its percent), the student area's list and the quiz's attempts are read again.
 */
export function useSubmitQuizAttempt(courseId: string, lessonId: string, token: TokenKind) {
  const client = useQueryClient();
  return useCallback(
    async (attemptId: string, answers: AnswerSheet) => {
      const graded = await submitQuizAttempt(courseId, lessonId, attemptId, answers, token);
      await Promise.all([
        client.invalidateQueries({ queryKey: routeKey(routes.listQuizAttempts) }),
        client.invalidateQueries({ queryKey: routeKey(routes.listMyLearning) }),
        refreshLearnCourse(client, courseId, token),
      ]);
      return graded;
    },
    [client, courseId, lessonId, token],
  );
}
