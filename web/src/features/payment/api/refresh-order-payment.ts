import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';
import { RECHECK_MS, shouldRecheck } from '../utils/outcome';
import { storeOrder } from './get-my-order';

/** POST /api/me/orders/{id}/refresh: the order with its charge read again from the provider and applied. */
export const refreshOrderPayment = (id: string, signal?: AbortSignal) => callRoute(routes.refreshOrderPayment, { params: { id }, token: 'student', signal });

/**
 * The order as the provider has its charge now, for the return from 3-D Secure. Read as a query:
 * reading the charge again changes nothing the provider has not settled, so it may run on every
 * visit, and again every few seconds, a few times, while the bank has not answered. Never kept: a
 * later visit asks again.
 */
export function useRefreshedOrder(id: string) {
  const client = useQueryClient();
  const queryKey = routeKey(routes.refreshOrderPayment, { params: { id } });
  const order = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await refreshOrderPayment(id, signal);
      storeOrder(client, answer);
      return answer;
    },
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (shouldRecheck(query.state.data, query.state.dataUpdateCount) ? RECHECK_MS : false),
  });
  /** Whether it is still being read again on its own; once not, the page offers to check again. */
  const rechecking = order.isFetching || shouldRecheck(order.data, client.getQueryState(queryKey)?.dataUpdateCount ?? 0);
  return { order, rechecking };
}

/** "I have paid": reads the charge again at once, rather than waiting for the provider's event. */
export function useCheckPayment(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => refreshOrderPayment(id), onSuccess: (order) => storeOrder(client, order) });
}
