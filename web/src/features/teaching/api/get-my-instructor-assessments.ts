import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/instructor-assessments: what students said of the instructor, without their names, per course. */
export const useMyInstructorAssessments = () => useRouteResource(routes.getMyInstructorAssessments, {});
