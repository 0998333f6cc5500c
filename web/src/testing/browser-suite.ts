import { signIn as apiSignIn } from '@lm/functions/testing/api';
import type { LoginResponse } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { toSessionUser } from '../lib/sessions';
import { STORAGE_KEYS } from '../lib/storage';
import { closeAndSignOut, launchBrowser, screenshot } from './browser';

export const DEMO_PASSWORD = 'Demo#2026pass';

/**
 * One Chromium for a test file, and the routine every browser test shares:
 * a screenshot of a failed test's last page under test-results/ (what it
 * showed when it failed; a passing test saves the pages it names), then every
 * server session that page opened is ended, so the next test can sign the
 * same demo accounts in.
 */
export function browserSuite() {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  const open: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.dispose();
  });
  afterEach(async (context) => {
    const last = open.at(-1);
    if (last && context.task.result?.state === 'fail' && !last.isClosed()) await screenshot(last, context.task.name).catch(() => undefined);
    for (const page of open.splice(0)) {
      await closeAndSignOut(page, inject('apiUrl'));
    }
  });

  const url = (path: string) => `${inject('webUrl')}${path}`;
  return {
    url,
    /** The same path on the production build of the SPA. */
    builtUrl: (path: string) => `${inject('builtWebUrl')}${path}`,
    /** A new page, opened at `path` when given. */
    async page(path?: string): Promise<Page> {
      if (!browser) throw new Error('The browser starts in beforeAll.');
      const page = await browser.newPage();
      open.push(page);
      if (path) await page.goto(url(path));
      return page;
    },
    /** Fills the sign-in form on the page, in either language. */
    async signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
      await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill(username);
      await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill(password);
      await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
    },
    /**
     * A page of the back office signed in as `username`, opened at `path`: the session the sign-in
     * form would keep is opened through the API and put in storage, for tests not about signing in.
     */
    async backOffice(path = '/admin', username = 'admin', password = DEMO_PASSWORD): Promise<Page> {
      const answer = (await apiSignIn(username, password)) as unknown as LoginResponse;
      const kept = { token: answer.id_token, refreshToken: answer.refresh_token, expiresAt: answer.session_expires_at, user: toSessionUser(answer.user) };
      const page = await this.page('/favicon.svg');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.adminSession, JSON.stringify(kept)] as const);
      await page.goto(url(path));
      return page;
    },
    launch: launchBrowser,
  };
}
