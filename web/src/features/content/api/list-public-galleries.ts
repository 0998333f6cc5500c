import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';
import type { ContentListQuery } from './list-query';

/** GET /public/galleries: a page of 12 published galleries with their images, newest first, optionally of one category. */
export const usePublicGalleries = (query: ContentListQuery) => useRouteResource(routes.listPublicGalleries, { query });
