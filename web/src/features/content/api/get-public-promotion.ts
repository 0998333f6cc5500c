import type { PublicPromotion } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';

/** GET /public/promotions/{id}: a published promotion with the published courses it applies to; 404 otherwise. */
export const getPublicPromotion = (id: string, signal?: AbortSignal) =>
  api.get<PublicPromotion>(`/public/promotions/${encodeURIComponent(id)}`, { signal, token: 'none' });

export function usePublicPromotion(id: string) {
  return useResource(`promotion/${id}`, (signal) => getPublicPromotion(id, signal));
}
