import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** GET /public/branches: the published branches with their study rooms' seats and opening hours. */
export const usePublicBranches = () => useRouteQuery(routes.listPublicBranches, {});

/** GET /public/branches/{id}/slots: the branch's open hours of `days` Bangkok dates from `from`, with their seats left. */
export const useBranchSlots = (id: string, from: string, days: number) =>
  useRouteQuery(routes.listBranchSlots, { params: { id }, query: { from, days } }, { staleTime: 0, enabled: id !== '' });

/** GET /api/me/study-bookings: the student's study seats, upcoming and past. */
export const useMyStudyBookings = () => useRouteQuery(routes.listMyStudyBookings, { token: 'student' }, { staleTime: 0 });

/** After a booking or a cancellation: the hours' seats left and the student's seats are read again. */
function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: routeKey(routes.listBranchSlots) }), client.invalidateQueries({ queryKey: routeKey(routes.listMyStudyBookings) })]),
    [client],
  );
}

/** POST /api/me/study-bookings: books a seat of the branch's study room for the hour. */
export function useBookStudySeat() {
  const refresh = useRefresh();
  return useCallback(
    async (branchId: string, startsAt: string) => {
      try {
        return await callRoute(routes.bookStudySeat, { body: { branch_id: branchId, starts_at: startsAt }, json: true, token: 'student' });
      } finally {
        await refresh();
      }
    },
    [refresh],
  );
}

/** POST /api/me/study-bookings/cancel: gives the seat back, up to the cut-off before it starts. */
export function useCancelStudySeat() {
  const refresh = useRefresh();
  return useCallback(
    async (branchId: string, startsAt: string) => {
      try {
        return await callRoute(routes.cancelStudySeat, { body: { branch_id: branchId, starts_at: startsAt }, json: true, token: 'student' });
      } finally {
        await refresh();
      }
    },
    [refresh],
  );
}
