import type { PublicArticle } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';

/** GET /public/articles/{id}: a published article, by id or slug, with its category; 404 otherwise. */
export const getPublicArticle = (id: string, signal?: AbortSignal) => api.get<PublicArticle>(`/public/articles/${encodeURIComponent(id)}`, { signal, token: 'none' });

export function usePublicArticle(id: string) {
  return useResource(`article/${id}`, (signal) => getPublicArticle(id, signal));
}
