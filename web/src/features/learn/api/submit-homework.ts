import type { HomeworkLessonView } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { routeKey } from '../../../lib/query';

/** POST /api/me/courses/{id}/lessons/{lessonId}/homework: submits a text and the files uploaded for it. */
export const submitHomework = (courseId: string, lessonId: string, body: { text: string; file_ids: string[] }, token: TokenKind) =>
  callRoute(routes.submitHomework, { params: { id: courseId, lessonId }, body, json: true, token });

/** Submits the homework; the lesson's view is the answer, kept as the query's data. */
export function useSubmitHomework(courseId: string, lessonId: string, token: TokenKind) {
  const client = useQueryClient();
  return useCallback(
    async (body: { text: string; file_ids: string[] }): Promise<HomeworkLessonView> => {
      const view = await submitHomework(courseId, lessonId, body, token);
      client.setQueryData(routeKey(routes.getHomeworkLesson, { params: { id: courseId, lessonId }, token }), view);
      return view;
    },
    [client, courseId, lessonId, token],
  );
}
