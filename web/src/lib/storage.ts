/**
 * Every key the SPA keeps in localStorage, in one place (../shared/SPEC.md §3, §4):
 * the three sessions, the anonymous id, the language, the push subscription and the cart's coupon.
 */
export const STORAGE_KEYS = {
  clientSession: 'lm.session.client',
  instructorSession: 'lm.session.instructor',
  adminSession: 'lm.session.admin',
  generateId: 'lm.generate_id',
  language: 'lm.language',
  adminLanguage: 'lm.language.admin',
  /** PushSubscription.toJSON() of this browser (§4). */
  pushSubscription: 'lm.push_subscription',
  /** The user the stored subscription is registered for on the server; removed at sign-out. */
  pushRegistered: 'lm.push_registered',
  /** The coupon code the buyer is trying on the cart, kept across a sign-in until removed or ordered with. */
  cartCoupon: 'lm.cart.coupon',
  /** sessionStorage, not localStorage: the state, nonce and return path of a sign-in with Google under way (decision 0060). */
  googleSignIn: 'lm.google_sign_in',
} as const;

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}
