import type { RouteOutput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';
import type { ContentListQuery } from './list-query';

/** GET /public/reviews: a page of 12 published reviews, newest first, optionally of one category. */
export const usePublicReviews = (query: ContentListQuery) => useRouteResource(routes.listPublicReviews, { query });

export type PublicReviewCard = RouteOutput<typeof routes.listPublicReviews>['rows'][number];
