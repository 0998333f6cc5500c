import type { Category, PublicCategory } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../hooks/use-resource';

/** GET /public/categories/{type}: the categories in their order, with their published items counted. */
export const listPublicCategories = (type: Category['type'], signal?: AbortSignal) =>
  api.get<PublicCategory[]>(`/public/categories/${type}`, { signal, token: 'none' });

export function usePublicCategories(type: Category['type']) {
  return useResource(`categories/${type}`, (signal) => listPublicCategories(type, signal));
}
