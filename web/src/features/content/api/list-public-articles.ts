import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';
import type { ContentListQuery } from './list-query';

/** GET /public/articles: a page of 12 published articles, newest first, optionally of one category. */
export const usePublicArticles = (query: ContentListQuery) => useRouteResource(routes.listPublicArticles, { query });
