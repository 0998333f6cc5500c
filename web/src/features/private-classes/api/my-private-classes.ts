import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** GET /api/me/private-classes: the student's hours per instructor and their classes. */
export const useMyPrivateClasses = () => useRouteQuery(routes.listMyPrivateClasses, { token: 'student' }, { staleTime: 0 });

/** After a booking, a cancellation or a move: the student's list and every instructor's free slots are read again. */
function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: routeKey(routes.listMyPrivateClasses) }), client.invalidateQueries({ queryKey: routeKey(routes.listInstructorSlots) })]),
    [client],
  );
}

/** POST /api/me/private-classes: books a free slot with the student's hours. */
export function useBookPrivateClass() {
  const refresh = useRefresh();
  return useCallback(
    async (instructorId: string, startsAt: string) => {
      const booked = await callRoute(routes.bookPrivateClass, { body: { instructor_id: instructorId, starts_at: startsAt }, json: true, token: 'student' });
      await refresh();
      return booked;
    },
    [refresh],
  );
}

/** DELETE /api/me/private-classes/{id}: cancels within settingPrivateClassRoom's cut-off; the hour comes back. */
export function useCancelPrivateClass() {
  const refresh = useRefresh();
  return useCallback(
    async (id: string) => {
      const cancelled = await callRoute(routes.cancelMyPrivateClass, { params: { id }, token: 'student' });
      await refresh();
      return cancelled;
    },
    [refresh],
  );
}

/** PUT /api/me/private-classes/{id}: moves the class to another free slot of the same instructor. */
export function useReschedulePrivateClass() {
  const refresh = useRefresh();
  return useCallback(
    async (id: string, startsAt: string) => {
      const moved = await callRoute(routes.rescheduleMyPrivateClass, { params: { id }, body: { starts_at: startsAt }, json: true, token: 'student' });
      await refresh();
      return moved;
    },
    [refresh],
  );
}
