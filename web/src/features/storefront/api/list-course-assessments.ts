import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/courses/{id}/assessments: the course's average, its spread and the latest assessments, by public name. */
export const useCourseAssessments = (courseId: string) => useRouteResource(routes.listPublicCourseAssessments, { params: { id: courseId } });
