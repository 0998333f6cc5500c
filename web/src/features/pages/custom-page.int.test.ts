import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { endSessions, launchBrowser, screenshot } from '../../testing/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;
const heading = () => page.getByRole('heading', { level: 1 });
const moduleTypes = () => page.locator('main [data-module]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-module')));
const head = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);
const countView = async (pageId: string) => {
  const answer = await fetch(`${inject('apiUrl')}/public/custompage/${pageId}/view`, { method: 'POST' });
  return ((await answer.json()) as { views: number }).views;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.dispose();
});
afterEach(async (context) => {
  await screenshot(page, `custom page ${context.task.name}`);
  await endSessions(page, inject('apiUrl'));
  await page.close();
});

describe('custom pages in Chromium against the local stack', () => {
  it('shows the home page modules in order and follows a course to its page', async () => {
    const viewsBefore = await countView('page-home');
    page = await browser.newPage();
    await page.goto(url('/'));
    await expect.poll(() => heading().textContent()).toBe('Learn new skills online');
    await expect.poll(moduleTypes).toEqual(['slide', 'course_category', 'course', 'text', 'banner', 'howtobuy', 'contactus', 'map', 'video']);

    // SPEC §2: the first list module carries the head tag (an h2); the next list module's heading is an h3.
    expect(await page.locator('[data-head-tag]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-module')))).toEqual(['course_category']);
    expect(await page.locator('[data-module] > h2, [data-module] > h3').evaluateAll((hs) => hs.map((h) => `${h.tagName} ${h.textContent}`))).toEqual([
      'H2 Browse by category',
      'H3 Popular courses',
      'H2 Why learn with us',
      'H2 New term offer',
      'H2 How to buy',
      'H2 Contact us',
      'H2 Find us',
      'H2 A tour of the classroom',
    ]);

    // The carousel shows one slide at a time and moves with its buttons.
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getByRole('group').filter({ visible: true }).getAttribute('aria-label')).toMatch(/^1 (of|จาก) 3$/);
    await carousel.getByRole('button', { name: /^(Next slide|สไลด์ถัดไป)$/ }).click();
    expect(await carousel.getByRole('group').filter({ visible: true }).locator('.cp-slide__title').textContent()).toBe('Programming from zero');

    // Category cards: the configured category page, or the filtered list.
    const categories = page.locator('[data-module="course_category"]');
    await expect.poll(() => categories.getByRole('link', { name: 'Programming' }).getAttribute('href')).toBe('/courses/category/programming');
    expect(await categories.getByRole('link', { name: 'Data' }).getAttribute('href')).toBe('/courses?category=cat-data');

    const map = page.locator('[data-module="map"] a');
    expect(await map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=13.7367&mlon=100.5605#map=17/13.7367/100.5605');
    const video = page.locator('[data-module="video"] video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('poster')).toBe('/demo/page-video-poster.svg');
    expect(await page.locator('[data-module="video"] figcaption').textContent()).toBe('Two minutes through a lesson: video, notes and quiz.');

    await expect.poll(() => page.title()).toBe('Learn new skills online | Learning Marketplace');
    expect(await head('meta[name="description"]')).toBe('Courses in programming, data and design, taught by working professionals.');
    expect(await head('meta[name="robots"]')).toBe('index,follow');
    expect(await head('meta[property="og:image"]')).toBe(url('/demo/page-share.svg'));
    expect(await head('meta[property="og:image:width"]')).toBe('600');
    expect(await head('meta[property="og:image:height"]')).toBe('314');
    expect(await head('link[rel="canonical"]', 'href')).toBe(url('/'));
    await expect.poll(() => countView('page-home')).toBeGreaterThanOrEqual(viewsBefore + 2);

    const courses = page.locator('[data-module="course"]');
    await expect.poll(() => courses.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Python for beginners',
      'Data analysis with pandas',
      'UI design fundamentals',
      'JavaScript essentials',
    ]);
    await screenshot(page, 'custom page home with all modules');
    await courses.getByRole('link', { name: 'Python for beginners' }).click();
    await page.waitForURL(url('/courses/course-python-basics'));
    await expect.poll(() => heading().textContent()).toBe('Python for beginners');
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
  });

  it('shows /about with its text and contact details', async () => {
    page = await browser.newPage();
    await page.goto(url('/about'));
    await expect.poll(() => heading().textContent()).toBe('About us');
    await expect.poll(moduleTypes).toEqual(['text', 'contactus']);
    expect(await page.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(await head('link[rel="canonical"]', 'href')).toBe(url('/about'));
  });
  it('shows the site header and footer only as the page enables them', async () => {
    page = await browser.newPage();
    await page.goto(url('/about'));
    await heading().waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    // /members (signed-in students) keeps the header and switches its footer off.
    await page.goto(url('/signin?from=%2Fmembers'));
    await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill('student2');
    await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill('Demo#2026pass');
    await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
    await page.waitForURL(url('/members'));
    await expect.poll(() => heading().textContent()).toBe('Members');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    // Leaving the page gives the shell its footer back (after the consent student2 has not given yet).
    try {
      await page.getByRole('dialog').getByRole('button').click();
      await page.getByRole('link', { name: /^(Courses|คอร์สเรียน)$/ }).first().click();
      await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    } finally {
      await localDatabase().users.patch({ userId: inject('userIds').student2 as string }).set({ pdpaApproved: 0 }).go();
    }
  });
});
