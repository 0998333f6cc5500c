import type { Promotion } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import type { ListPage } from './list-page';
import { withSearch, type ContentListQuery } from './list-query';

export type PublicPromotionCard = Omit<Promotion, 'published'>;

/** GET /public/promotions: a page of 12 published promotions that have not ended, ending soonest first. */
export const listPublicPromotions = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ListPage<PublicPromotionCard>>(withSearch('/public/promotions', query), { signal, token: 'none' });

export function usePublicPromotions(query: ContentListQuery) {
  return useResource(withSearch('promotions', query), (signal) => listPublicPromotions(query, signal));
}
