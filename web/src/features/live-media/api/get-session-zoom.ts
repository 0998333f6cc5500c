import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** How often a page left open reads the instructor's start link again: the API renews it after 90 minutes (decision 0051). */
const START_LINK_REREAD_MS = 30 * 60_000;

/**
 * GET /api/me/sessions/{id}/zoom: the Zoom meeting's join link (a seated student) or start link
 * (the instructor). Read each time the class opens or its tab comes back, and every half hour for
 * the instructor: the start link's host token lasts two hours.
 */
export const useSessionZoom = (sessionId: string, token: 'student' | 'instructor') =>
  useRouteQuery(routes.getSessionZoom, { params: { id: sessionId }, token }, { staleTime: 0, refetchInterval: token === 'instructor' ? START_LINK_REREAD_MS : false });
