import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** GET /public/live-classes: upcoming classes of published live rooms, with their seats left. */
export const useUpcomingLiveClasses = () => useRouteQuery(routes.listLiveClasses, {}, { staleTime: 0 });

/** GET /api/me/live-classes: the student's booked classes, upcoming and past. */
export const useMyLiveClasses = () => useRouteQuery(routes.listMyLiveClasses, { token: 'student' }, { staleTime: 0 });

/** GET /api/me/teaching/live-classes: the instructor's classes not yet ended. */
export const useTeachingLiveClasses = () => useRouteQuery(routes.listTeachingLiveClasses, { token: 'instructor' }, { staleTime: 0 });

/** After a booking or a cancellation, both lists are read again (the seats left change too). */
function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: routeKey(routes.listMyLiveClasses) }), client.invalidateQueries({ queryKey: routeKey(routes.listLiveClasses) })]),
    [client],
  );
}

/** POST /api/me/live-classes: books a free class, or one included with a course the student owns. */
export function useBookLiveClass() {
  const refresh = useRefresh();
  return useCallback(
    async (sessionId: string) => {
      const booked = await callRoute(routes.bookLiveClass, { body: { session_id: sessionId }, json: true, token: 'student' });
      await refresh();
      return booked;
    },
    [refresh],
  );
}

/** POST /api/me/live-classes/cancel: gives the seat back, up to settingLiveroom's cut-off. */
export function useCancelLiveClass() {
  const refresh = useRefresh();
  return useCallback(
    async (sessionId: string) => {
      await callRoute(routes.cancelLiveClass, { body: { session_id: sessionId }, json: true, token: 'student' });
      await refresh();
    },
    [refresh],
  );
}
