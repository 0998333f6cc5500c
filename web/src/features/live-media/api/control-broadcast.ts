import type { BroadcastView } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/**
 * POST /api/me/sessions/{id}/broadcast/start and /stop: the instructor starts the server's test
 * source (the local stack) or ends what the channel receives; the answer is the view, kept as the
 * query's data.
 */
export function useControlBroadcast(sessionId: string) {
  const client = useQueryClient();
  return useCallback(
    async (action: 'start' | 'stop'): Promise<BroadcastView> => {
      const ref = action === 'start' ? routes.startSessionBroadcast : routes.stopSessionBroadcast;
      const view = await callRoute(ref, { params: { id: sessionId }, token: 'instructor' });
      client.setQueryData(routeKey(routes.getSessionBroadcast, { params: { id: sessionId }, token: 'instructor' }), view);
      return view;
    },
    [client, sessionId],
  );
}
