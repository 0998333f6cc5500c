import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env';
import { configureApi } from './api/client';
import { addToCart, cartStore, followCartOwner, loadCartSize } from './cart';
import { generateId, sessions } from './sessions';
import { STORAGE_KEYS } from './storage';
import { memoryStorage } from '../testing/memory-storage';

interface Sent {
  url: string;
  method: string;
  token: string | undefined;
  body: Record<string, string>;
}

/** The API as the browser meets it: each request is recorded and answered by `answer`. */
function stubApi(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ apiUrl: 'http://api.test', stage: 'test' });
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([name, value]) => [name, String(value)])) : {};
    const request = { url: url.replace('http://api.test', ''), method: init.method ?? 'GET', token: headers.Authorization?.replace('Bearer ', ''), body };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

const sizeAnswer = (cartSize: number) => Response.json([{ cartSize }]);
const cartAnswer = (id: string, cartSize: number) =>
  Response.json({ id, cartSize, lines: [], breakdown: { lines: [], listTotal: 0, promotionDiscount: 0, subtotal: 0, coupon: null, shipping: null, total: 0, vat: 0, vatBasisPoints: 700 } });

const student = { id: 'student-1', username: 'student', fullname: 'Somsri Jaidee', displayImgUrl: '', role_id: 3, email: 's@example.com', pdpa_approved: 1 as const, user_group_id: null };
const signInStudent = () => sessions.student.set({ token: 'student-token', user: student, isAuthenticated: true });
/** What signing out does (features/auth): the session ends, then a new anonymous id is made. */
const signOutStudent = () => {
  sessions.student.set({ token: undefined, user: undefined, isAuthenticated: false });
  generateId(true);
};

let stopFollowing: (() => void) | undefined;

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(STORAGE_KEYS.generateId, 'visitor-1');
  stubApi(() => sizeAnswer(0));
  await loadConfig();
  configureApi({ tokenOf: (kind) => sessions[kind].get().token, renew: async () => undefined, expired: () => {} });
  sessions.student.set({ token: undefined, user: undefined, isAuthenticated: false });
  cartStore.set({ size: 0 });
});

afterEach(() => {
  stopFollowing?.();
  stopFollowing = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cart size in the header (SPEC §3, §4)', () => {
  it("is read at start-up from the visitor's cart, named by the anonymous id and sent without a token", async () => {
    const sent = stubApi(() => sizeAnswer(3));
    stopFollowing = followCartOwner();
    await vi.waitFor(() => expect(cartStore.get().size).toBe(3));
    expect(sent).toEqual([{ url: '/public/cart/cartSize/visitor-1', method: 'GET', token: undefined, body: {} }]);
  });

  it("follows the cart to the student's own at sign-in, and to a new visitor cart at sign-out", async () => {
    const sent = stubApi((request) => sizeAnswer(request.url.endsWith('/student-1') ? 5 : 0));
    stopFollowing = followCartOwner();
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    signInStudent();
    await vi.waitFor(() => expect(cartStore.get().size).toBe(5));
    expect(sent[1]).toMatchObject({ url: '/public/cart/cartSize/student-1', token: 'student-token' });

    signOutStudent();
    await vi.waitFor(() => expect(cartStore.get().size).toBe(0));
    const newId = localStorage.getItem(STORAGE_KEYS.generateId);
    expect(newId).not.toBe('visitor-1');
    expect(sent[2]).toMatchObject({ url: `/public/cart/cartSize/${newId}`, token: undefined });
  });

  it('takes the size an addition answers, with the kind, id and quantity sent to the owner’s cart', async () => {
    signInStudent();
    const sent = stubApi(() => cartAnswer('student-1', 4));
    const cart = await addToCart({ kind: 'product', id: 'product-notebook-set', quantity: 2 });
    expect(cart.cartSize).toBe(4);
    expect(cartStore.get().size).toBe(4);
    expect(sent).toEqual([
      { url: '/public/cart/student-1/items', method: 'POST', token: 'student-token', body: { kind: 'product', item_id: 'product-notebook-set', quantity: '2' } },
    ]);
  });

  it('sends a buy-now addition by the id alone, leaving the kind to the server', async () => {
    const sent = stubApi(() => cartAnswer('visitor-1', 1));
    await addToCart({ id: 'course-python-basics' });
    expect(sent[0]).toMatchObject({ url: '/public/cart/visitor-1/items', token: undefined, body: { item_id: 'course-python-basics', quantity: '1' } });
  });

  it('keeps the size of the latest change when an earlier read answers after it', async () => {
    let answerRead: (response: Response) => void = () => {};
    stubApi((request) => (request.method === 'GET' ? new Promise<Response>((resolve) => (answerRead = resolve)) : cartAnswer('visitor-1', 2)));
    const reading = loadCartSize();
    await addToCart({ kind: 'course', id: 'course-pandas' });
    answerRead(sizeAnswer(1));
    await reading;
    expect(cartStore.get().size).toBe(2);
  });

  it('keeps the size it had when the read fails', async () => {
    cartStore.set({ size: 2 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(() => Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    await loadCartSize();
    expect(cartStore.get().size).toBe(2);
  });
});
