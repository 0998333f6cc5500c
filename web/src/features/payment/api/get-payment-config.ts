import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /public/payments/config: the card provider's public key and where Omise.js is served from. */
export const usePaymentConfig = (enabled = true) => useRouteQuery(routes.getPaymentConfig, {}, { enabled, staleTime: Infinity });
