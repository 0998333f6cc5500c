import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /public/payment-methods: the methods that are on, in their order, as checkout offers them. */
export const usePaymentMethods = (enabled = true) => useRouteQuery(routes.listPublicPaymentMethods, {}, { enabled });
