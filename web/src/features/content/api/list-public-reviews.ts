import type { Review } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import type { ListPage } from './list-page';
import { withSearch, type ContentListQuery } from './list-query';

export type PublicReviewCard = Omit<Review, 'published'>;

/** GET /public/reviews: a page of 12 published reviews, newest first, optionally of one category. */
export const listPublicReviews = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ListPage<PublicReviewCard>>(withSearch('/public/reviews', query), { signal, token: 'none' });

export function usePublicReviews(query: ContentListQuery) {
  return useResource(withSearch('reviews', query), (signal) => listPublicReviews(query, signal));
}
