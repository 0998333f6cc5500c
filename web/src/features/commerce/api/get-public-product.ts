import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/products/{id}: a published product with its description, stock and category; 404 otherwise. */
export const usePublicProduct = (id: string) => useRouteResource(routes.getPublicProduct, { params: { id } });
