import type { RouteOutput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';
import type { ContentListQuery } from './list-query';

/** GET /public/promotions: a page of 12 published promotions that have not ended, ending soonest first. */
export const usePublicPromotions = (query: ContentListQuery) => useRouteResource(routes.listPublicPromotions, { query });

export type PublicPromotionCard = RouteOutput<typeof routes.listPublicPromotions>['rows'][number];
