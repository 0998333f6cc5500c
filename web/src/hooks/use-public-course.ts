import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from './use-resource';

/** GET /public/courses/{id}: a published course with its category; 404 otherwise. */
export const usePublicCourse = (id: string) => useRouteResource(routes.getPublicCourse, { params: { id } });
