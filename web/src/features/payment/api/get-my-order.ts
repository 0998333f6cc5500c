import type { Order } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import type { QueryClient } from '@tanstack/react-query';
import { routeKey, useRouteQuery } from '../../../lib/query';
import { pollInterval } from '../utils/outcome';

const input = (id: string) => ({ params: { id }, token: 'student' as const });

/**
 * GET /api/me/orders/{id}: one of the student's own orders (404 for any other); read again every
 * few seconds while its QR waits to be scanned, and now and then while its slip is under review.
 */
export const useOrderToPay = (id: string) => useRouteQuery(routes.getMyOrder, input(id), { enabled: !!id, refetchInterval: (query) => pollInterval(query.state.data) });

/** Puts an order the server answered (after paying or a refresh) where the order's reads find it. */
export const storeOrder = (client: QueryClient, order: Order) => client.setQueryData(routeKey(routes.getMyOrder, input(order.id)), order);

/** Drops what the cache holds of one order, so its next read asks the server (after a step that may have changed it). */
export const forgetOrder = (client: QueryClient, id: string) => client.invalidateQueries({ queryKey: routeKey(routes.getMyOrder, input(id)) });
