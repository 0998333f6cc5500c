import type { PublicReview } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';

/** GET /public/reviews/{id}: a published review with its category; 404 otherwise. */
export const getPublicReview = (id: string, signal?: AbortSignal) => api.get<PublicReview>(`/public/reviews/${encodeURIComponent(id)}`, { signal, token: 'none' });

export function usePublicReview(id: string) {
  return useResource(`review/${id}`, (signal) => getPublicReview(id, signal));
}
