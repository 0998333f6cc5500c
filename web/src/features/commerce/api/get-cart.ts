import { keepPreviousData } from '@tanstack/react-query';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { CartOwner } from '../../../lib/cart';
import { useRouteQuery } from '../../../lib/query';
import { useCartOwner } from '../../../hooks/use-cart';

/** What the cart is priced with: a coupon code to try, and the province a parcel would go to. */
export interface CartPricing {
  coupon?: string | undefined;
  province?: string | undefined;
}

const query = ({ coupon, province }: CartPricing) => ({ ...(coupon ? { coupon } : {}), ...(province ? { province } : {}) });

/** GET /public/cart/{id}: the owner's cart with its lines and the breakdown checkout would charge. */
export const getCart = (owner: CartOwner, pricing: CartPricing, signal?: AbortSignal) =>
  callRoute(routes.getCart, { params: { id: owner.id }, query: query(pricing), token: owner.token, signal });

/** The current owner's cart; a new coupon or province keeps showing the cart priced before until the new price is in. */
export function useCart(pricing: CartPricing) {
  const owner = useCartOwner();
  return useRouteQuery(routes.getCart, { params: { id: owner.id }, query: query(pricing), token: owner.token }, { placeholderData: keepPreviousData });
}
