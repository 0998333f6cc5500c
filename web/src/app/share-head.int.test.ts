import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();

/** What a link preview (Facebook, LINE, X) reads of a page: its title and head tags. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      robots: meta('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogType: meta('meta[property="og:type"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogImageSize: [meta('meta[property="og:image:width"]'), meta('meta[property="og:image:height"]')],
      twitterCard: meta('meta[name="twitter:card"]'),
      twitterTitle: meta('meta[name="twitter:title"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
    };
  });
}

const PAGES = [
  {
    path: '/courses/course-sql',
    title: 'SQL for analysts',
    description: 'Answer business questions with SELECT, joins, grouping and window functions.',
    image: '/demo/course-sql.svg',
    type: 'product',
  },
  { path: '/article/start-learning-python-in-30-days', type: 'article' },
  { path: '/review/review-sql-ploy', type: 'article' },
  { path: '/promotion/promotion-new-term', title: 'New term: 20% off', image: '/demo/page-banner.svg', type: 'website' },
  { path: '/private/instructors/somchai', title: 'Somchai Wongsakul', description: 'Backend engineer, 12 years of Python and Go', image: '/demo/instructor-somchai.svg', type: 'profile' },
];

describe('a detail page is shareable', () => {
  it.for(PAGES)('$path sets its title, description, canonical URL and 600x314 cards', async (expected) => {
    const page = await suite.page(expected.path);
    await expect.poll(async () => (await headOf(page)).ogUrl).toBe(suite.url(expected.path));
    const head = await headOf(page);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
    const title = expected.title ?? heading;
    expect(heading).toBe(title);
    expect(head.title).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    expect(head).toMatchObject({
      canonical: suite.url(expected.path),
      ogType: expected.type,
      ogTitle: title,
      twitterTitle: title,
      twitterCard: 'summary_large_image',
      ogImageSize: ['600', '314'],
      robots: 'index,follow',
    });
    expect(head.description?.length).toBeGreaterThan(10);
    expect(head.ogDescription).toBe(head.description);
    if (expected.description) expect(head.description).toBe(expected.description);
    // The page's own image, else the site's social image, else the default logo: always an absolute URL.
    expect(head.ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    if (expected.image) expect(head.ogImage).toBe(suite.url(expected.image));
    expect(head.twitterImage).toBe(head.ogImage);
  });

  it('gives the head back when the visitor moves on', async () => {
    const page = await suite.page('/courses/course-sql');
    await expect.poll(async () => (await headOf(page)).ogTitle).toBe('SQL for analysts');
    await page.getByRole('link', { name: /^(Courses|คอร์สเรียน)$/ }).first().click();
    await expect.poll(async () => (await headOf(page)).ogTitle).not.toBe('SQL for analysts');
  });
});
