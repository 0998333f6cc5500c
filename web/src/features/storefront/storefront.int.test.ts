import type {} from '@lm/functions/testing/provided-context';
import type { PublicCoursePage } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../../testing/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;
const heading = () => page.getByRole('heading', { level: 1 });
const cardTitles = () => page.locator('.sf-grid').getByRole('heading', { level: 2 }).allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.dispose();
});
afterEach(async (context) => {
  await screenshot(page, `storefront ${context.task.name}`);
  await page.close();
});

describe('the storefront in Chromium against the local stack', () => {
  it('finds a course by name at /courses and opens its page with title and price', async () => {
    page = await browser.newPage();
    await page.goto(url('/courses'));
    await expect.poll(() => heading().textContent()).toMatch(/^(Courses|คอร์สเรียน)$/);
    await expect.poll(() => cardTitles().then((titles) => titles.length)).toBe(12);

    await page.getByLabel(/^(Search courses by name|ค้นหาคอร์สตามชื่อ)$/).fill('PANDAS');
    await page.getByRole('button', { name: /^(Search|ค้นหา)$/ }).click();
    await page.waitForURL(url('/courses?q=PANDAS'));
    await expect.poll(cardTitles).toEqual(['Data analysis with pandas']);
    // The card names who teaches it.
    expect(await page.locator('.sf-grid .sf-card__byline').allTextContents()).toEqual(['Pimchanok Srisuk']);

    await page.getByRole('link', { name: 'Data analysis with pandas' }).click();
    await page.waitForURL(url('/courses/course-pandas'));
    await expect.poll(() => heading().textContent()).toBe('Data analysis with pandas');
    const price = page.locator('.sf-detail__summary .sf-price');
    await expect.poll(() => price.locator('.sf-price__now').textContent()).toMatch(/฿1,290$/);
    expect(await price.locator('s').textContent()).toMatch(/฿1,990$/);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Curriculum|เนื้อหาคอร์ส)$/)]),
    );
    await expect.poll(() => page.title()).toBe('Data analysis with pandas | Learning Marketplace');

    // Who teaches it, named under the title and introduced below the curriculum; the name opens their page.
    expect(await page.locator('.sf-detail__byline').textContent()).toMatch(/^(Taught by|สอนโดย) Pimchanok Srisuk$/);
    const introduction = page.getByRole('region', { name: /^(Your instructor|ผู้สอน)$/ });
    expect(await introduction.textContent()).toContain('Pimchanok Srisuk');
    await introduction.getByRole('link', { name: 'Pimchanok Srisuk' }).click();
    await page.waitForURL(url('/private/instructors/instructor-pim'));
    await expect.poll(() => heading().textContent()).toBe('Pimchanok Srisuk');
    // Among their own courses, the cards do not name them again.
    await expect.poll(() => page.locator('[data-course-id="course-pandas"]').count()).toBe(1);
    expect(await page.locator('.sf-card__byline').count()).toBe(0);
  });

  it('lists only the programming courses at the configured /courses/category/programming', async () => {
    const answer = await fetch(`${inject('apiUrl')}/public/courses?type=category&value=programming`);
    const programming = (await answer.json()) as PublicCoursePage;
    expect(programming.total).toBeGreaterThan(0);
    expect(programming.rows.every((row) => row.category_id === 'cat-programming')).toBe(true);

    page = await browser.newPage();
    await page.goto(url('/courses/category/programming'));
    await expect.poll(() => heading().textContent()).toBe('Programming');
    await expect.poll(cardTitles).toEqual(programming.rows.map((row) => row.title));
    const titles = await cardTitles();
    expect(titles).toContain('Python for beginners');
    expect(titles).not.toContain('Data analysis with pandas');
    expect(titles).not.toContain('Figma from zero');
  });

  it('says plainly when a course is not available and when a search finds nothing', async () => {
    page = await browser.newPage();
    await page.goto(url('/courses/course-rust-draft'));
    await expect.poll(() => heading().textContent()).toMatch(/^(Course not found|ไม่พบคอร์ส)$/);

    await page.goto(url('/courses?q=no%20such%20course'));
    await expect.poll(() => page.locator('.sf-state').textContent()).toMatch(/^(No courses match your search\.|ไม่พบคอร์สที่ตรงกับการค้นหา)$/);
  });
});
