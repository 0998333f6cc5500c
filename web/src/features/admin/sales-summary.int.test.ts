import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { bahtText, bangkokDay, order as orderSchema, type Order } from '@lm/shared';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT } from '../../testing/admin-table';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = Date.now().toString(36);

/** The seeded sale with shipping: the second demo student's two notebook sets, paid two days before the stack started (scripts/src/seed/commerce.ts). */
const PARCEL = 'order-demo-2';
let parcel: Order;
let parcelDay = '';
const WAITING = `order-waiting-${stamp}`;

beforeAll(async () => {
  const admin = await apiSignIn('admin');
  const read = await api(`/api/orders/${PARCEL}`, { token: admin.id_token });
  expect(read.status, read.text).toBe(200);
  parcel = orderSchema.parse(read.body);
  parcelDay = bangkokDay(new Date(parcel.paid_at!));
  // An administrator holds one session at a time: the browser's is opened next.
  await apiSignOut(admin);
  // A parcel waiting to be sent: the demo parcel's order again, paid an hour ago and not sent.
  const paidAt = new Date(Date.now() - 3_600_000).toISOString();
  const { payment, slip: _slip, coupon_code: _coupon, ...stored } = parcel;
  const db = localDatabase();
  await db.orders
    .create({ ...stored, payment: payment!, paid_at: paidAt, id: WAITING, status: 'paid', tracking_number: '', address: { ...parcel.address!, recipient_name: `Waiting ${stamp}` }, created_at: paidAt, updated_at: paidAt, idempotency_key: `delivery-${stamp}` })
    .go();
  // On the shipping desk, as its payment would have put it.
  await db.parcels.create({ order_id: WAITING, state: 'to_send', at: paidAt }).go();
});

const cellsOf = async (row: Locator) => (await row.locator('td').allTextContents()).map((text) => text.trim());

