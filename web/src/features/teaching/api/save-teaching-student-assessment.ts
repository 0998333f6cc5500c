import type { RubricScores } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** PUT /api/me/teaching/courses/{id}/student-assessments/{studentId}: assess a student of the course on the rubric; the list reads it again. */
export function useSaveStudentAssessment(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    async (studentId: string, body: { scores: RubricScores; comment: string }) => {
      const saved = await callRoute(routes.saveTeachingStudentAssessment, { params: { id: courseId, studentId }, body, json: true });
      void client.invalidateQueries({ queryKey: routeKey(routes.listTeachingStudentAssessments) });
      return saved;
    },
    [client, courseId],
  );
}
