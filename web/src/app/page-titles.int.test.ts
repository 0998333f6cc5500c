import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();
const SITE = 'Learning Marketplace';

const PUBLIC_PAGES = ['/cart', '/signin', '/signininstructor', '/registration', '/forgotpass', '/products/no-such-product', '/no-such-page'];
const STUDENT_PAGES = [
  '/myaccount/student/dashboard',
  '/myaccount/student/course',
  '/myaccount/student/order',
  '/myaccount/student/address',
  '/myaccount/student/course/live',
  '/myaccount/student/course/private',
  '/myaccount/student/booking',
  '/myaccount/student/profile',
];
const INSTRUCTOR_PAGES = [
  '/myaccount/instructor/home',
  '/myaccount/instructor/courses',
  '/myaccount/instructor/videos',
  '/myaccount/instructor/homework',
  '/myaccount/instructor/income',
  '/myaccount/instructor/profile',
  '/myaccount/instructor/schedule',
  '/myaccount/instructor/schedule/live',
  '/myaccount/instructor/manageteachingtime',
  '/insrutorhistory',
];

async function englishPage(): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  return page;
}

/** The tab names the page as its heading does, then the site: tabs and history tell pages apart. */
async function namedAfterItsHeading(page: Page, path: string) {
  await page.goto(suite.builtUrl(path));
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect.poll(async () => {
    const shown = (await heading.textContent().catch(() => ''))?.trim();
    const title = await page.title();
    return shown && title === `${shown} | ${SITE}` ? 'named' : `"${title}" for the heading "${shown}"`;
  }, { message: path }).toBe('named');
}

async function signedIn(path: string, username: string): Promise<Page> {
  const page = await englishPage();
  await page.goto(suite.builtUrl(path));
  await suite.signIn(page, username);
  return page;
}

describe('every page names the browser tab', () => {
  it('a visitor’s pages', async () => {
    const page = await englishPage();
    for (const path of PUBLIC_PAGES) await namedAfterItsHeading(page, path);
  }, 60_000);

  it('a student’s pages', async () => {
    const page = await signedIn('/signin', 'student2');
    await page.waitForURL(suite.builtUrl('/myaccount/student/dashboard'));
    for (const path of STUDENT_PAGES) await namedAfterItsHeading(page, path);
  }, 90_000);

  it('an instructor’s pages', async () => {
    const page = await signedIn('/signininstructor', 'instructor2');
    await page.waitForURL(suite.builtUrl('/myaccount/instructor/home'));
    for (const path of INSTRUCTOR_PAGES) await namedAfterItsHeading(page, path);
  }, 90_000);
});
