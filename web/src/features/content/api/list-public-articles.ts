import type { PublicArticleCard } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import { withSearch, type ContentListQuery } from './list-query';
import type { ListPage } from './list-page';

/** GET /public/articles: a page of 12 published articles, newest first, optionally of one category. */
export const listPublicArticles = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ListPage<PublicArticleCard>>(withSearch('/public/articles', query), { signal, token: 'none' });

export function usePublicArticles(query: ContentListQuery) {
  return useResource(withSearch('articles', query), (signal) => listPublicArticles(query, signal));
}
