import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** How often an order awaiting payment is read again: the payment arrives on the server, not in this page. */
const PENDING_REFRESH_MS = 5_000;

/** GET /api/me/orders/{id}: one of the student's own orders (404 for any other); read again while it awaits payment. */
export const useMyOrder = (id: string) =>
  useRouteQuery(routes.getMyOrder, { params: { id }, token: 'student' }, { enabled: !!id, refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false) });
