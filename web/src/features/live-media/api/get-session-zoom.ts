import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/**
 * GET /api/me/sessions/{id}/zoom: the Zoom meeting's join link (a seated student) or start link
 * (the instructor). Read each time the class opens: the instructor's start link lasts two hours.
 */
export const useSessionZoom = (sessionId: string, token: 'student' | 'instructor') =>
  useRouteQuery(routes.getSessionZoom, { params: { id: sessionId }, token }, { staleTime: 0 });
