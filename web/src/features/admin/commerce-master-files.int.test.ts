import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { adminTable, DELETED } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `ec${Date.now().toString(36)}`;
/** Typed in lower case; the shared schema keeps codes in capitals. */
const code = `SAVE${stamp}`.toUpperCase();

const filtersOf = (column: string, value: string) => encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value }]));

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API.
  const admin = await apiSignIn('admin');
  const answer = await api(`/api/coupons?filters=${filtersOf('code', stamp)}`, { token: admin.id_token });
  const ids = ((answer.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (ids.length > 0) await api('/api/coupon/delete', { method: 'DELETE', token: admin.id_token, json: { ids } });
  await apiSignOut(admin);
});

describe('the commerce master files in Chromium against the local stack', () => {
  it('creates a coupon with its amounts in baht, shows it with ฿ and no uses, then deletes it; shipping fees and payment methods list the seeded ones', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();

    const { notices, row: rowOf, tick, deleteSelected } = adminTable(page);
    /** The row's cells, the selection checkbox's and the edit button's left out. */
    const cellsOf = async (text: string) => (await rowOf(text).locator('td').allTextContents()).slice(1, -1);

    // The three screens are in the menu; coupons list the seeded ones with each discount in its unit.
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Coupons', 'Shipping fees', 'Payment methods']) await expect.poll(() => menu.getByRole('link', { name, exact: true }).count()).toBe(1);
    await menu.getByRole('link', { name: 'Coupons', exact: true }).click();
    await page.waitForURL(suite.url('/admin/coupons'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Coupons');
    await expect.poll(() => cellsOf('WELCOME10')).toEqual(expect.arrayContaining(['WELCOME10', 'Percent off', '10%']));
    expect(await cellsOf('BOOKS100')).toEqual(expect.arrayContaining(['BOOKS100', 'Amount off (baht)', '฿100.00']));

    // A new coupon: ฿500.00 off and a minimum spend, both typed in baht.
    await page.getByRole('button', { name: 'New coupon' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Discount kind', { exact: true }).selectOption({ label: 'Amount off (baht)' });
    await page.getByLabel('Discount', { exact: true }).fill('500.00');
    await page.getByLabel('Minimum spend (baht)', { exact: true }).fill('1,500.00');
    await page.getByLabel('Starts on', { exact: true }).fill('2026-06-01');
    await page.getByLabel('Ends on', { exact: true }).fill('2026-06-30');
    await page.getByLabel('Use limit', { exact: true }).fill('20');
    await screenshot(page, 'admin coupon form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rowOf(code).getAttribute('data-highlighted')).toBe('true');
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Saved the coupon “${code}”.`))).toBe(true);
    // Code, kind, discount, period, uses so far, use limit, active.
    expect(await cellsOf(code)).toEqual([code, 'Amount off (baht)', '฿500.00', '฿1,500.00', '2026-06-01', '2026-06-30', '0', '20', 'Yes']);
    await screenshot(page, 'admin coupon created');

    // The API keeps satang; the form reads baht back.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const stored = await api(`/api/coupons?filters=${filtersOf('code', stamp)}`, { token });
    expect((stored.body as unknown as { rows: Record<string, unknown>[] }).rows).toEqual([
      expect.objectContaining({ code, discount_kind: 'amount', discount_value: 50_000, minimum_spend: 150_000, maximum_discount: null, total_uses: 20, uses: 0 }),
    ]);
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    await expect.poll(() => page.getByLabel('Minimum spend (baht)', { exact: true }).inputValue()).toBe('1500.00');
    expect(await page.getByLabel('Discount', { exact: true }).inputValue()).toBe('500.00');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Deleted from the table.
    await tick(page.getByRole('checkbox', { name: `Select ${code}` }));
    await deleteSelected(DELETED);
    await expect.poll(() => rowOf(code).count()).toBe(0);

    // Shipping fees at their own path, their fees in ฿; payment methods with their providers' words.
    await page.goto(suite.url('/admin/shipping-fees'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shipping fees');
    await expect.poll(() => cellsOf('Bangkok and vicinity')).toEqual(['Bangkok and vicinity', 'Flat fee', '฿50.00', '฿1,000.00', 'Yes']);
    expect(await cellsOf('Other provinces')).toEqual(['Other provinces', 'By weight', '฿0.00', '฿1,500.00', 'Yes']);
    await page.goto(suite.url('/admin/payment-methods'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment methods');
    // Named in both languages; the row's edit button by the name in the page's language.
    await expect.poll(() => cellsOf('PromptPay QR')).toEqual(['พร้อมเพย์ QR', 'PromptPay QR', 'PromptPay', '2', 'Yes']);
    expect(await page.getByRole('button', { name: 'Edit PromptPay QR' }).count()).toBe(1);
    await screenshot(page, 'admin payment methods');
  });
});
