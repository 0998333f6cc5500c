import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { mailsTo } from '@lm/functions/testing/outbox';
import { bahtText, order as orderSchema, type Order } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { screenshot } from '../../testing/browser';
import { bangkokStamp } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const run = randomUUID().slice(0, 8);

/** The answer of POST /user/register: a signed-in session. */
type Session = { id_token: string; user: { id: string; email: string } };
let buyer: Session;
let pending: Order;
/** A second buyer, whose order by bank transfer has a slip waiting for review. */
let payer: Session;
let transfer: Order;

/** A 1×1 PNG: the slip. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab1e6b6f0000000049454e44ae426082', 'hex');

/** What the payment page does: the presigned PUT from the API, the file straight to storage, then the hand-in. */
async function sendSlip(session: Session, orderId: string): Promise<Order> {
  const asked = await api(`/api/me/orders/${orderId}/slip`, { json: { content_type: 'image/png', size: PNG.length }, token: session.id_token });
  expect(asked.status, asked.text).toBe(200);
  const upload = asked.body as unknown as { url: string; headers: Record<string, string>; key: string };
  expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(PNG) })).status).toBeLessThan(300);
  const submitted = await api(`/api/me/orders/${orderId}/slip/submit`, { json: { key: upload.key }, token: session.id_token });
  expect(submitted.status, submitted.text).toBe(200);
  return orderSchema.parse(submitted.body);
}

/** The seeded paid order: the demo student's course, ฿1,290.00 by card (scripts/src/seed/commerce.ts). */
const DEMO_ORDER = 'order-demo-1';

beforeAll(async () => {
  // A new student with one course in the cart, ordered to be paid by PromptPay: a pending order.
  const username = `orders${run}`;
  const registered = await api('/user/register', { json: { username, email: `${username}@example.com`, password: 'Orders#2026pass', firstname: 'Orawan', lastname: 'Sue' } });
  expect(registered.status, registered.text).toBe(200);
  buyer = registered.body as unknown as Session;
  const token = buyer.id_token;
  const added = await api(`/public/cart/${buyer.user.id}/items`, { json: { item_id: 'course-ui-design' }, token });
  expect(added.status, added.text).toBe(200);
  const ordered = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-promptpay' }, token });
  expect(ordered.status, ordered.text).toBe(200);
  pending = orderSchema.parse(ordered.body);
  expect(pending.status).toBe('pending');

  // Another student orders a course to be paid by bank transfer and sends the slip.
  const payerName = `slip${run}`;
  const payerRegistered = await api('/user/register', { json: { username: payerName, email: `${payerName}@example.com`, password: 'Orders#2026pass', firstname: 'Somchai', lastname: 'Jaidee' } });
  expect(payerRegistered.status, payerRegistered.text).toBe(200);
  payer = payerRegistered.body as unknown as Session;
  expect((await api(`/public/cart/${payer.user.id}/items`, { json: { item_id: 'course-pandas' }, token: payer.id_token })).status).toBe(200);
  const byTransfer = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-transfer' }, token: payer.id_token });
  expect(byTransfer.status, byTransfer.text).toBe(200);
  transfer = await sendSlip(payer, orderSchema.parse(byTransfer.body).id);
  expect(transfer).toMatchObject({ status: 'pending', slip: { status: 'submitted' } });
});

afterAll(async () => {
  // The orders this file made go (a cancelled or pending order may be deleted; the sent one is kept), and the buyers sign out.
  const admin = await apiSignIn('admin');
  const made = [pending, transfer].filter(Boolean).map((order) => order.id);
  if (made.length) await api('/api/order/delete', { method: 'DELETE', token: admin.id_token, json: { ids: made } });
  await apiSignOut(admin);
  for (const session of [buyer, payer]) if (session) await apiSignOut(session);
});

/** The table, filter, view and notice helpers of the orders screen. */
function ordersScreen(page: Page) {
  const notices = () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
  const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });
  /** The row's cells, the selection checkbox's and the view button's left out. */
  const cellsOf = async (text: string) => (await rowOf(text).locator('td').allTextContents()).slice(1, -1);
  const filterBy = async (column: string, operator: string, value: { choose: string } | { type: string }) => {
    await page.getByLabel('Column', { exact: true }).selectOption({ label: column });
    await page.getByLabel('Operator', { exact: true }).selectOption({ label: operator });
    const input = page.getByLabel('Value', { exact: true });
    if ('choose' in value) await input.selectOption({ label: value.choose });
    else await input.fill(value.type);
    await page.getByRole('button', { name: 'Add filter' }).click();
  };
  /** What the order's view says next to a term ("Status" → "Pending"). */
  const fact = (term: string) =>
    page
      .locator('.record-view__fact')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
      .locator('dd')
      .first()
      .textContent();
  const tick = async (checkbox: ReturnType<Page['getByRole']>) => {
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => checkbox.isChecked()).toBe(true);
  };
  return { notices, rowOf, cellsOf, filterBy, fact, tick };
}

