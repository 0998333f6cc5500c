import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from '../../../hooks/use-resource';

/** GET /api/me/orders: the student's own orders, newest first. */
export const useMyOrders = () => useRouteResource(routes.listMyOrders, { token: 'student' });
