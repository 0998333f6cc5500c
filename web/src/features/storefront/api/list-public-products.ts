import type { PublicProductPage } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../hooks/use-resource';
import { courseListSearch } from './list-public-courses';

export interface ProductListQuery {
  category?: string;
  value?: string;
  page?: number;
}

/** GET /public/products: a page of 12 published products, found by the words of `value`. */
export const listPublicProducts = (query: ProductListQuery, signal?: AbortSignal) => {
  const search = courseListSearch(query);
  return api.get<PublicProductPage>(`/public/products${search ? `?${search}` : ''}`, { signal, token: 'none' });
};

export function usePublicProducts(query: ProductListQuery) {
  return useResource(`products?${courseListSearch(query)}`, (signal) => listPublicProducts(query, signal));
}
