import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/liveroom/{id}/sessions: a live room's classes with their seats, read again whenever the form opens. */
export const useLiveRoomSessions = (roomId: string) => useRouteQuery(routes.listLiveRoomSessions, { params: { id: roomId }, token: 'admin' }, { staleTime: 0, gcTime: 0 });
