import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
/** The demo student's bought course: the seed gives them minutes on ten of the last twelve days. */
const COURSE = 'Python for beginners';
const PATIENT = { timeout: 15_000 };

describe('the daily activity screen in Chromium against the local stack', () => {
  it('shows an administrator a course’s days, newest first, with the minutes its students learned', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Daily activity', exact: true }).click();
    await page.waitForURL(suite.url('/admin/daily-activity'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Daily activity');
    expect(await page.getByRole('button', { name: /^New / }).count()).toBe(0);

    const course = page.getByLabel('Course', { exact: true });
    await expect.poll(() => course.locator('option', { hasText: COURSE }).count(), PATIENT).toBe(1);
    await course.selectOption({ label: COURSE });
    await page.getByLabel('Days', { exact: true }).selectOption({ label: 'The last 14 days' });

    const table = page.getByRole('table', { name: 'Daily activity' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), PATIENT).toBe(14);
    await expect.poll(() => table.getAttribute('aria-busy'), PATIENT).toBe('false');
    const texts = await rows.allTextContents();
    const days = texts.map((text) => /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? '');
    // Newest first, one a day.
    expect(new Set(days).size).toBe(14);
    expect([...days].sort().reverse()).toEqual(days);
    // The seeded days: the demo student learned 27 minutes yesterday.
    const yesterday = (await rows.nth(1).locator('td').allTextContents()).map((text) => text.trim());
    expect(yesterday).toContain('27');
  });
});
