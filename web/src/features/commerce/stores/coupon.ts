import { STORAGE_KEYS } from '../../../lib/storage';
import { createStore, useStore } from '../../../lib/store';

const stored = (): string => {
  try {
    return localStorage.getItem(STORAGE_KEYS.cartCoupon) ?? '';
  } catch {
    return '';
  }
};

/**
 * The coupon code the buyer is trying on the cart. It is kept in the browser, so it is still tried
 * after the visitor signs in to check out, until it is removed or an order is placed with it.
 */
export const couponStore = createStore<{ code: string }>({ code: stored() }, ({ code }) => {
  if (code) localStorage.setItem(STORAGE_KEYS.cartCoupon, code);
  else localStorage.removeItem(STORAGE_KEYS.cartCoupon);
});

export const setCoupon = (code: string) => couponStore.set({ code });
export const useCoupon = (): string => useStore(couponStore, (state) => state.code);
