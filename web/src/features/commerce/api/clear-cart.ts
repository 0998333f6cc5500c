import { routes } from '@lm/shared/api/route-refs';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { cartChanged, cartOwner } from '../../../lib/cart';

/** DELETE /public/cart/{id}: empties the cart. */
export const clearCart = () => {
  const owner = cartOwner();
  return callRoute(routes.clearCart, { params: { id: owner.id }, token: owner.token });
};

export const useClearCart = () => useMutation({ mutationFn: clearCart, onSuccess: cartChanged });
