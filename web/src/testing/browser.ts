import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const RESULTS = resolve(import.meta.dirname, '..', '..', '..', 'test-results');

/**
 * Debian's Chromium, headless, with a fresh profile and no background
 * networking. Requests to hosts other than this machine (analytics, pixel)
 * are refused at once, as they would be offline.
 */
export async function launchBrowser(): Promise<{ context: BrowserContext; newPage(): Promise<Page>; dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
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

/**
 * Ends every server session this page's storage holds, so the next test can
 * sign the same demo accounts in (one active session per account).
 */
export async function endSessions(page: Page, apiUrl: string): Promise<void> {
  await page.evaluate(async (api) => {
    for (const key of ['lm.session.client', 'lm.session.instructor', 'lm.session.admin']) {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string; user?: { id: string } } | null;
      if (saved?.token && saved.user) {
        await fetch(`${api}/user/logout`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${saved.token}` },
          body: JSON.stringify({ user_id: saved.user.id }),
        }).catch(() => undefined);
      }
      localStorage.removeItem(key);
    }
  }, apiUrl);
}