describe('the orders back office in Chromium against the local stack', () => {
  it('finds a new pending order by status and buyer, opens it and cancels it; shows the seeded paid order in baht and refuses to delete it', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice();
    const { notices, rowOf, cellsOf, filterBy, fact, tick } = ordersScreen(page);

    // The screen is in the menu; orders are made by checkout, so there is nothing to create.
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(suite.url('/admin/orders'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');
    expect(await page.getByRole('button', { name: 'New order' }).count()).toBe(0);
    // Newest first, and the date's heading says so; a click on it turns the order around.
    const dateHeader = page.getByRole('columnheader', { name: 'Date', exact: true });
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('descending');
    await dateHeader.getByRole('button').click();
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('ascending');
    await dateHeader.getByRole('button').click();
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('descending');

    // The pending orders of this buyer: the one checkout just made, its status and method in words, its total in baht.
    await filterBy('Status', 'equals', { choose: 'Pending' });
    await filterBy('Buyer e-mail', 'equals', { type: buyer.user.email });
    await expect.poll(() => page.getByRole('list', { name: 'Applied filters' }).locator('li').allTextContents()).toEqual([
      expect.stringContaining('Status equals Pending'),
      expect.stringContaining(`Buyer e-mail equals ${buyer.user.email}`),
    ]);
    await expect.poll(() => cellsOf(pending.id), { timeout: 15_000 }).toEqual([
      bangkokStamp(pending.created_at),
      'Orawan Sue',
      buyer.user.email,
      'Pending',
      'PromptPay',
      '—',
      bahtText(pending.total),
      '—',
    ]);
    // The status filter alone shows every pending order, this one among them: the count is polled until the buyer's filter applies.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await screenshot(page, 'admin orders pending');

    // Its view: the line, the breakdown, no address (a course ships nothing), no payment yet; only Cancel is offered.
    await page.getByRole('button', { name: `View ${pending.id}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: `Details of the order ${pending.id}` }).count()).toBe(1);
    await expect.poll(() => fact('Status')).toBe('Pending');
    const items = page.getByRole('region', { name: 'Items' });
    expect(await items.getByRole('row').filter({ hasText: 'UI design fundamentals' }).locator('td').allTextContents()).toEqual([
      'UI design fundamentals',
      '1',
      bahtText(pending.lines[0]!.unit_price),
      expect.stringContaining(bahtText(pending.lines[0]!.total)),
    ]);
    expect(await fact('List total')).toBe(bahtText(pending.breakdown.listTotal));
    expect(await fact('VAT included (7%)')).toBe(bahtText(pending.breakdown.vat));
    expect(await fact('Shipping')).toBe('Nothing to ship');
    expect(await fact('Coupon')).toBe('—');
    expect(await page.getByRole('region', { name: 'Delivery address' }).textContent()).toContain('No address');
    expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain('No payment has been started.');
    const steps = page.getByRole('region', { name: 'What can be done' });
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Cancel order']);
    await screenshot(page, 'admin order pending view');

    await steps.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => fact('Status')).toBe('Cancelled');
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Cancelled the order “${pending.id}”.`))).toBe(true);
    expect(await steps.count()).toBe(0);
    const stored = orderSchema.parse((await api(`/api/me/orders/${pending.id}`, { token: buyer.id_token })).body);
    expect(stored.status).toBe('cancelled');

    // The table was read again: no longer pending; without the status filter it shows as cancelled.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(() => rowOf(pending.id).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Remove filter: Status equals Pending' }).click();
    await expect.poll(() => cellsOf(pending.id), { timeout: 15_000 }).toEqual(expect.arrayContaining(['Orawan Sue', buyer.user.email, 'Cancelled', 'PromptPay', bahtText(pending.total)]));

    // The seeded paid order, found by its day and status: paid by card, ฿1,290.00.
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await filterBy('Date', 'contains', { type: '2026-01-10T03:00' });
    await filterBy('Status', 'equals', { choose: 'Paid' });
    await expect.poll(() => cellsOf(DEMO_ORDER), { timeout: 15_000 }).toEqual([
      '2026-01-10 10:00',
      'Somchai Jaidee',
      'student@example.com',
      'Paid',
      'Card',
      '—',
      '฿1,290.00',
      '2026-01-10 10:02',
    ]);
    await page.getByRole('button', { name: `View ${DEMO_ORDER}` }).click();
    await expect.poll(() => fact('Status')).toBe('Paid');
    expect(await fact('Total')).toBe('฿1,290.00');
    expect(await fact('Payment state')).toBe('Successful');
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Mark as sent', 'Refund']);
    // A refund is asked first; said no to, nothing changes.
    await steps.getByRole('button', { name: 'Refund' }).click();
    const question = page.getByRole('alertdialog', { name: `Refund the order “${DEMO_ORDER}”?` });
    await expect.poll(() => question.count()).toBe(1);
    await screenshot(page, 'admin order refund question');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => question.count()).toBe(0);
    // Marking it as sent asks for the tracking number; left, nothing changes.
    await steps.getByRole('button', { name: 'Mark as sent' }).click();
    const sending = page.getByRole('dialog', { name: 'Mark as sent' });
    await expect.poll(() => sending.getByLabel('Tracking number', { exact: true }).count()).toBe(1);
    await sending.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => sending.count()).toBe(0);
    expect(await fact('Status')).toBe('Paid');
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // A paid order is kept: the delete is refused with SPEC §8's "Cannot delete …", and the row stays.
    await tick(page.getByRole('checkbox', { name: `Select ${DEMO_ORDER}` }));
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Cannot delete ${DEMO_ORDER}: paid orders are kept`)), { timeout: 10_000 })
      .toBe(true);
    expect(await rowOf(DEMO_ORDER).count()).toBe(1);
    await screenshot(page, 'admin order delete refused');
  });

  it('shows a transfer’s slip in the order’s view; rejecting it with a reason leaves the order pending, with that reason for the buyer', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice();
    const { notices, cellsOf, filterBy, fact } = ordersScreen(page);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(suite.url('/admin/orders'));

    await filterBy('Buyer e-mail', 'equals', { type: payer.user.email });
    await expect.poll(() => cellsOf(transfer.id), { timeout: 15_000 }).toEqual(expect.arrayContaining(['Somchai Jaidee', payer.user.email, 'Pending', 'Bank transfer', bahtText(transfer.total)]));
    await page.getByRole('button', { name: `View ${transfer.id}` }).click();
    await expect.poll(() => fact('Status')).toBe('Pending');

    // The slip: its state, and the image itself through its short-lived link.
    const slip = page.getByRole('region', { name: 'Transfer slip' });
    await expect.poll(() => fact('Slip')).toBe('Waiting for review');
    const image = slip.getByRole('img', { name: `Transfer slip of the order ${transfer.id}` });
    await expect.poll(() => image.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const steps = page.getByRole('region', { name: 'What can be done' });
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Approve slip', 'Reject slip', 'Cancel order']);
    await screenshot(page, 'admin order slip');

    // Approving is asked first; said no to, nothing changes.
    await steps.getByRole('button', { name: 'Approve slip' }).click();
    const question = page.getByRole('alertdialog', { name: `Approve the slip of the order “${transfer.id}”?` });
    await expect.poll(() => question.count()).toBe(1);
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => question.count()).toBe(0);

    // Rejecting asks for the reason, which is required.
    await steps.getByRole('button', { name: 'Reject slip' }).click();
    const rejecting = page.getByRole('dialog', { name: 'Reject slip' });
    const reason = rejecting.getByLabel('Reason', { exact: true });
    await expect.poll(() => reason.count()).toBe(1);
    await rejecting.getByRole('button', { name: 'Reject slip' }).click();
    await expect.poll(() => rejecting.getByText('Reason is required.').first().isVisible()).toBe(true);
    await reason.fill('The amount on the slip does not match the order.');
    await rejecting.getByRole('button', { name: 'Reject slip' }).click();
    await expect.poll(() => rejecting.count()).toBe(0);

    await expect.poll(() => fact('Slip')).toBe('Rejected');
    expect(await fact('Status')).toBe('Pending');
    expect(await fact('Why it was rejected')).toBe('The amount on the slip does not match the order.');
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Rejected the slip of the order “${transfer.id}”.`))).toBe(true);
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Cancel order']);
    await screenshot(page, 'admin order slip rejected');

    // The buyer's order says the same: pending, the slip rejected with the reason, another may be sent.
    const stored = orderSchema.parse((await api(`/api/me/orders/${transfer.id}`, { token: payer.id_token })).body);
    expect(stored).toMatchObject({ status: 'pending', slip: { status: 'rejected', reason: 'The amount on the slip does not match the order.' } });

    // The buyer sends another slip. The staff's notice links to the order (decision 0059): the link opens
    // its view. Approved, the order is paid, and then marked as sent with the parcel's number.
    await sendSlip(payer, transfer.id);
    // The staff's notices go with the minute sweep: run it now, as its schedule would within the minute.
    const swept = await fetch(`${inject('apiUrl')}/2015-03-31/functions/marketplace-local-expire-orders/invocations`, { method: 'POST', body: '{}' });
    expect(swept.headers.get('x-amz-function-error')).toBeNull();
    const slipNotices = (await mailsTo('orders@example.com')).filter((mail) => mail.subject.startsWith(`Slip to review: order ${transfer.id}`));
    expect(slipNotices).toHaveLength(2);
    const link = new URL(slipNotices[1]?.text.match(/https?:\/\/\S+\/admin\/orders\?record=\S+/)?.[0] ?? '');
    expect(link.searchParams.get('record')).toBe(transfer.id);
    await page.goto(suite.url(`${link.pathname}${link.search}`));
    await expect.poll(() => fact('Slip'), { timeout: 15_000 }).toBe('Waiting for review');
    await steps.getByRole('button', { name: 'Approve slip' }).click();
    await page.getByRole('alertdialog', { name: `Approve the slip of the order “${transfer.id}”?` }).getByRole('button', { name: 'Approve slip' }).click();
    await expect.poll(() => fact('Status'), { timeout: 15_000 }).toBe('Paid');
    expect(await fact('Slip')).toBe('Approved');
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Mark as sent', 'Refund']);
    await steps.getByRole('button', { name: 'Mark as sent' }).click();
    const sending = page.getByRole('dialog', { name: 'Mark as sent' });
    await sending.getByLabel('Tracking number', { exact: true }).fill('TH0123456789');
    await sending.getByRole('button', { name: 'Mark as sent' }).click();
    await expect.poll(() => sending.count()).toBe(0);
    await expect.poll(() => fact('Status'), { timeout: 15_000 }).toBe('Sent');
    await expect.poll(() => page.getByRole('region', { name: 'Tracking number' }).textContent()).toContain('TH0123456789');
    expect(await steps.getByRole('button').allTextContents()).toEqual(['Refund']);
    await screenshot(page, 'admin order sent');
    // The view's place is in the address: back to the list, and the browser's Back opens the order again.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.waitForURL(suite.url('/admin/orders'));
    await page.goBack();
    await expect.poll(() => fact('Status'), { timeout: 15_000 }).toBe('Sent');
    expect(new URL(page.url()).searchParams.get('record')).toBe(transfer.id);
    // The buyer sees the order sent with its number, and owns the course it held.
    expect(orderSchema.parse((await api(`/api/me/orders/${transfer.id}`, { token: payer.id_token })).body)).toMatchObject({ status: 'fulfilled', tracking_number: 'TH0123456789' });
    expect((await api('/api/me/courses', { token: payer.id_token })).body).toEqual([expect.objectContaining({ course_id: 'course-pandas' })]);
  });

  it('keeps every column heading on one line on a phone in Thai, the table scrolling sideways within the page', { timeout: 60_000 }, async () => {
    const page = await suite.backOffice();
    await page.setViewportSize({ width: 390, height: 844 });
    // The browser's storage outlives the page: it is put back at the end, and this test comes last.
    await page.evaluate((key) => localStorage.setItem(key, 'th'), STORAGE_KEYS.adminLanguage);
    await page.goto(suite.url('/admin/orders'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('คำสั่งซื้อ');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The lines each heading's words take: one each ("วันที่" broke into "วัน" and "ที่" at this width).
    const lines = await page.locator('thead th').evaluateAll((cells) =>
      cells
        .filter((cell) => cell.textContent?.trim() && !cell.querySelector('input'))
        .map((cell) => {
          const tops = new Set<number>();
          const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            if (text.parentElement?.closest('[aria-hidden="true"]')) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top + rect.height / 2));
          }
          return [cell.textContent?.replace(/[↕▲▼]/g, '').trim(), tops.size];
        }),
    );
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    // Only the table scrolls: the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin orders phone thai');
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.adminLanguage);
  });
});
