import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/instructors/{id}: a published instructor profile, by id or slug, with their published courses; 404 otherwise. */
export const usePublicInstructor = (id: string) => useRouteResource(routes.getPublicInstructor, { params: { id } });
