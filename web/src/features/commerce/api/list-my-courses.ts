import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/courses: the courses the student owns, newest first, until their access ends. */
export const useMyCourses = () => useRouteResource(routes.listMyCourses, { token: 'student' });
