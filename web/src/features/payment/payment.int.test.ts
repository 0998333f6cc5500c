import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from '../../testing/browser';
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
async function orderFor(buyer: Session, method: 'pay-card' | 'pay-promptpay' | 'pay-transfer' | 'pay-bookstore' | 'pay-mobile-banking'): Promise<string> {
  const token = buyer.id_token;
  expect((await api(`/public/cart/${buyer.user.id}/items`, { json: { item_id: 'course-pandas' }, token })).status).toBe(200);
  const answer = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: method }, token });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as unknown as { id: string }).id;
}

const orderOf = async (buyer: Session, id: string) =>
  (await api(`/api/me/orders/${id}`, { token: buyer.id_token })).body as unknown as {
    status: string;
    payment: { status: string } | null;
    slip: { status: string; content_type: string; reason: string } | null;
  };

/**
 * The administrator, through the API, signed in once for the whole file: a second sign-in of the
 * account is refused while this one is active.
 */
let adminSession: Awaited<ReturnType<typeof apiSignIn>> | undefined;
const theAdmin = async () => (adminSession ??= await apiSignIn('admin'));
afterAll(async () => {
  if (adminSession) await apiSignOut(adminSession);
});

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
    await expect.poll(() => alert.textContent()).toContain('The card has too little money or credit left for this payment.');
    expect(page.url()).toBe(url(`/paymentmethod/${orderId}`));
    expect(await page.getByRole('button', { name: /^Pay ฿/ }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });

    // The reason is the buyer's language's, read again from the order.
    await page.evaluate(() => localStorage.setItem('lm.language', 'th'));
    await page.reload();
    await expect.poll(() => page.getByText('ยอดเงินหรือวงเงินในบัตรไม่พอสำหรับการชำระเงินนี้').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.evaluate(() => localStorage.setItem('lm.language', 'en'));
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
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('The bank could not confirm that the card is yours (3-D Secure).');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(url(`/paymentmethod/${orderId}`));
    // The form is back, with the reason of the last attempt above it.
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your last payment did not go through.');
    // Usable once the card provider's settings have been read, which this page asks for only now.
    await expect.poll(() => page.getByRole('button', { name: /^Pay ฿/ }).isEnabled()).toBe(true);
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

/** A 1×1 PNG: a slip as small as they come. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab1e6b6f0000000049454e44ae426082', 'hex');

describe('paying an order by bank transfer in Chromium, on a phone', () => {
  it('refuses a file that is no slip in the browser, sends a PNG slip for review, and moves on once an administrator approves it', async () => {
    const buyer = await newStudent('Transfer');
    const orderId = await orderFor(buyer, 'pay-transfer');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/me/orders/${orderId}/slip`)) asked.push(request.url());
    });
    await expect.poll(() => page.getByText('Kasikornbank 123-4-56789-0, Learning Marketplace Co., Ltd.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText(/^Transfer ฿[\d,.]+ to:$/).isVisible()).toBe(true);
    // The method's description in the page's language.
    expect(await page.getByText('Transfer, then upload the slip; we confirm within a working day.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Send your transfer slip' }).isVisible()).toBe(true);

    // A text file is refused here, with a plain reason, before the server is asked anything.
    const file = page.getByLabel('Transfer slip', { exact: true });
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a slip') });
    await expect.poll(() => page.getByText(/^This file is not a JPEG, PNG or WebP image, or a PDF\./).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send slip' }).click();
    await expect.poll(() => page.getByText('Choose the file of your slip first.').isVisible()).toBe(true);
    expect(asked).toEqual([]);
    await screenshot(page, 'payment slip refused in the browser');

    // A PNG goes up through the presigned PUT and is handed in: the slip now waits for review.
    await file.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByText(/^Chosen: slip\.png \(1 KB\)$/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send slip' }).click();
    await expect.poll(() => page.getByText('Your slip was received and is waiting for review.').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText(/^Sent /).isVisible()).toBe(true);
    expect(await page.getByLabel('Transfer slip', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'payment slip waiting for review');
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', slip: { status: 'submitted', content_type: 'image/png' } });

    // The administrator sees the very file and approves it; the page reads the order now and then and moves on.
    const admin = await theAdmin();
    const view = (await api(`/api/orders/${orderId}/slip`, { token: admin.id_token })).body as unknown as { url: string };
    expect(Buffer.from(await (await fetch(view.url)).arrayBuffer()).equals(PNG)).toBe(true);
    const approved = await api(`/api/orders/${orderId}/slip/approve`, { method: 'POST', token: admin.id_token });
    expect(approved.status, approved.text).toBe(200);
    await page.waitForURL(url(`/thankyou?order=${orderId}`), { timeout: 30_000 });
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'paid', slip: { status: 'approved' } });
  });
});

describe('paying an order at the partner bookstore in Chromium', () => {
  it('goes to the bookstore’s checkout and back by /chulabook/payment/result, which has the server check the result, to the thank-you page', async () => {
    const buyer = await newStudent('Books');
    const orderId = await orderFor(buyer, 'pay-bookstore');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${inject('apiUrl')}/public/payments/bookstore/result`) posted.push(request.postData() ?? '');
    });

    const pay = page.getByRole('button', { name: 'Pay at the bookstore' });
    await expect.poll(() => pay.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'Pay at the partner bookstore' }).isVisible()).toBe(true);
    await screenshot(page, 'payment at the bookstore');
    await pay.click();
    await page.waitForURL(/\/bookstore\/checkout\?/);
    expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(url(`/thankyou?order=${orderId}`), { timeout: 30_000 });
    const result = visited.find((one) => one.startsWith(url('/chulabook/payment/result?')));
    expect(result).toBeDefined();
    // What the page posted is exactly what the bookstore returned, no more.
    const returned = Object.fromEntries(new URL(result!).searchParams);
    expect(returned).toMatchObject({ order_id: orderId, status: 'paid' });
    expect(posted.length).toBeGreaterThan(0);
    for (const body of posted) expect(JSON.parse(body)).toEqual(returned);
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
  });

  it('comes back from a payment cancelled at the bookstore to the way back to paying, and refuses a result whose signature does not hold', async () => {
    const buyer = await newStudent('BooksOff');
    const orderId = await orderFor(buyer, 'pay-bookstore');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const pay = page.getByRole('button', { name: 'Pay at the bookstore' });
    await expect.poll(() => pay.isVisible(), { timeout: 30_000 }).toBe(true);
    await pay.click();
    await page.waitForURL(/\/bookstore\/checkout\?/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.waitForURL(/\/chulabook\/payment\/result\?/);
    const cancelled = page.url();
    await expect.poll(() => page.getByText('You cancelled the payment at the bookstore. Your order is still waiting to be paid.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Back to paying this order' }).click();
    await page.waitForURL(url(`/paymentmethod/${orderId}`));
    await expect.poll(() => page.getByText('Your last payment at the bookstore was cancelled. You can pay again.').isVisible()).toBe(true);
    await screenshot(page, 'payment at the bookstore after a cancel');
    expect(await pay.isEnabled()).toBe(true);
    expect((await orderOf(buyer, orderId)).status).toBe('pending');

    // The same result claiming to be paid: its signature no longer holds, and nothing is paid.
    const forged = new URL(cancelled);
    forged.searchParams.set('status', 'paid');
    await page.goto(forged.toString());
    const refused = page.getByRole('alert').filter({ hasText: 'This payment result could not be verified, so nothing was paid with it.' });
    await expect.poll(() => refused.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(page.url()).toBe(forged.toString());
    expect((await orderOf(buyer, orderId)).status).toBe('pending');
  });
});

describe('paying an order by mobile banking in Chromium, on a phone', () => {
  it('is paid on a phone only: asks for the bank, goes to its app’s page, and comes back by /omiseconfirm paid; a payment rejected in the app can be tried again', async () => {
    const buyer = await newStudent('Banking');
    const orderId = await orderFor(buyer, 'pay-mobile-banking');
    const page = await openAs(buyer, `/paymentmethod/${orderId}`);
    // On a desktop the bank's app is not at hand: the page says to open it on the phone.
    await expect.poll(() => page.getByText(/open this page on the phone that has the app/).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('radio').count()).toBe(0);

    // On a phone (its user agent), the banks to choose from.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Pay with mobile banking' }).isVisible(), { timeout: 30_000 }).toBe(true);
    const pay = page.getByRole('button', { name: /in the bank’s app$/ });
    // No bank chosen, nothing to pay with.
    expect(await pay.isDisabled()).toBe(true);
    const banks = page.getByRole('group', { name: 'Your bank' });
    expect(await banks.getByRole('radio').count()).toBe(5);
    await banks.getByRole('radio', { name: 'SCB (SCB EASY)' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'payment by mobile banking');

    // Rejected in the app: back on the page with the bank's reason, the order still to pay.
    await pay.click();
    await page.waitForURL(/\/bank\/chrg_test_/);
    expect(await page.getByRole('heading', { name: 'Test bank: SCB mobile banking' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(url(`/omiseconfirm?order=${orderId}`));
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });

    await page.goto(url(`/paymentmethod/${orderId}`));
    await expect.poll(() => page.getByText(/The bank rejected the payment\./).isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('group', { name: 'Your bank' }).getByRole('radio', { name: 'Kasikornbank (K PLUS)' }).check();
    await page.getByRole('button', { name: /in the bank’s app$/ }).click();
    await page.waitForURL(/\/bank\/chrg_test_/);
    expect(await page.getByRole('heading', { name: 'Test bank: KBANK mobile banking' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(url(`/thankyou?order=${orderId}`), { timeout: 30_000 });
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
  });
});
