import type { LessonProgress } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { routeKey } from '../../../lib/query';
import { storeProgress } from './get-learn-course';

export interface ProgressSave {
  position_seconds: number;
  duration_seconds?: number;
  completed?: boolean;
}

/** PUT /api/me/courses/{id}/lessons/{lessonId}/progress: where the caller is in a lesson they may open (JSON: `completed` is a boolean). */
export const saveLessonProgress = (courseId: string, lessonId: string, body: ProgressSave, token: TokenKind, keepalive = false) =>
  callRoute(routes.saveLessonProgress, { params: { id: courseId, lessonId }, body, json: true, token, keepalive });

/**
 * Saves a lesson's progress for the signed-in caller; the course the page shows and the student
 * area's list follow the answer.
 */
export function useSaveProgress(courseId: string, token: TokenKind) {
  const client = useQueryClient();
  return useCallback(
    async (lessonId: string, body: ProgressSave, keepalive = false): Promise<LessonProgress> => {
      const saved = await saveLessonProgress(courseId, lessonId, body, token, keepalive);
      storeProgress(client, courseId, token, saved);
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyLearning) });
      return saved;
    },
    [client, courseId, token],
  );
}
