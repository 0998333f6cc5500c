import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `ct${Date.now().toString(36)}`;
const categoryName = `Workshop certificate ${stamp}`;

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  const rows = ((await api('/api/certificatecatagory?page=1', { token })).body as unknown as { rows?: Record<string, unknown>[] }).rows ?? [];
  const ids = rows.filter((row) => String(row.name).includes(stamp)).map((row) => String(row.id));
  if (ids.length > 0) await api('/api/certificatecatagory', { method: 'DELETE', token, json: { ids } });
  await apiSignOut(admin);
});

describe('the certificates screen in Chromium against the local stack', () => {
  it('designs a category’s template beside its preview, lists the issued certificates and asks a reason to issue one by hand', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice();
    const settled = () => expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBe('false');
    const show = async (view: 'Certificate categories' | 'Issued certificates') => {
      const toggle = page.getByRole('button', { name: view, exact: true });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await settled();
    };

    await page.goto(suite.url('/admin/certificate-categories'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Certificate categories');
    await show('Certificate categories');
    expect(await page.getByRole('row').filter({ hasText: 'Standard certificate' }).count()).toBe(1);

    // A new category starts from the default template, drawn in the preview as it is changed.
    await page.getByRole('button', { name: 'New certificate category' }).click();
    await page.getByLabel('Name', { exact: true }).fill(categoryName);
    const preview = page.getByRole('img', { name: 'Preview of the certificate page' });
    await expect.poll(() => preview.locator('text').allTextContents()).toContain('ประกาศนียบัตร');
    await page.getByRole('group', { name: 'Field 1: Fixed text' }).getByLabel('Text', { exact: true }).fill('วุฒิบัตร / Workshop certificate');
    await expect.poll(() => preview.locator('text').allTextContents()).toContain('วุฒิบัตร / Workshop certificate');
    await screenshot(page, 'admin certificate template designer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).getAttribute('data-highlighted')).toBe('true');

    // The issued certificates: the seeded one, and a certificate by hand needs its reason.
    await show('Issued certificates');
    expect(await page.getByRole('row').filter({ hasText: 'LM-2026-GT7K-4QXM' }).textContent()).toContain('Course completed');
    const issue = page.getByRole('region', { name: 'Issue a certificate by hand' });
    // The student is picked by name and username.
    const student = issue.getByLabel('Student');
    await expect.poll(() => student.locator('option', { hasText: 'Malee Suksan (student2)' }).count()).toBe(1);
    await student.selectOption({ label: 'Malee Suksan (student2)' });
    await issue.getByLabel('Course').selectOption({ label: 'Git and GitHub for teams' });
    await issue.getByLabel('Reason').fill('ok');
    await issue.getByRole('button', { name: 'Issue certificate' }).click();
    await expect.poll(() => issue.getByRole('alert').textContent()).toContain('A reason is required to issue a certificate by hand (at least 5 characters).');
  });
});
