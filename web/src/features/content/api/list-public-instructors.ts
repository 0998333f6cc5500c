import type { PublicInstructor } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import type { ListPage } from './list-page';
import { withSearch, type ContentListQuery } from './list-query';

/** GET /public/instructors: a page of 12 published instructor profiles, by name. */
export const listPublicInstructors = (query: ContentListQuery, signal?: AbortSignal) =>
  api.get<ListPage<PublicInstructor>>(withSearch('/public/instructors', query), { signal, token: 'none' });

export function usePublicInstructors(query: ContentListQuery) {
  return useResource(withSearch('instructors', query), (signal) => listPublicInstructors(query, signal));
}
