import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /public/articles/{id}: a published article, by id or slug, with its category; 404 otherwise. */
export const usePublicArticle = (id: string) => useRouteResource(routes.getPublicArticle, { params: { id } });
