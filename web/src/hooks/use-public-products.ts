import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from './use-resource';
import { trimmed } from './use-public-courses';

export interface ProductListQuery {
  category?: string;
  value?: string;
  page?: number;
}

/** GET /public/products: a page of 12 published products, found by the words of `value`. */
export const usePublicProducts = (query: ProductListQuery) => useRouteResource(routes.listPublicProducts, { query: trimmed(query) });
