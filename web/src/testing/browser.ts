import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const RESULTS = resolve(import.meta.dirname, '..', '..', '..', 'test-results');

/**
 * Debian's Chromium, headless, with a fresh profile and no background
 * networking. Names of hosts other than this machine (analytics, pixel) do not
 * resolve, so their requests fail at once, as they would offline. (A Playwright
 * route would do it too, but routing turns the HTTP cache off: every page would
 * fetch the build's fifty chunks again, where a visitor's browser keeps them.)
 */
export async function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<{ context: BrowserContext; newPage(): Promise<Page>; dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      // A test pattern and a beep for camera and microphone, granted without a prompt (the class room).
      ...(options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
  return {
    context,
    newPage: () => context.newPage(),
    dispose: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves what the page shows under test-results/, named after the test. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`), fullPage: true });
}

const SESSION_KEYS = ['lm.session.client', 'lm.session.instructor', 'lm.session.admin'];

/**
 * Ends every server session this page's storage holds, so the next test can
 * sign the same demo accounts in (one active session per account).
 */
export async function endSessions(page: Page, apiUrl: string): Promise<void> {
  const sessions = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
  await signOut(sessions, apiUrl);
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), SESSION_KEYS);
}

/**
 * Closes the page, ends the server sessions it held and removes them from the
 * profile. The page closes first: a call still in flight (the dashboard's
 * session refresh) would otherwise write a session back after its removal,
 * and the next page of the same profile would open signed in.
 */
export async function closeAndSignOut(page: Page, apiUrl: string): Promise<void> {
  if (page.isClosed()) return;
  const origin = new URL(page.url()).origin;
  const sessions = origin.startsWith('http')
    ? await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS)
    : [];
  const context = page.context();
  await page.close();
  await signOut(sessions, apiUrl);
  if (sessions.some(Boolean)) {
    // A static file of the same origin: its storage, without the app running.
    const blank = await context.newPage();
    await blank.goto(`${origin}/favicon.svg`);
    await blank.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), SESSION_KEYS);
    await blank.close();
  }
}

async function signOut(sessions: (string | null)[], apiUrl: string): Promise<void> {
  for (const value of sessions) {
    const saved = JSON.parse(value ?? 'null') as { token?: string; user?: { id: string } } | null;
    if (!saved?.token || !saved.user) continue;
    await fetch(`${apiUrl}/user/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${saved.token}` },
      body: JSON.stringify({ user_id: saved.user.id }),
    }).catch(() => undefined);
  }
}
