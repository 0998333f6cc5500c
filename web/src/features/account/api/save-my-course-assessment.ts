import type { CourseAssessmentInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** PUT /api/me/courses/{id}/assessments/course: rate and review a finished course; the student's page and the course page read it again. */
export function useSaveCourseAssessment(courseId: string) {
  const client = useQueryClient();
  return useCallback(
    async (body: CourseAssessmentInput) => {
      const saved = await callRoute(routes.saveMyCourseAssessment, { params: { id: courseId }, body, json: true });
      void client.invalidateQueries({ queryKey: routeKey(routes.getMyCourseAssessments) });
      void client.invalidateQueries({ queryKey: routeKey(routes.listPublicCourseAssessments) });
      return saved;
    },
    [client, courseId],
  );
}
