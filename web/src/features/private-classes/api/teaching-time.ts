import type { AvailabilityInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** GET /api/me/teaching/availability: the instructor's weekly hours, dates off, extra hours and hourly price. */
export const useTeachingTime = () => useRouteQuery(routes.getMyTeachingTime, { token: 'instructor' }, { staleTime: 0 });

/** PUT /api/me/teaching/availability: publishes it; the form shows what was saved. */
export function useSaveTeachingTime() {
  const client = useQueryClient();
  return useCallback(
    async (input: AvailabilityInput) => {
      const saved = await callRoute(routes.saveMyTeachingTime, { body: input, json: true, token: 'instructor' });
      client.setQueryData(routeKey(routes.getMyTeachingTime, { token: 'instructor' }), saved);
      return saved;
    },
    [client],
  );
}
