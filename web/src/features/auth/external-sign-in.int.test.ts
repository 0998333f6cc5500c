import type {} from '@lm/functions/testing/provided-context';
import { DEFAULT_SITE_SETTINGS } from '@lm/functions/site/defaults';
import { api, localDatabase, signIn, signOut } from '@lm/functions/testing/api';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;

const SECRET = 'browser-test-shared-secret-of-the-partner-0123456789';
const ISSUER = 'https://partner.example.com';
const AUDIENCE = 'marketplace-local';
const SESSION_KEYS = ['lm.session.client', 'lm.session.instructor', 'lm.session.admin'];
/** The server's refusal of a token (EXTERNAL_TOKEN_INVALID), in either language of the site. */
const TOKEN_REFUSED = /The sign-in token could not be verified\. Please sign in again from the site that sent you\.|ไม่สามารถยืนยันโทเคนเข้าสู่ระบบได้/;

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
/** The externalLogin group as the stack held it, put back afterwards. */
let stored: unknown;

const putExternalLogin = (json: unknown) => api('/api/settings/site/externalLogin', { method: 'PUT', token: admin.id_token, json });

const partnerToken = (username: string, options: { secret?: string; expires?: string | number } = {}) =>
  new SignJWT({ username })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));

/** Opens the page with the token, counting the sign-in requests it sends. */
async function arrive(token: string): Promise<{ page: Page; posts: () => number }> {
  const page = await suite.page();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/user/loginExternal') posts += 1;
  });
  await page.goto(url(`/signincodexexternal?token=${encodeURIComponent(token)}`));
  return { page, posts: () => posts };
}

const storedSessions = (page: Page) => page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);

beforeAll(async () => {
  admin = await signIn('admin');
  stored = (await localDatabase().settings.get({ name: 'externalLogin' }).go()).data?.value;
  const saved = await putExternalLogin({ ...DEFAULT_SITE_SETTINGS.externalLogin, issuer: ISSUER, audience: AUDIENCE, shared_secret: SECRET });
  expect(saved.status, saved.text).toBe(200);
});

afterAll(async () => {
  // Through the API first, so the stack's cached storefront settings follow; then the item as it was.
  await putExternalLogin({ ...DEFAULT_SITE_SETTINGS.externalLogin, ...(stored as object | undefined), shared_secret: '', clear_shared_secret: true });
  const db = localDatabase();
  if (stored === undefined) await db.settings.delete({ name: 'externalLogin' }).go();
  else await db.settings.put({ name: 'externalLogin', value: stored }).go();
  await signOut(admin);
});

describe('the external sign-in page in Chromium against the local stack', () => {
  it('signs in the student the partner token names and lands on the dashboard', { timeout: 60_000 }, async () => {
    const { page, posts } = await arrive(await partnerToken('student2'));
    await page.waitForURL(url('/myaccount/student/dashboard'));
    await expect.poll(() => page.getByText('Malee Suksan').first().isVisible()).toBe(true);

    const [client, instructor, back] = await storedSessions(page);
    const session = JSON.parse(client ?? 'null') as { token?: string; user?: { id: string; username: string; role_id: number } } | null;
    expect(session?.user).toMatchObject({ id: inject('userIds').student2, username: 'student2', role_id: 3 });
    expect([instructor, back]).toEqual([null, null]);
    // The stored token is one the API accepts for that student.
    const profile = await api('/api/me/profile', { token: session?.token ?? '' });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ username: 'student2' });
    expect(posts()).toBe(1);
  });

  it('shows the server refusal for a token of another secret or an expired one, signing nobody in', { timeout: 60_000 }, async () => {
    const refused = [
      await partnerToken('student2', { secret: 'another-partner-secret-0123456789-abcdef' }),
      await partnerToken('student2', { expires: Math.floor(Date.now() / 1000) - 60 }),
    ];
    for (const token of refused) {
      const { page, posts } = await arrive(token);
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(TOKEN_REFUSED);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(You could not be signed in|เข้าสู่ระบบไม่สำเร็จ)$/);
      expect(page.url()).toBe(url(`/signincodexexternal?token=${encodeURIComponent(token)}`));
      expect(await storedSessions(page)).toEqual([null, null, null]);
      expect(posts()).toBe(1);
    }
    // No server session was opened for the account either: its password sign-in is not refused as active.
    const student = await signIn('student2');
    expect((await signOut(student)).status).toBe(200);
  });

  it('leaves a back-office session of the same browser signed in when it refuses a token', { timeout: 60_000 }, async () => {
    // `admin` is held by this file's API session (one active session per account): another administrator.
    const page = await suite.page('/admin/login');
    await suite.signIn(page, 'editor');
    await page.waitForURL(url('/admin'));
    const before = JSON.parse((await storedSessions(page))[2] ?? 'null') as { token: string; user: { id: string } } | null;
    expect(before?.token).toBeTruthy();
    // Were the session dropped from the browser, the server would still hold it: end it here too.
    onTestFinished(async () => {
      if (before) await signOut({ id_token: before.token, user: before.user });
    });

    const token = await partnerToken('student2', { secret: 'another-partner-secret-0123456789-abcdef' });
    await page.goto(url(`/signincodexexternal?token=${encodeURIComponent(token)}`));
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(TOKEN_REFUSED);
    await page.waitForLoadState('networkidle');

    const [client, , back] = await storedSessions(page);
    expect(client).toBeNull();
    expect(JSON.parse(back ?? 'null')).toMatchObject({ user: { id: before?.user.id, username: 'editor' } });
    await page.goto(url('/admin'));
    await expect.poll(() => page.getByRole('navigation', { name: 'Menu' }).isVisible()).toBe(true);
    expect(page.url()).toBe(url('/admin'));
  });
});
