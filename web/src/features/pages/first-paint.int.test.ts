import type {} from '@lm/functions/testing/provided-context';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAndSignOut, launchBrowser, screenshot } from '../../testing/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;
/** The application's entry, in development and in a build: refused, so only /boot.js runs. */
const APP_ENTRY = /\/src\/main\.tsx$|\/assets\/index-[\w-]+\.js$/;
const BANNER_ALT = 'New term: 20% off every course';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.dispose();
});
afterEach(async (context) => {
  await screenshot(page, `first paint ${context.task.name}`);
  await closeAndSignOut(page, inject('apiUrl'));
});

describe('the home page before the application’s scripts run', () => {
  it('paints the leading slide and banner, their images at high priority, from /boot.js alone', async () => {
    page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto(url('/'));

    const banner = page.getByAltText(BANNER_ALT);
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await banner.getAttribute('src')).toBe('/demo/page-banner.jpg');
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    expect(await banner.getAttribute('decoding')).toBe('async');
    expect(await page.locator('.boot a.cp-banner').getAttribute('href')).toBe('/promotion');
    expect(await page.locator('.boot h2.cp-module__heading').textContent()).toBe('New term offer');

    // The first slide of the carousel, and the page's title: the shell, not the application.
    expect(await page.locator('.boot [data-module]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-module')))).toEqual(['slide', 'banner']);
    expect(await page.locator('.boot .cp-slide__image').getAttribute('src')).toBe('/demo/page-slide-learn.jpg');
    expect(await page.locator('.boot .cp-slide__title').textContent()).toBe('Learn at your pace');
    expect(await page.locator('.boot h1').textContent()).toBe('Learn new skills online');
    expect(await page.locator('head link[rel="preload"][as="image"]').getAttribute('href')).toBe('/demo/page-slide-learn.jpg');
    expect(await page.locator('.site').count()).toBe(0);
    // The preload is whole when it joins the head: the browser warns of none.
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('leaves the shell as it is on a page whose first module is not an image', async () => {
    page = await browser.newPage();
    await page.route(APP_ENTRY, (route) => route.abort());
    const modules = page.waitForResponse((response) => response.url().includes('/public/first-load'));
    await page.goto(url('/about'));
    await modules;
    // The answer is handled in the same task as its body; a frame later the shell is what it was.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await page.locator('.boot .page-loader').count()).toBe(1);
    expect(await page.locator('.boot main, .boot img.cp-banner__image, .boot img.cp-slide__image').count()).toBe(0);
  });

  it('gives way to the application once its image is shown, which renders the page once in the same boxes', async () => {
    page = await browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    // Chromium reports each larger paint; where the element was when it was reported says who drew it.
    await page.addInitScript({
      content: `window.__paints = [];
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__paints.push({ url: entry.url, inShell: Boolean(entry.element && entry.element.closest('.boot')) })))
          .observe({ type: 'largest-contentful-paint', buffered: true });`,
    });
    await page.goto(url('/'));
    await expect.poll(() => page.locator('main [data-module]').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(await page.locator('.boot').count()).toBe(0);
    expect(await page.getByAltText(BANNER_ALT).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Learn new skills online']);
    // The largest paint is the shell's image: the application's first render drew nothing larger.
    const paints = await page.evaluate(() => (window as unknown as { __paints: { url: string; inShell: boolean }[] }).__paints);
    expect(paints.at(-1)).toEqual({ url: expect.stringMatching(/\/demo\/page-(slide-learn|banner)\.jpg$/), inShell: true });
  });
});
