import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();

/**
 * In the production build a typed URL or a reload evaluates the page's chunk from the entry, before
 * the application has started: each lazily loaded page must render then as it does after a click
 * inside the app.
 */
const PUBLIC_PAGES = ['/courses/course-sql', '/courses', '/article', '/review', '/gallery', '/promotion', '/announcement', '/signin', '/registration', '/forgotpass'];
const STUDENT_PAGES = ['/myaccount/student/dashboard', '/myaccount/student/profile', '/myaccount/student/address'];
const LOADS = 3;

/**
 * The application's chunk is the largest: on a slow line it arrives after the small page chunk.
 * Held back here, so each load meets the order in which that happens.
 */
async function slowApplication(page: Page) {
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

async function loadsEveryTime(page: Page, path: string) {
  await page.goto(suite.builtUrl(path));
  for (let load = 1; load <= LOADS; load += 1) {
    if (load > 1) await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { message: `${path}, load ${load}` }).toBe(true);
    expect(await page.locator('.load-error').count(), `${path}, load ${load}`).toBe(0);
  }
}

describe('pages reached by a typed URL or a reload', () => {
  it.for(PUBLIC_PAGES)('render every time: %s', async (path) => {
    const page = await suite.page();
    await slowApplication(page);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /ChunkLoad|addResourceBundle/.test(message.text())) failures.push(message.text());
    });
    await loadsEveryTime(page, path);
    expect(failures).toEqual([]);
  });

  it('render every time: a student’s pages', async () => {
    const page = await suite.page();
    await page.goto(suite.builtUrl('/signin'));
    await suite.signIn(page, 'student2');
    await page.waitForURL(suite.builtUrl('/myaccount/student/dashboard'));
    await slowApplication(page);
    for (const path of STUDENT_PAGES) await loadsEveryTime(page, path);
  }, 90_000);
});
