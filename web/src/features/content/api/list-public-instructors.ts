import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';
import type { ContentListQuery } from './list-query';

/** GET /public/instructors: a page of 12 published instructor profiles, by name. */
export const usePublicInstructors = (query: ContentListQuery) => useRouteResource(routes.listPublicInstructors, { query });
