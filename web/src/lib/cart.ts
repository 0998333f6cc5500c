import type { Cart, SellableKind } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from './api/call-route';
import { queryClient, routeKey } from './query';
import { generateId, sessions } from './sessions';
import { createStore } from './store';

/**
 * The cart's size, which the header shows (../shared/SPEC.md §3 Cart, §4 start-up): loaded at
 * start-up and whenever the cart changes hands (sign-in, sign-out), and replaced by the size each
 * change of the cart answers. The cart itself lives on the server, keyed by the anonymous id this
 * browser keeps, or by the signed-in student's own id (decision 0030).
 */
export const cartStore = createStore<{ size: number }>({ size: 0 });

/** Whose cart the browser holds now: the signed-in student's (opened by their token), else this browser's visitor cart. */
export interface CartOwner {
  id: string;
  token: 'student' | 'none';
}

/** The owner of a student id (or of none: the visitor's generate_id). */
export const ownerOf = (studentId: string | undefined): CartOwner => (studentId ? { id: studentId, token: 'student' } : { id: generateId(), token: 'none' });

const signedInStudent = (): string | undefined => {
  const { isAuthenticated, user } = sessions.student.get();
  return isAuthenticated ? user?.id : undefined;
};

export const cartOwner = (): CartOwner => ownerOf(signedInStudent());

export const setCartSize = (size: number) => cartStore.set({ size: Math.max(0, Math.floor(size) || 0) });

// Only the answer of the latest read or change is the size: an older read landing late is dropped.
let latest = 0;

/** Reads the size of the current owner's cart (§7: an array whose first item has cartSize). */
export async function loadCartSize(): Promise<void> {
  const ticket = ++latest;
  const owner = cartOwner();
  try {
    const [first] = await callRoute(routes.getCartSize, { params: { id: owner.id }, token: owner.token });
    if (ticket === latest) setCartSize(first?.cartSize ?? 0);
  } catch (error) {
    console.warn('cart size not loaded', error);
  }
}

/** A change answered the cart: its size is the header's (§3: replaced on add or clear), and every view of the cart is read again. */
export function cartChanged(cart: Pick<Cart, 'cartSize'>): Promise<void> {
  latest++;
  setCartSize(cart.cartSize);
  return queryClient.invalidateQueries({ queryKey: routeKey(routes.getCart) });
}

export interface CartItem {
  /** Left out by a buy-now link, which knows only the id: the server finds the kind that has it. */
  kind?: SellableKind;
  id: string;
  quantity?: number;
}

/** Adds an item to the current owner's cart. */
export async function addToCart({ kind, id, quantity = 1 }: CartItem): Promise<Cart> {
  const owner = cartOwner();
  const cart = await callRoute(routes.addCartItem, { params: { id: owner.id }, body: { ...(kind ? { kind } : {}), item_id: id, quantity }, token: owner.token });
  await cartChanged(cart);
  return cart;
}

/**
 * Start-up (§4): the size of this browser's cart, and again whenever the cart changes hands. Read
 * after the change has settled: a sign-out makes its new anonymous id just after ending the session.
 */
export function followCartOwner(): () => void {
  let owner = signedInStudent();
  void loadCartSize();
  return sessions.student.subscribe(() => {
    const next = signedInStudent();
    if (next === owner) return;
    owner = next;
    queueMicrotask(() => {
      void loadCartSize();
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.getCart) });
    });
  });
}
