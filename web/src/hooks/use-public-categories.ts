import type { Category } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from './use-resource';

/** GET /public/categories/{type}: the categories in their order, with their published items counted. */
export const usePublicCategories = (type: Category['type']) => useRouteResource(routes.listPublicCategories, { params: { type } });
