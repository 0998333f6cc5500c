import type { PublicGallery } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import type { ListPage } from './list-page';
import { withSearch, type ContentListQuery } from './list-query';

/** GET /public/galleries: a page of 12 published galleries with their images, newest first, optionally of one category. */
export const listPublicGalleries = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ListPage<PublicGallery>>(withSearch('/public/galleries', query), { signal, token: 'none' });

export function usePublicGalleries(query: ContentListQuery) {
  return useResource(withSearch('galleries', query), (signal) => listPublicGalleries(query, signal));
}
