import type { PublicInstructorDetail } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';

/** GET /public/instructors/{id}: a published instructor profile, by id or slug, with their published courses; 404 otherwise. */
export const getPublicInstructor = (id: string, signal?: AbortSignal) =>
  api.get<PublicInstructorDetail>(`/public/instructors/${encodeURIComponent(id)}`, { signal, token: 'none' });

export function usePublicInstructor(id: string) {
  return useResource(`instructor/${id}`, (signal) => getPublicInstructor(id, signal));
}
