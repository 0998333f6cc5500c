import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/promotions/{id}: a published promotion with the published courses it applies to; 404 otherwise. */
export const usePublicPromotion = (id: string) => useRouteResource(routes.getPublicPromotion, { params: { id } });
