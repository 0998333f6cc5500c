import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/reviews/{id}: a published review with its category; 404 otherwise. */
export const usePublicReview = (id: string) => useRouteResource(routes.getPublicReview, { params: { id } });
