import type { PublicCourse } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../hooks/use-resource';

/** GET /public/courses/{id}: a published course with its category; 404 otherwise. */
export const getPublicCourse = (id: string, signal?: AbortSignal) => api.get<PublicCourse>(`/public/courses/${encodeURIComponent(id)}`, { signal, token: 'none' });

export function usePublicCourse(id: string) {
  return useResource(`course/${id}`, (signal) => getPublicCourse(id, signal));
}
