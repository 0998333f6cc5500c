import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { CurriculumPayload } from '../../../lib/curriculum-editing';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/me/teaching/courses/{id}/curriculum: one of the instructor's own courses' outline, read fresh each time its editor opens. */
export const useTeachingCurriculum = (courseId: string) => useRouteQuery(routes.getTeachingCurriculum, { params: { id: courseId } }, { staleTime: 0, gcTime: 0 });

/**
 * PUT /api/me/teaching/courses/{id}/curriculum: the whole outline in its order (decision 0037);
 * answers it as saved, new lessons with their ids. Its body holds lists, so it goes as JSON.
 */
export const saveTeachingCurriculum = (courseId: string, body: CurriculumPayload) =>
  callRoute(routes.updateTeachingCurriculum, { params: { id: courseId }, body, json: true });
