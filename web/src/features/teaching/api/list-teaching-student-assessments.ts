import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/teaching/courses/{id}/student-assessments: a taught course's students, each with the instructor's assessment of them. */
export const useTeachingStudentAssessments = (courseId: string) => useRouteResource(routes.listTeachingStudentAssessments, { params: { id: courseId } });
