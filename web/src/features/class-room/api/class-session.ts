import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import { useRouteQuery } from '../../../lib/query';

export type RoomToken = 'student' | 'instructor';

/** GET /api/me/sessions/{id}: the session for its instructor or a booked student (404 for anyone else). */
export const useClassSession = (id: string, token: RoomToken) => useRouteQuery(routes.getMyClassSession, { params: { id }, token }, { staleTime: 0 });

/** POST /api/me/sessions/{id}/room: the room's socket, a short-lived ticket to it, and in AWS the Chime meeting. */
export const enterClassRoom = (id: string, token: RoomToken) => callRoute(routes.enterClassRoom, { params: { id }, token, json: true });
