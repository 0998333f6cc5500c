import { describe, expect, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();

describe('the privacy notice (PDPA)', () => {
  it('is a page at /privacy, in Thai and English, which the footer links to', async () => {
    const page = await suite.page('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /^(Privacy policy|นโยบายความเป็นส่วนตัว)$/ }).click();
    await page.waitForURL(suite.url('/privacy'));
    // Its Thai and English sections, each under its own heading (the page's title above holds both names).
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'นโยบายความเป็นส่วนตัว', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Privacy notice', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Personal Data Protection Act/).first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /^(Page not found|ไม่พบหน้านี้)$/ }).count()).toBe(0);
  });

  it('is one of the custom pages administrators edit in the page builder', async () => {
    const page = await suite.backOffice('/admin/page-builder');
    // The page builder reads every page before it lists them: give a busy machine time.
    await expect.poll(() => page.getByRole('row').filter({ hasText: '/privacy' }).count(), { timeout: 20_000 }).toBe(1);
  });
});
