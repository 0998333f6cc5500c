import { routes } from '@lm/shared/api/route-refs';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { cartChanged, cartOwner } from '../../../lib/cart';

/** PUT /public/cart/{id}/items/{itemId}: a line's new quantity. */
export const updateCartItem = (itemId: string, quantity: number) => {
  const owner = cartOwner();
  return callRoute(routes.updateCartItem, { params: { id: owner.id, itemId }, body: { quantity }, token: owner.token });
};

/** Changes a line's quantity; the header's size and the cart follow. */
export const useUpdateCartItem = () =>
  useMutation({ mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) => updateCartItem(itemId, quantity), onSuccess: cartChanged });
