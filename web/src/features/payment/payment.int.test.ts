import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase } from '@lm/functions/testing/api';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const run = randomUUID().slice(0, 8);

/** The answer of POST /user/register: a signed-in session, as /user/login answers one. */
interface Session {
  id_token: string;
  refresh_token: string;
  session_expires_at: number;
  user: { id: string; username: string; firstname: string; lastname: string; displayImgUrl: string; role_id: number; email: string; user_group_id: string | null };
}

async function newStudent(name: string): Promise<Session> {
  const username = `pay${name}${run}`.toLowerCase();
  const answer = await api('/user/register', { json: { username, email: `${username}@example.com`, password: 'Payments#2026pass', firstname: 'Payer', lastname: name } });
  expect(answer.status, answer.text).toBe(200);
  const session = answer.body as unknown as Session;
  // The consent dialog would cover the page; its own test lives in the shell suite.
  await localDatabase().users.patch({ userId: session.user.id }).set({ pdpaApproved: 1 }).go();
  return session;
}

/** A pending order for one course, placed through the API (the cart page has its own tests). */
async function orderFor(buyer: Session, method: 'pay-card' | 'pay-promptpay' | 'pay-transfer'): Promise<string> {
  const token = buyer.id_token;
  expect((await api(`/public/cart/${buyer.user.id}/items`, { json: { item_id: 'course-pandas' }, token })).status).toBe(200);
  const answer = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: method }, token });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as unknown as { id: string }).id;
}

const orderOf = async (buyer: Session, id: string) => (await api(`/api/me/orders/${id}`, { token: buyer.id_token })).body as unknown as { status: string; payment: { status: string } | null };

/**
 * Opens `path` signed in as the buyer: the session the API answered goes into the browser's storage,
 * as the SPA keeps a signed-in student's (a second sign-in of the account would be refused while
 * this one is active).
 */
async function openAs(buyer: Session, path: string): Promise<Page> {
  const page = await suite.page();
  const { user } = buyer;
  const stored = {
    token: buyer.id_token,
    refreshToken: buyer.refresh_token,
    expiresAt: buyer.session_expires_at,
    user: { id: user.id, username: user.username, fullname: `${user.firstname} ${user.lastname}`, displayImgUrl: user.displayImgUrl, role_id: user.role_id, email: user.email, pdpa_approved: 1, user_group_id: user.user_group_id },
  };
  // A static file of the site: its storage, before the app runs.
  await page.goto(url('/favicon.svg'));
  await page.evaluate((value) => {
    localStorage.setItem('lm.session.client', value);
    localStorage.setItem('lm.language', 'en');
  }, JSON.stringify(stored));
  await page.goto(url(path));
  return page;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('Test Payer');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code (CVV)').fill('123');
}

describe('paying an order by card in Chromium', () => {
  it('goes through the bank’s 3-D Secure page and back by /omiseconfirm to the thank-you page, the card never sent to our API', async () => {
    const buyer = await newStudent('Card');
    const orderId = await orderFor(buyer, 'pay-card');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    const sentToApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(inject('apiUrl'))) sentToApi.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await expect.poll(() => page.getByRole('heading', { name: 'Pay by card' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText(/^Pay before /).isVisible()).toBe(true);
    expect(await page.getByText(/^Includes VAT ฿/).isVisible()).toBe(true);
    await fillCard(page, '4242 4242 4242 4242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay ฿/ }).click();

    await page.waitForURL(/\/3ds\/chrg_test_/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(url(`/thankyou?order=${orderId}`));
    expect(visited).toContain(url(`/omiseconfirm?order=${orderId}`));
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
    // Only the token Omise.js made went to our API: no card number, no security code.
    expect(sentToApi.some((line) => line.includes(`/api/me/orders/${orderId}/pay`) && line.includes('tokn_test_'))).toBe(true);
    expect(sentToApi.filter((line) => /4242\s?4242|"security_code"/.test(line))).toEqual([]);
  });

  it('shows the bank’s reason for a declined card on a phone, keeps the form to try again, and leaves the order pending', async () => {
    const buyer = await newStudent('Declined');
    const orderId = await orderFor(buyer, 'pay-card');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getByRole('button', { name: /^Pay ฿/ }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await fillCard(page, '4111 1111 1114 0011');
    await page.getByRole('button', { name: /^Pay ฿/ }).click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('insufficient funds in the account or the card has reached the credit limit');
    expect(page.url()).toBe(url(`/paymentmethod/${orderId}`));
    expect(await page.getByRole('button', { name: /^Pay ฿/ }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
  });

  it('comes back from a declined 3-D Secure to the bank’s reason and the way to try again', async () => {
    const buyer = await newStudent('Refused');
    const orderId = await orderFor(buyer, 'pay-card');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await expect.poll(() => page.getByRole('button', { name: /^Pay ฿/ }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Pay ฿/ }).click();
    await page.waitForURL(/\/3ds\/chrg_test_/);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.waitForURL(url(`/omiseconfirm?order=${orderId}`));
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('the card holder did not pass 3-D Secure');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(url(`/paymentmethod/${orderId}`));
    // The form is back, with the reason of the last attempt above it.
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your last payment did not go through.');
    expect(await page.getByRole('button', { name: /^Pay ฿/ }).isEnabled()).toBe(true);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
  });
});

describe('paying an order by PromptPay in Chromium, on a phone', () => {
  it('shows the QR with its deadline and countdown, and moves on to the thank-you page once the test bank is paid', async () => {
    const buyer = await newStudent('Qr');
    const orderId = await orderFor(buyer, 'pay-promptpay');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await page.setViewportSize({ width: 390, height: 844 });

    const qr = page.getByRole('img', { name: /^PromptPay QR code for ฿/ });
    await expect.poll(() => qr.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.getByText(/^Pay before /).first().isVisible()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^\d+:\d{2} left$/);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [bank] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the test bank page' }).click()]);
    await bank.getByRole('button', { name: 'Simulate payment' }).click();
    await expect.poll(() => bank.getByText('This payment is successful.').isVisible()).toBe(true);
    await bank.close();

    // The page reads the order every few seconds and moves on by itself.
    await page.waitForURL(url(`/thankyou?order=${orderId}`), { timeout: 20_000 });
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
  });
});

describe('paying an order by bank transfer in Chromium', () => {
  it('shows the account to pay into and the amount, and that the slip upload comes to this page', async () => {
    const buyer = await newStudent('Transfer');
    const orderId = await orderFor(buyer, 'pay-transfer');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await expect.poll(() => page.getByText('Kasikornbank 123-4-56789-0, Learning Marketplace Co., Ltd.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText(/^Transfer ฿[\d,.]+ to:$/).isVisible()).toBe(true);
    expect(await page.getByText(/Uploading your transfer slip will come to this page soon/).isVisible()).toBe(true);
  });
});
