import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { configureApi } from '../../../lib/api/client';
import { cartStore } from '../../../lib/cart';
import { sessions } from '../../../lib/sessions';
import { STORAGE_KEYS } from '../../../lib/storage';
import { memoryStorage } from '../../../testing/memory-storage';
import { signIn } from './actions';

interface Sent {
  path: string;
  token: string | undefined;
  body: Record<string, string>;
}

const user = { id: 'student-9', username: 'pim', firstname: 'Pim', lastname: 'Rakrian', displayImgUrl: '', role_id: 3, email: 'pim@example.com', pdpa_approved: 1, user_group_id: null };
const signedIn = { success: true, ok: true, id_token: 'pim-token', refresh_token: 'pim-refresh', expires_in: 3600, session_expires_at: Date.now() + 3_600_000, user };
const mergedCart = (cartSize: number) => ({ id: user.id, cartSize, lines: [], breakdown: { lines: [], listTotal: 0, promotionDiscount: 0, subtotal: 0, coupon: null, shipping: null, total: 0, vat: 0, vatBasisPoints: 700 } });

/** The API: sign-in answers the student, the merge answers `merge`, anything else an empty cart size. */
function stubApi(merge: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ apiUrl: 'http://api.test', stage: 'test' });
    const path = url.replace('http://api.test', '');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([name, value]) => [name, String(value)])) : {};
    sent.push({ path, token: headers.Authorization?.replace('Bearer ', ''), body });
    if (path === '/user/login') return Response.json(signedIn);
    if (path === '/api/cart/merge') return merge();
    return Response.json([{ cartSize: 0 }]);
  });
  return sent;
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(STORAGE_KEYS.generateId, 'visitor-7');
  stubApi(() => Response.json(mergedCart(0)));
  await loadConfig();
  configureApi({ tokenOf: (kind) => sessions[kind].get().token, renew: async () => undefined, expired: () => {} });
  sessions.student.set({ token: undefined, user: undefined, isAuthenticated: false });
  cartStore.set({ size: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a student signing in takes the visitor cart along (decision 0030)', () => {
  it('merges the cart of this browser’s anonymous id into the student’s, with their token, before the sign-in answers', async () => {
    const sent = stubApi(() => Response.json(mergedCart(3)));
    await signIn('student', 'pim', 'Secret#2026pass');
    expect(sent.map((request) => request.path)).toEqual(['/user/login', '/api/cart/merge']);
    expect(sent[1]).toEqual({ path: '/api/cart/merge', token: 'pim-token', body: { generate_id: 'visitor-7' } });
    expect(cartStore.get().size).toBe(3);
  });

  it('keeps the sign-in when the merge fails, and shows the size of the student’s own cart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = stubApi(() => Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    await expect(signIn('student', 'pim', 'Secret#2026pass')).resolves.toMatchObject({ id: user.id });
    expect(sessions.student.get().isAuthenticated).toBe(true);
    expect(sent.at(-1)).toMatchObject({ path: `/public/cart/cartSize/${user.id}`, token: 'pim-token' });
  });
});
