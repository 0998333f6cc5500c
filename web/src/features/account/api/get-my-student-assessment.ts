import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/courses/{id}/student-assessment: the instructor's assessment of the student in a course (404 before there is one). */
export const useMyStudentAssessment = (courseId: string) => useRouteResource(routes.getMyStudentAssessment, { params: { id: courseId } });
