import { localDatabase } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { endSessions } from '../testing/browser';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();
let page: Page;
const { url } = suite;

async function signInStudent2() {
  await page.goto(url('/signin'));
  await suite.signIn(page, 'student2');
  await page.waitForURL(url('/myaccount/student/dashboard'));
}

describe('lazy pages', () => {
  it('shows a load-error screen with retry when a page chunk is missing, and reports it', async () => {
    page = await suite.page();
    await page.addInitScript(() => {
      const failures: unknown[] = [];
      Object.assign(window, { chunkFailures: failures });
      window.addEventListener('lm:chunk-load-failed', (event) => failures.push((event as CustomEvent).detail));
    });
    // The production build's chunk of the not-found page.
    const notFoundChunk = /\/assets\/not-found-[^/]+\.js$/;
    await page.route(notFoundChunk, (route) => route.abort());
    await page.goto(url('/nothing-here'));

    const failure = page.locator('[data-failure]');
    await expect.poll(() => failure.getAttribute('data-failure')).toBe('missing');
    expect(await page.evaluate(() => (window as unknown as { chunkFailures: unknown[] }).chunkFailures)).toEqual([
      { failure: 'missing', chunk: 'not-found' },
    ]);

    await page.unroute(notFoundChunk);
    await failure.getByRole('button').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Page not found|ไม่พบหน้าที่ต้องการ)$/);
  });
});

describe('sessions', () => {
  it('counts the unread announcements right after signing in', async () => {
    page = await suite.page();
    await signInStudent2();
    // student2 sees the two announcements to everyone and has read none.
    await expect.poll(() => page.locator('.badge').first().textContent()).toBe('2');
  });

  // Starting a second Chromium is slow on a busy 2-core machine.
  it('tells a second browser that someone is signed in, with the SPEC title', { timeout: 90_000 }, async () => {
    page = await suite.page();
    await signInStudent2();
    const other = await suite.launch();
    try {
      const second = await other.newPage();
      await second.goto(url('/signin'));
      await suite.signIn(second, 'student2');
      const alert = second.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('Someone is currently logged into your account.');
      expect(await alert.textContent()).toContain('Permission Denied');
    } finally {
      await other.dispose();
    }
  });

  it('gives the browser a new anonymous id at sign-out', async () => {
    page = await suite.page();
    await signInStudent2();
    const before = await page.evaluate(() => localStorage.getItem('lm.generate_id'));
    expect(before).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(url('/signout'));
    await page.waitForURL(url('/'));
    const after = await page.evaluate(() => localStorage.getItem('lm.generate_id'));
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(after).not.toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('lm.session.client'))).toBeNull();
  });

  it('shows the session-expired modal when the server refuses the token and it cannot be renewed', async () => {
    // Consent given, so the privacy modal does not stand in front of the one under test.
    const users = localDatabase().users;
    const student2 = inject('userIds').student2 as string;
    const before = (await users.get({ userId: student2 }).go()).data?.pdpaApproved ?? 0;
    await users.patch({ userId: student2 }).set({ pdpaApproved: 1 }).go();
    onTestFinished(async () => {
      await users.patch({ userId: student2 }).set({ pdpaApproved: before }).go();
    });
    page = await suite.page();
    await signInStudent2();
    // The dashboard refreshes the stored session when it opens; once that answer has landed, the
    // running page writes the session no more, so the token replaced below stays replaced.
    await page.waitForLoadState('networkidle');
    const saved = await page.evaluate(() => localStorage.getItem('lm.session.client'));
    // Sign the server session out ourselves, then hand the SPA a token the authorizer refuses.
    await endSessions(page, inject('apiUrl'));
    const broken = { ...JSON.parse(saved ?? '{}'), token: 'not-a-token', refreshToken: 'not-a-refresh-token' };
    await page.evaluate((value) => localStorage.setItem('lm.session.client', value), JSON.stringify(broken));
    await page.reload();

    // The first call with the refused token (the activity ping at start-up) ends the session.
    const expired = page.getByRole('dialog').filter({ hasText: /Your session has expired|เซสชันของคุณหมดอายุ/ });
    await expect.poll(() => expired.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('lm.session.client'))).toBeNull();
  });
});

describe('tracking and the service worker', () => {
  const pageViews = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
        .map((entry) => (entry[2] as { page_path: string }).page_path),
    );
  const gtagSrc = () => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.src ?? '');

  it('records page views with path and query, and the pixel, with stdid only for a signed-in client', async () => {
    page = await suite.page();
    await page.goto(url('/signin?ref=promo'));
    // The trackers start once the first page has rendered and the browser is idle.
    await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/signin?ref=promo']);
    expect(new URL(await gtagSrc()).searchParams.get('id')).toBe('G-DEMO2026');
    expect(new URL(await gtagSrc()).searchParams.has('stdid')).toBe(false);
    const pixel = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(pixel).toEqual(expect.arrayContaining([['init', '102030405060708', {}], ['track', 'PageView']]));

    await suite.signIn(page, 'student2');
    await page.waitForURL(url('/myaccount/student/dashboard'));
    await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/signin?ref=promo', '/myaccount/student/dashboard']);

    await page.reload();
    await expect.poll(gtagSrc, { timeout: 10_000 }).toContain(`stdid=${inject('userIds').student2}`);
  });

  it('keeps the back office from the trackers: no script loads there and no page of it is counted', async () => {
    page = await suite.page();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(url('/admin/login'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // A storefront page has its trackers by now (the test above): the back office has none, and
    // reads no cart size or announcements either.
    await page.waitForTimeout(3_000);
    expect(await gtagSrc()).toBe('');
    expect(asked.filter((path) => path.startsWith('/public/cart/') || path.startsWith('/public/announcement/'))).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    // Into the storefront without a reload: its first page starts them, and counts only itself.
    await page.evaluate(() => {
      history.pushState({}, '', '/signin?from=admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/signin?from=admin']);
    expect(new URL(await gtagSrc()).searchParams.get('id')).toBe('G-DEMO2026');
  });

  it('registers the service worker at /sw.js', async () => {
    page = await suite.page();
    await page.goto(url('/'));
    const script = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL));
    expect(script).toBe(url('/sw.js'));
  });
});
