import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { cartChanged } from '../../../lib/cart';
import { routeKey } from '../../../lib/query';

export interface CheckoutInput {
  idempotency_key: string;
  payment_method_id: string;
  address_id?: string | undefined;
  coupon?: string | undefined;
}

/** POST /api/checkout: orders the student's cart, priced again on the server; the same key answers the same order. */
export const checkout = ({ address_id, coupon, ...input }: CheckoutInput) =>
  callRoute(routes.checkout, { body: { ...input, ...(address_id ? { address_id } : {}), ...(coupon ? { coupon } : {}) }, token: 'student' });

/**
 * Places the order: the cart is empty afterwards, and the student's orders are read again. A
 * refusal reads the cart again too: what ran out shows on its line.
 */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    // Not waited for: the page moves on to paying at once.
    onSuccess: () => {
      void cartChanged({ cartSize: 0 });
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyOrders) });
    },
    onError: () => client.invalidateQueries({ queryKey: routeKey(routes.getCart) }),
  });
}
