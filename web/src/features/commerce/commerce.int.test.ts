import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase } from '@lm/functions/testing/api';
import type { Cart } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatBaht } from '../../lib/format-price';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const run = randomUUID().slice(0, 8);

/** A product of this run, so an order's stock reservation leaves the seeded catalogue as it was. */
const product = { id: `product-box-${run}`, name: `Study box ${run}`, slug: `study-box-${run}`, price: 45_000, stock: 5 };
/** A new student of this run: checkout empties a cart and uses up WELCOME10 for an account, so the seeded student does not buy. */
const buyer = { username: `buyer${run}`, password: 'Buyer#2026pass' };
let buyerId: string | undefined;
const seededStudent = () => inject('userIds').student as string;
let seededPdpa: number | undefined;

beforeAll(async () => {
  const now = new Date().toISOString();
  await db.products
    .create({ ...product, description: 'Cards, pens and a planner.', image: '', category_id: 'cat-study-gear', shipping_weight: 300, published: true, created_at: now, updated_at: now })
    .go();
  // Registration signs the student in; the session ends here, so the browser can sign in.
  const registered = await api('/user/register', { json: { username: buyer.username, email: `${buyer.username}@example.com`, password: buyer.password, firstname: 'Pim', lastname: 'Rakrian' } });
  expect(registered.status, registered.text).toBe(200);
  const session = registered.body as unknown as { id_token: string; user: { id: string } };
  buyerId = session.user.id;
  await api('/user/logout', { json: { user_id: buyerId }, token: session.id_token });
  // The consent dialog would cover the pages; its own test lives in the shell suite.
  await db.users.patch({ userId: buyerId }).set({ pdpaApproved: 1 }).go();
  seededPdpa = (await db.users.get({ userId: seededStudent() }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: seededStudent() }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  await db.products.patch({ id: product.id }).set({ published: false }).go();
  if (seededPdpa !== undefined) await db.users.patch({ userId: seededStudent() }).set({ pdpaApproved: seededPdpa }).go();
});

/** A page in English with a visitor cart of its own (the browser's profile is shared by the file's tests). */
async function visitorPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url('/favicon.svg'));
  await page.evaluate((id) => localStorage.setItem('lm.generate_id', id), `visitor-${randomUUID()}`);
  await page.goto(url(path));
  return page;
}

/** The header's cart link, named with the number of units in the cart. */
const cartBadge = (page: Page, count: number) => page.locator('header.site-header').first().getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

