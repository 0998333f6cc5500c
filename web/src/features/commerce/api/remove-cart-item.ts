import { routes } from '@lm/shared/api/route-refs';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { cartChanged, cartOwner } from '../../../lib/cart';

/** DELETE /public/cart/{id}/items/{itemId}: takes a line out of the cart. */
export const removeCartItem = (itemId: string) => {
  const owner = cartOwner();
  return callRoute(routes.removeCartItem, { params: { id: owner.id, itemId }, token: owner.token });
};

export const useRemoveCartItem = () => useMutation({ mutationFn: removeCartItem, onSuccess: cartChanged });
