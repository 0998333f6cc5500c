import { routes } from '@lm/shared/api/route-refs';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** The slip's link lasts five minutes: it is read again before it runs out while the order stays open. */
const LINK_FRESH_MS = 4 * 60_000;

/** GET /api/orders/{id}/slip: a five-minute link to an order's transfer slip, and its type. */
export const viewOrderSlip = (orderId: string, signal?: AbortSignal) => callRoute(routes.viewOrderSlip, { params: { id: orderId }, signal });

/** The slip's link through the cache; the slip's key is part of the read, so a new slip is read as soon as the order has one. */
export const useOrderSlip = (orderId: string, slipKey: string) =>
  useQuery({
    queryKey: [...routeKey(routes.viewOrderSlip, { params: { id: orderId } }), slipKey],
    queryFn: ({ signal }) => viewOrderSlip(orderId, signal),
    staleTime: LINK_FRESH_MS,
    gcTime: 0,
    refetchInterval: LINK_FRESH_MS,
  });
