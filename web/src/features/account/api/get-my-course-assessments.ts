import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/courses/{id}/assessments: what the student wrote of a course and its instructor, and how far they are in it. */
export const useMyCourseAssessments = (courseId: string) => useRouteResource(routes.getMyCourseAssessments, { params: { id: courseId } });
