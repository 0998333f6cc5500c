import { useMutation } from '@tanstack/react-query';
import { addToCart, cartStore, ownerOf, type CartItem, type CartOwner } from '../lib/cart';
import { sessions } from '../lib/sessions';
import { useStore } from '../lib/store';

/** The number of units in the cart, as the header shows it. */
export const useCartSize = (): number => useStore(cartStore, (state) => state.size);

/** Whose cart the page shows: follows a sign-in and a sign-out. */
export function useCartOwner(): CartOwner {
  const studentId = useStore(sessions.student, (state) => (state.isAuthenticated ? state.user?.id : undefined));
  return ownerOf(studentId);
}

/** Adds a course or a product to the cart; the header's size follows the answer. */
export const useAddToCart = () => useMutation({ mutationFn: (item: CartItem) => addToCart(item) });