describe('the sales dashboards in Chromium against the local stack', () => {
  it('show an administrator each of the last 30 days, a day’s sale with its shipping and VAT, the months, and the orders by status and item', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Daily sales summary', exact: true }).click();
    await page.waitForURL(suite.url('/admin/daily-sales-summary'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Daily sales summary');
    expect(await page.getByRole('button', { name: /^New / }).count()).toBe(0);

    const table = page.getByRole('table', { name: 'Daily sales summary' });
    await expect.poll(() => table.locator('tbody tr').count(), PATIENT).toBe(30);
    // The fields show the days the table covers, the oldest row's to today's; nothing to go back to yet.
    const oldest = (await cellsOf(table.locator('tbody tr').last()))[0];
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(oldest);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe((await cellsOf(table.locator('tbody tr').first()))[0]);
    expect(await page.getByRole('button', { name: 'Default period' }).isDisabled()).toBe(true);

    // Only the parcel's day: its two notebooks, ฿50 shipping to Bangkok, and what the buyer paid.
    await page.getByLabel('From', { exact: true }).fill(parcelDay);
    await page.getByLabel('To', { exact: true }).fill(parcelDay);
    await expect.poll(() => table.locator('tbody tr').count(), PATIENT).toBe(1);
    const cells = await cellsOf(table.locator('tbody tr').first());
    expect(parcel.total).toBe(63_000);
    expect(cells).toEqual(expect.arrayContaining([parcelDay, '1', '2', bahtText(58_000), bahtText(5_000), bahtText(63_000), bahtText(parcel.breakdown.vat)]));
    await screenshot(page, 'admin-daily-sales-summary');

    // In Thai: the month's sales, and the order summary by status, method and item.
    await page.evaluate(() => localStorage.setItem('lm.language.admin', 'th'));
    await page.goto(suite.url('/admin/monthly-sales-summary'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('สรุปยอดขายรายเดือน');
    const months = page.getByRole('table', { name: 'สรุปยอดขายรายเดือน' });
    await expect.poll(() => months.locator('tbody tr').count(), PATIENT).toBe(12);
    expect(await months.getByRole('columnheader', { name: /ยอดสุทธิ/ }).count()).toBe(1);
    // Opened by its address, the table is laid out as one: the component library's partial sheet came before the back office's full one.
    expect(await months.evaluate((table) => getComputedStyle(table).display)).toBe('table');

    await page.goto(suite.url('/admin/order-summary'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('สรุปคำสั่งซื้อ');
    const statuses = page.getByRole('table', { name: 'สรุปคำสั่งซื้อ' });
    // Every status, in words.
    await expect.poll(() => statuses.locator('tbody tr').count(), PATIENT).toBe(6);
    expect(await statuses.locator('tbody tr', { hasText: 'จัดส่งแล้ว' }).count()).toBe(1);

    await page.getByRole('button', { name: 'คำสั่งซื้อตามสินค้า', exact: true }).click();
    const items = page.getByRole('table', { name: 'คำสั่งซื้อตามสินค้า' });
    await page.getByLabel('ตั้งแต่', { exact: true }).fill(parcelDay);
    await page.getByLabel('ถึง', { exact: true }).fill(parcelDay);
    const notebooks = items.locator('tbody tr', { hasText: 'Dotted notebook set' });
    // The parcel's day only: the order waiting to be sent, paid today, is not in it.
    await expect.poll(() => cellsOf(notebooks), PATIENT).toEqual(['Dotted notebook set', 'สินค้า', '2', '1', bahtText(58_000)]);
    await screenshot(page, 'admin-order-summary-by-item');
  });
});

describe('the delivery orders in Chromium against the local stack', () => {
  it('show an administrator the parcels to send first, and one marked as sent with its tracking number', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice('/admin/delivery-orders');
    // The first test left the back office in Thai.
    await page.evaluate(() => localStorage.setItem('lm.language.admin', 'en'));
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Delivery orders');
    const rows = page.getByRole('table', { name: 'Delivery orders' }).locator('tbody tr');
    const waiting = rows.filter({ hasText: `Waiting ${stamp}` });
    await expect.poll(() => waiting.count(), PATIENT).toBe(1);
    // The demo parcels, one sent and one to send, and the one waiting: every one to send comes first, the longest waiting at the top.
    const statuses = (await rows.allTextContents()).map((text) => (text.includes('To send') ? 'To send' : 'Sent'));
    expect(statuses.lastIndexOf('To send')).toBeLessThan(statuses.indexOf('Sent'));
    const texts = await rows.allTextContents();
    expect(texts.findIndex((text) => text.includes('Dotted notebook set × 1'))).toBeLessThan(texts.findIndex((text) => text.includes(`Waiting ${stamp}`)));
    expect(await cellsOf(rows.filter({ hasText: 'Dotted notebook set × 1' }))).toEqual(expect.arrayContaining(['To send', 'Malee Suksan', 'Bangkok']));
    expect(await cellsOf(rows.filter({ hasText: `Waiting ${stamp}` }))).toEqual(expect.arrayContaining(['To send', 'Bangkok', 'Dotted notebook set × 2']));
    expect(await cellsOf(rows.filter({ hasText: 'EF582736491TH' }))).toEqual(expect.arrayContaining(['Sent', 'Malee Suksan', 'Bangkok', 'Dotted notebook set × 2', 'EF582736491TH']));

    await page.getByRole('button', { name: `View ${WAITING}` }).click();
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    const sending = page.getByRole('dialog', { name: 'Mark as sent' });
    await sending.getByLabel('Tracking number', { exact: true }).fill(`EF${stamp}TH`);
    await sending.getByRole('button', { name: 'Mark as sent' }).click();
    await expect.poll(() => sending.count(), PATIENT).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: 'Tracking number' }).textContent(), PATIENT).toContain(`EF${stamp}TH`);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(async () => cellsOf(rows.filter({ hasText: `Waiting ${stamp}` })), PATIENT).toEqual(expect.arrayContaining(['Sent', `EF${stamp}TH`]));
    await screenshot(page, 'admin-delivery-orders');

    // The toolbar's days bound the parcels sent (the last 30 unless chosen), never those to send.
    expect(await page.getByText('Every parcel still to send is listed; of those sent, the ones sent on these days').count()).toBe(1);
    const today = bangkokDay(new Date());
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    // The demo parcel was sent yesterday; the one just sent stays.
    await expect.poll(() => rows.filter({ hasText: 'EF582736491TH' }).count(), PATIENT).toBe(0);
    expect(await rows.filter({ hasText: `EF${stamp}TH` }).count()).toBe(1);
  });
});
