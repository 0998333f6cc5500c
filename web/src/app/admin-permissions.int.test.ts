import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

/** Custom user roles in the back office (decision 0021), with the seeded `editor` and its role Content editor. */
const suite = browserSuite();
const { url } = suite;
let page: Page;

describe('an administrator with a custom user role', () => {
  it('sees only the role’s screens in the menu and cannot open the courses screen', async () => {
    page = await suite.page('/admin/login');
    await suite.signIn(page, 'editor');
    await page.waitForURL(url('/admin'));

    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['Categories', 'Articles', 'Reviews', 'Galleries', 'Announcements', 'Instructor profiles']);
    // By section: the catalogue's, then the content's.
    expect(await menu.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Courses and products', 'Content']);

    await page.goto(url('/admin/courses'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your user role does not open this screen.');
    expect(await page.getByRole('table').count()).toBe(0);

    await page.goto(url('/admin/articles'));
    await expect.poll(() => page.getByRole('table').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
