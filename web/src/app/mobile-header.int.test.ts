import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();

describe('the header on a phone (390 px wide)', () => {
  it('is one bar with a menu button, whose drawer holds the links and closes when one is followed', async () => {
    const page = await suite.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(suite.url('/courses'));
    const header = page.locator('header.site-header').first();
    const menu = header.getByRole('button', { name: /^(Menu|เมนู)$/ });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // One bar: not the 260 px column of wrapped links it was.
    expect((await header.boundingBox())?.height).toBeLessThan(72);
    expect(await header.getByRole('link', { name: /^(Articles|บทความ)$/ }).isVisible()).toBe(false);

    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const drawer = page.locator('.site-drawer');
    await expect.poll(() => drawer.getByRole('link', { name: /^(Articles|บทความ)$/ }).isVisible()).toBe(true);
    await expect.poll(() => drawer.getByRole('link', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).isVisible()).toBe(true);

    await drawer.getByRole('link', { name: /^(Articles|บทความ)$/ }).click();
    await page.waitForURL(suite.url('/article'));
    await expect.poll(() => drawer.count()).toBe(0);

    await menu.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
  });

  it('keeps every link on one bar on a desktop, with no menu button', async () => {
    const page = await suite.page('/courses');
    const header = page.locator('header.site-header').first();
    await expect.poll(() => header.getByRole('link', { name: /^(Articles|บทความ)$/ }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: /^(Menu|เมนู)$/ }).isVisible()).toBe(false);
  });
});

describe('the instructors’ sign-in', () => {
  it('is linked from /signin and the footer, and /signin refusing an instructor points there', async () => {
    const page = await suite.page('/signin');
    await page.getByRole('link', { name: /^(Are you an instructor\? Sign in here|สำหรับผู้สอน เข้าสู่ระบบที่นี่)$/ }).click();
    await page.waitForURL(suite.url('/signininstructor'));
    await expect.poll(() => page.getByRole('contentinfo').getByRole('link', { name: /^(For instructors|สำหรับผู้สอน)$/ }).getAttribute('href')).toBe('/signininstructor');

    await page.goto(suite.url('/signin'));
    await suite.signIn(page, 'instructor2');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Username administration not permitted.');
    await alert.getByRole('link', { name: /^(Instructors sign in on the instructor sign-in page\.|ผู้สอนเข้าสู่ระบบได้ที่หน้าเข้าสู่ระบบสำหรับผู้สอน)$/ }).click();
    await page.waitForURL(suite.url('/signininstructor'));
  });
});