describe('the cart and checkout in Chromium against the local stack', () => {
  it('takes a visitor’s course and product, a quantity and a coupon through sign-in, an order and a card payment to the course under My courses', { timeout: 180_000 }, async () => {
    const page = await visitorPage('/courses/course-pandas');

    // A course from its page.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart.' }).isVisible()).toBe(true);
    await expect.poll(() => cartBadge(page, 1).isVisible()).toBe(true);

    // The product list: a search by name (a seeded product, in the search index), then all of them again.
    await page.goto(url('/products'));
    const search = page.getByRole('search');
    await search.getByLabel('Search products by name').fill('workbook');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(url('/products?q=workbook'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Python workbook' }).count()).toBe(1);
    // The unfiltered list may still be on screen while the search answers.
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Drawing tablet' }).count()).toBe(0);
    await search.getByRole('link', { name: 'Clear the search' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Drawing tablet' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'All products' }).getAttribute('aria-current')).toBe('true');

    // A product from its page.
    await page.goto(url(`/products/${product.id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    expect(await page.getByText('5 left in stock').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => cartBadge(page, 2).isVisible()).toBe(true);

    // The cart: both lines, one more of the product.
    await cartBadge(page, 2).click();
    await page.waitForURL(url('/cart'));
    const lines = page.locator('.cm-line');
    await expect.poll(() => lines.locator('h3').allTextContents()).toEqual(['Data analysis with pandas', product.name]);
    await page.getByRole('button', { name: `One more ${product.name}` }).click();
    await expect.poll(() => cartBadge(page, 3).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('group', { name: `Quantity of ${product.name}` }).locator('output').textContent()).toBe('2');

    // WELCOME10 takes 10% off, as the server prices the cart.
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const visitor = await page.evaluate(() => localStorage.getItem('lm.generate_id'));
    const priced = (await api(`/public/cart/${visitor}?coupon=WELCOME10`)).body as unknown as Cart;
    const coupon = priced.breakdown.coupon;
    expect(coupon && 'discount' in coupon ? coupon.discount : 0).toBeGreaterThan(0);
    const discount = coupon && 'discount' in coupon ? coupon.discount : 0;
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Coupon WELCOME10 takes' }).textContent()).toBe(`Coupon WELCOME10 takes ${formatBaht(discount)} off.`);
    const summary = page.locator('.cm-breakdown');
    expect(await summary.locator('.cm-breakdown__row', { hasText: 'Coupon WELCOME10' }).locator('dd').textContent()).toBe(`−${formatBaht(discount)}`);
    expect(await summary.locator('.cm-breakdown__row', { hasText: 'Shipping' }).locator('dd').textContent()).toBe('Calculated at checkout');
    expect(await summary.locator('.cm-breakdown__row--total dd').textContent()).toBe(formatBaht(priced.breakdown.total));
    expect(await summary.locator('.cm-breakdown__vat').textContent()).toBe(`Includes VAT ${formatBaht(priced.breakdown.vat)} (7%)`);

    // Signing in brings the visitor's cart into the new student's, and the coupon with it.
    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await page.waitForURL(/\/signin\?from=%2Fcart$/);
    await suite.signIn(page, buyer.username, buyer.password);
    await page.waitForURL(url('/cart'));
    await expect.poll(() => cartBadge(page, 3).isVisible()).toBe(true);
    await expect.poll(() => lines.locator('h3').allTextContents()).toEqual(['Data analysis with pandas', product.name]);
    // The visitor's cart was emptied into the student's.
    expect((await db.cartLines.query.byOwner({ owner: `visitor:${visitor}` }).go()).data).toEqual([]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Coupon WELCOME10 takes' }).isVisible()).toBe(true);

    // A parcel needs an address: the address book, and back.
    await page.getByRole('link', { name: 'Add an address' }).click();
    await page.waitForURL(/\/myaccount\/student\/address\?from=%2Fcart$/);
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.locator('form');
    await form.getByLabel('Recipient name').fill('Pim Rakrian');
    await form.getByLabel('Phone').fill('0812345678');
    await form.getByLabel('Address line 1').fill('1 Rama IV Road');
    await form.getByLabel('Subdistrict').fill('Lumphini');
    await form.getByLabel('District', { exact: true }).fill('Pathum Wan');
    await form.getByLabel('Province').fill('Bangkok');
    await form.getByLabel('Postal code').fill('10330');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'My addresses' }).getByText('1 Rama IV Road').isVisible()).toBe(true);
    await page.getByRole('link', { name: '← Go back' }).click();
    await page.waitForURL(url('/cart'));

    // The chosen address's province prices the shipping; then a payment method, and the order.
    const address = page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /1 Rama IV Road/ });
    await expect.poll(() => address.isChecked()).toBe(true);
    await expect.poll(() => summary.locator('.cm-breakdown__row', { hasText: 'Shipping' }).locator('dd').textContent()).not.toBe('Calculated at checkout');
    const place = page.getByRole('button', { name: 'Place order' });
    expect(await place.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    // Mobile banking opens a bank's app: a desktop is not offered it.
    expect(await page.getByRole('radio', { name: /Mobile banking/ }).count()).toBe(0);
    await place.click();
    await page.waitForURL(/\/paymentmethod\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) as string;
    await expect.poll(() => cartBadge(page, 0).isVisible()).toBe(true);

    const order = (await db.orders.get({ id: orderId }).go()).data;
    expect(order).toMatchObject({ user_id: buyerId, status: 'pending', coupon_code: 'WELCOME10', provider: 'card', address: { province: 'Bangkok' } });
    expect(order?.lines).toMatchObject([
      { item_id: 'course-pandas', quantity: 1 },
      { item_id: product.id, quantity: 2 },
    ]);
    expect((await db.products.get({ id: product.id }).go()).data?.stock).toBe(3);

    // Paid by card through the bank's 3-D Secure page, the order is paid and the course is the student's.
    await expect.poll(() => page.getByRole('button', { name: /^Pay ฿/ }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Pim Rakrian');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pay ฿/ }).click();
    await page.waitForURL(/\/3ds\/chrg_test_/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(url(`/thankyou?order=${orderId}`));
    await expect.poll(() => page.getByText('Your payment has been received.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to my courses' }).click();
    await page.waitForURL(url('/myaccount/student/course'));
    const bought = page.locator('[data-course-id="course-pandas"]');
    await expect.poll(() => bought.getByRole('link', { name: 'Data analysis with pandas' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await db.orders.get({ id: orderId }).go()).data).toMatchObject({ status: 'paid' });
  });

  it('buys now by a link, empties the cart, and fits a 390 px wide phone', async () => {
    const page = await visitorPage(`/cart/${product.id}`);
    await page.waitForURL(url('/cart'));
    await expect.poll(() => page.locator('.cm-line h3').allTextContents()).toEqual([product.name]);
    await page.goto(url('/cart/course-figma'));
    await page.waitForURL(url('/cart'));
    await expect.poll(() => page.locator('.cm-line h3').count()).toBe(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => page.locator('.cm-line').count()).toBe(2);
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'There is no coupon NOSUCHCODE.' }).isVisible()).toBe(true);
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The cart and its count stay on the phone's header bar.
    expect(await cartBadge(page, 2).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByRole('button', { name: 'Empty the cart' }).click();
    await page.getByRole('dialog', { name: 'Empty your cart?' }).getByRole('button', { name: 'Empty the cart' }).click();
    await expect.poll(() => page.getByText('Your cart is empty.').isVisible()).toBe(true);
    await expect.poll(() => cartBadge(page, 0).isVisible()).toBe(true);
  });

  it('tells the seeded student they own a course, and lists their courses and their paid order', async () => {
    const page = await visitorPage('/signin?from=%2Fcourses%2Fcourse-python-basics');
    await suite.signIn(page, 'student');
    await page.waitForURL(url('/courses/course-python-basics'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'You already own' }).textContent()).toBe('You already own Python for beginners.');

    await page.goto(url('/myaccount/student/course'));
    const course = page.locator('[data-course-id="course-python-basics"]');
    await expect.poll(() => course.getByRole('link', { name: 'Python for beginners' }).getAttribute('href')).toBe('/courses/course-python-basics');
    expect(await course.getByText('Access until 10 Jan 2027').isVisible()).toBe(true);

    await page.goto(url('/myaccount/student/order'));
    const row = page.locator('[data-order-id="order-demo-1"]');
    await expect.poll(() => row.getByText('Paid').isVisible()).toBe(true);
    expect(await row.getByText('Python for beginners').isVisible()).toBe(true);
    expect(await row.locator('.cm-orders__total').textContent()).toContain('฿1,290');
    await row.getByRole('link', { name: 'View order DEMO-1' }).click();
    await page.waitForURL(url('/myaccount/student/order?id=order-demo-1'));
    await expect.poll(() => page.getByRole('heading', { name: 'Order DEMO-1' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Credit or debit card').isVisible()).toBe(true);

    // The thank-you page reads the order's status from the server, whatever the address says.
    await page.goto(url('/thankyou?order=order-demo-1&status=failed'));
    await expect.poll(() => page.getByText('Your payment has been received.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/myaccount/student/course');
  });

  it('shows the second demo student her parcel as sent, with its tracking number and where to track it', async () => {
    const student2 = inject('userIds').student2 as string;
    const consent = (await db.users.get({ userId: student2 }).go()).data?.pdpaApproved;
    await db.users.patch({ userId: student2 }).set({ pdpaApproved: 1 }).go();
    try {
      const page = await visitorPage('/signin?from=%2Fmyaccount%2Fstudent%2Forder');
      await suite.signIn(page, 'student2');
      await page.waitForURL(url('/myaccount/student/order'));
      const row = page.locator('[data-order-id="order-demo-2"]');
      await expect.poll(() => row.getByText('Sent', { exact: true }).isVisible()).toBe(true);
      await row.getByRole('link', { name: 'View order DEMO-2' }).click();
      await page.waitForURL(url('/myaccount/student/order?id=order-demo-2'));
      const facts = page.locator('.cm-order__facts');
      await expect.poll(() => facts.getByText('EF582736491TH').isVisible()).toBe(true);
      const track = facts.getByRole('link', { name: 'Track it at Thailand Post' });
      expect(await track.getAttribute('href')).toBe('https://track.thailandpost.co.th/?trackNumber=EF582736491TH');
      expect(await track.getAttribute('rel')).toBe('noopener noreferrer');
    } finally {
      await db.users.patch({ userId: student2 }).set({ pdpaApproved: consent }).go();
    }
  });
});
