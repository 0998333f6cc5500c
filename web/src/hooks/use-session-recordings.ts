import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../lib/query';

/**
 * GET /api/me/sessions/{id}/recordings: a past broadcast's recordings (decision 0054), with the
 * cookies that play them; read when opened, never kept. `token`: the area the caller is in.
 */
export const useSessionRecordings = (sessionId: string, token: 'student' | 'instructor') =>
  useRouteQuery(routes.getSessionRecordings, { params: { id: sessionId }, token, credentials: 'include' }, { staleTime: 0, gcTime: 0 });
