import { routes } from '@lm/shared/api/route-refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';
import type { BookstoreFields } from '../utils/bookstore';
import { forgetOrder } from './get-my-order';

/**
 * POST /public/payments/bookstore/result: the bookstore's signed result, exactly as it came back.
 * The server checks the signature (401 otherwise) and its 15 minutes, then pays the order once for
 * its whole total; answers the order's id and status.
 */
export const completeBookstorePayment = (fields: BookstoreFields, signal?: AbortSignal) =>
  callRoute(routes.completeBookstorePayment, { body: fields, json: true, signal });

/**
 * The result applied, for /chulabook/payment/result. Read as a query: the server applies a result
 * once, so asking again (a reload, the page mounted twice) answers the same. Never kept. The
 * order's own reads are read again, as it may now be paid.
 */
export function useBookstoreResult(fields: BookstoreFields | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: routeKey(routes.completeBookstorePayment, fields),
    queryFn: async ({ signal }) => {
      const answer = await completeBookstorePayment(fields as BookstoreFields, signal);
      void forgetOrder(client, answer.order_id);
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyOrders) });
      return answer;
    },
    enabled: !!fields,
    staleTime: 0,
    gcTime: 0,
  });
}
