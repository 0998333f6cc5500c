import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/teaching/courses: the instructor's own courses, drafts too, newest first. */
export const useTeachingCourses = () => useRouteResource(routes.listTeachingCourses, {});
