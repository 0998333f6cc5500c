import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** How often a waiting page looks whether the broadcast has started, and a playing one whether it still runs. */
const WAITING_MS = 10_000;
const PLAYING_MS = 30_000;

/** GET /api/me/sessions/{id}/broadcast: the playback URL and whether it is live; the instructor's ingest details. */
export const useSessionBroadcast = (sessionId: string, token: 'student' | 'instructor') =>
  useRouteQuery(routes.getSessionBroadcast, { params: { id: sessionId }, token }, { staleTime: 0, refetchInterval: (query) => (query.state.data?.live ? PLAYING_MS : WAITING_MS) });
