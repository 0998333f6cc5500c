import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** GET /api/private/students/{id}: one student's private classes with the instructor. */
export const usePrivateStudent = (id: string) => useRouteQuery(routes.getPrivateStudent, { params: { id }, token: 'instructor' }, { staleTime: 0, retry: false });

/** DELETE /api/me/teaching/private-classes/{id}: the instructor cancels; the student gets the hour back. */
export function useCancelTaughtClass() {
  const client = useQueryClient();
  return useCallback(
    async (id: string) => {
      const cancelled = await callRoute(routes.cancelTeachingPrivateClass, { params: { id }, token: 'instructor' });
      await client.invalidateQueries({ queryKey: routeKey(routes.getPrivateStudent) });
      return cancelled;
    },
    [client],
  );
}
