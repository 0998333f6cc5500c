import type { InstructorAssessmentInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** PUT /api/me/courses/{id}/assessments/instructor: rate the course's instructor; the student's page reads it again. */
export function useSaveInstructorAssessment(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    async (body: InstructorAssessmentInput) => {
      const saved = await callRoute(routes.saveMyInstructorAssessment, { params: { id: courseId }, body, json: true });
      void client.invalidateQueries({ queryKey: routeKey(routes.getMyCourseAssessments) });
      return saved;
    },
    [client, courseId],
  );
}
