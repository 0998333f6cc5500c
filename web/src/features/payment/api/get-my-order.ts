import type { Order } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import type { QueryClient } from '@tanstack/react-query';
import { routeKey, useRouteQuery } from '../../../lib/query';

/** How often a QR waiting to be scanned is read again: the payment lands on the server (the provider's event), not in this page. */
export const QR_POLL_MS = 3_000;

const input = (id: string) => ({ params: { id }, token: 'student' as const });

/** Whether the order waits for a QR to be paid: the page reads it again until it is. */
const awaitingQr = (order: Order | undefined) => order?.status === 'pending' && order.provider === 'promptpay' && order.payment?.status === 'pending';

/** GET /api/me/orders/{id}: one of the student's own orders (404 for any other); read again every few seconds while its QR waits. */
export const useOrderToPay = (id: string) =>
  useRouteQuery(routes.getMyOrder, input(id), { enabled: !!id, refetchInterval: (query) => (awaitingQr(query.state.data) ? QR_POLL_MS : false) });

/** Puts an order the server answered (after paying or a refresh) where the order's reads find it. */
export const storeOrder = (client: QueryClient, order: Order) => client.setQueryData(routeKey(routes.getMyOrder, input(order.id)), order);
