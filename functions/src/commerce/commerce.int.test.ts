import { randomUUID } from 'node:crypto';
import { cart as cartSchema, cartSizeAnswer, coupon as couponSchema, order as orderSchema, SELLABLE_KINDS, type Cart, type Order } from '@lm/shared';
import { Entity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAttributes } from '../data/entities/record-keys.js';
import { paymentMethodModel } from '../data/records/payment-method.js';
import { api, inBatches, localDataOptions, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const PASSWORD = 'Commerce#2026pass';
const run = randomUUID().slice(0, 8);
let admin: Session;
let student2: Session;
let seededStudent: Session | undefined;
/** The seeded student, who owns a course and has a paid order; signed in once (a second sign-in meets someone_is_active). */
const theStudent = async () => (seededStudent ??= await signIn('student'));
const sessions: Session[] = [];
const madeProducts: string[] = [];
const as = (session: Session) => ({ token: session.id_token });

/** A new student of this run, signed in: checkout empties carts and uses coupons, so each test buys as its own. */
async function newStudent(name: string): Promise<Session> {
  const username = `${name}${run}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const registered = await api('/user/register', { json: { username, email: `${username}@example.com`, password: PASSWORD, firstname: 'Buyer', lastname: name } });
  expect(registered.status, registered.text).toBe(200);
  // Registration signs the new student in.
  const session = registered.body as unknown as Session;
  sessions.push(session);
  return session;
}

const cartOf = (id: string, session?: Session, query = '') => api(`/public/cart/${id}${query}`, session ? as(session) : {});
const add = (id: string, item: Record<string, unknown>, session?: Session) => api(`/public/cart/${id}/items`, { json: item, ...(session ? as(session) : {}) });

async function createProduct(stock: number) {
  const answer = await api('/api/products', {
    json: { name: `Limited box ${run}-${stock}`, slug: `limited-box-${run}-${stock}`, price: 50_000, category_id: 'cat-books', stock, shipping_weight: 300, published: true },
    ...as(admin),
  });
  expect(answer.status, answer.text).toBe(200);
  const product = answer.body as unknown as { id: string; name: string };
  madeProducts.push(product.id);
  return product;
}

async function createCoupon(fields: Record<string, unknown>) {
  const answer = await api('/api/coupons', { json: { starts_on: '2026-01-01', ends_on: '2099-12-31', discount_kind: 'percent', discount_value: 10, ...fields }, ...as(admin) });
  expect(answer.status, answer.text).toBe(200);
  return couponSchema.parse(answer.body);
}

async function addAddress(session: Session, province = 'Bangkok') {
  const answer = await api('/api/me/addresses', {
    json: { recipient_name: 'Buyer', phone: '0812345678', line1: '1 Rama IV Road', subdistrict: 'Lumphini', district: 'Pathum Wan', province, postal_code: '10330', is_default: true },
    ...as(session),
  });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as unknown as { id: string }).id;
}

beforeAll(async () => {
  admin = await signIn('admin');
  student2 = await signIn('student2');
  sessions.push(admin, student2);
});

afterAll(async () => {
  if (seededStudent) sessions.push(seededStudent);
  for (const session of sessions) await signOut(session);
  // The products this file made leave the storefront, so other suites count the seeded catalogue.
  const db = localDatabase();
  for (const id of madeProducts) await db.products.patch({ id }).set({ published: false }).go();
});

describe('a visitor’s cart', () => {
  it('adds a course once and a product by quantity, answers its size as SPEC §7 says, and prices what it holds', async () => {
    const visitor = `visitor-${randomUUID()}`;
    expect((await api(`/public/cart/cartSize/${visitor}`)).body).toEqual([{ cartSize: 0 }]);
    await add(visitor, { kind: 'course', item_id: 'course-python-basics' });
    const again = await add(visitor, { kind: 'course', item_id: 'course-python-basics' });
    expect(again.status).toBe(200);
    const withBook = await add(visitor, { kind: 'product', item_id: 'product-python-workbook', quantity: 2 });
    const cart = cartSchema.parse(withBook.body);
    expect(cart.lines.map((line) => [line.item_id, line.quantity])).toEqual([
      ['course-python-basics', 1],
      ['product-python-workbook', 2],
    ]);
    expect(cart.cartSize).toBe(3);
    // The course's sale price and two workbooks; the total includes 7% VAT.
    expect(cart.breakdown.listTotal).toBe(129_000 + 2 * 45_000);
    expect(cart.breakdown.vat).toBe(Math.round((cart.breakdown.total * 700) / 10_700));
    expect(cartSizeAnswer.parse((await api(`/public/cart/cartSize/${visitor}`)).body)[0]?.cartSize).toBe(3);

    const changed = await api(`/public/cart/${visitor}/items/product-python-workbook`, { method: 'PUT', json: { quantity: 1 } });
    expect((changed.body as unknown as Cart).cartSize).toBe(2);
    const removed = await api(`/public/cart/${visitor}/items/course-python-basics`, { method: 'DELETE' });
    expect((removed.body as unknown as Cart).lines.map((line) => line.item_id)).toEqual(['product-python-workbook']);
    const cleared = await api(`/public/cart/${visitor}`, { method: 'DELETE' });
    expect((cleared.body as unknown as Cart).cartSize).toBe(0);
  });

  it('refuses an unknown kind or item, more than the stock, and a line it does not hold, with plain messages', async () => {
    const visitor = `visitor-${randomUUID()}`;
    const badKind = await add(visitor, { kind: 'video', item_id: 'x' });
    expect(badKind.status).toBe(400);
    expect(badKind.text).toContain(`kind must be one of ${SELLABLE_KINDS.join(', ')}.`);
    expect((await add(visitor, { kind: 'product', item_id: 'no-such-product' })).status).toBe(404);
    const tooMany = await add(visitor, { kind: 'product', item_id: 'product-drawing-tablet', quantity: 99 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/^Only \d+ of Drawing tablet are left\.$/);
    expect((await api(`/public/cart/${visitor}/items/product-drawing-tablet`, { method: 'DELETE' })).status).toBe(404);
    expect((await cartOf(visitor)).body.cartSize).toBe(0);
  });

  it('adds by id alone (a buy-now link), finding the kind that has it', async () => {
    const visitor = `visitor-${randomUUID()}`;
    const answer = await add(visitor, { item_id: 'product-notebook-set' });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as unknown as Cart).lines).toMatchObject([{ kind: 'product', item_id: 'product-notebook-set', physical: true }]);
    expect((await add(visitor, { item_id: 'nothing-has-this' })).body.message).toBe('No course or product has the id nothing-has-this.');
  });

  it('is the account’s only with the account’s token: another student naming it gets an empty visitor cart', async () => {
    const buyer = await newStudent('Owner');
    await add(buyer.user.id, { kind: 'course', item_id: 'course-pandas' }, buyer);
    expect((await api(`/public/cart/cartSize/${buyer.user.id}`, as(buyer))).body).toEqual([{ cartSize: 1 }]);
    expect((await api(`/public/cart/cartSize/${buyer.user.id}`, as(student2))).body).toEqual([{ cartSize: 0 }]);
    expect((await api(`/public/cart/cartSize/${buyer.user.id}`)).body).toEqual([{ cartSize: 0 }]);
    // Adding as someone else lands in that visitor cart, never in the account's.
    await add(buyer.user.id, { kind: 'product', item_id: 'product-notebook-set' }, student2);
    expect((await cartOf(buyer.user.id, buyer)).body.lines).toHaveLength(1);
  });

  it('merges into the student’s own at sign-in, leaving out a course the student owns', async () => {
    const owner = await theStudent();
    const visitor = `visitor-${randomUUID()}`;
    // The seeded student owns Python for beginners.
    await add(visitor, { kind: 'course', item_id: 'course-python-basics' });
    await add(visitor, { kind: 'course', item_id: 'course-ui-design' });
    const before = cartSchema.parse((await cartOf(owner.user.id, owner)).body);
    const merged = await api('/api/cart/merge', { json: { generate_id: visitor }, ...as(owner) });
    expect(merged.status, merged.text).toBe(200);
    const after = cartSchema.parse(merged.body);
    expect(after.lines.map((line) => line.item_id)).toContain('course-ui-design');
    expect(after.lines.map((line) => line.item_id)).not.toContain('course-python-basics');
    expect(after.cartSize).toBe(before.cartSize + 1);
    expect((await cartOf(visitor)).body.cartSize).toBe(0);
    // The seeded student's cart is left as the seed made it.
    await api(`/public/cart/${owner.user.id}/items/course-ui-design`, { method: 'DELETE', ...as(owner) });
  });
});

describe('checkout', () => {
  it('orders the cart as the preview priced it, in one write: the order, the stock, the coupon use; the same key answers the same order', async () => {
    const buyer = await newStudent('Checkout');
    const addressId = await addAddress(buyer);
    await add(buyer.user.id, { kind: 'course', item_id: 'course-pandas' }, buyer);
    await add(buyer.user.id, { kind: 'product', item_id: 'product-python-workbook', quantity: 2 }, buyer);
    const db = localDatabase();
    const stockBefore = (await db.products.get({ id: 'product-python-workbook' }).go()).data?.stock ?? 0;
    const preview = cartSchema.parse((await cartOf(buyer.user.id, buyer, '?coupon=welcome10&province=Bangkok')).body);
    expect(preview.breakdown.coupon).toMatchObject({ code: 'WELCOME10' });

    const key = randomUUID();
    const body = { idempotency_key: key, payment_method_id: 'pay-card', address_id: addressId, coupon: 'welcome10' };
    const answer = await api('/api/checkout', { json: body, ...as(buyer) });
    expect(answer.status, answer.text).toBe(200);
    const order = orderSchema.parse(answer.body);
    expect(order).toMatchObject({ status: 'pending', user_id: buyer.user.id, coupon_code: 'WELCOME10', provider: 'card', total: preview.breakdown.total });
    // Who bought, as the back office shows and finds it.
    expect(order).toMatchObject({ buyer_name: 'Buyer Checkout', buyer_email: `checkout${run}@example.com`.toLowerCase() });
    expect(order.breakdown).toEqual(preview.breakdown);
    expect((await db.products.get({ id: 'product-python-workbook' }).go()).data?.stock).toBe(stockBefore - 2);
    expect((await db.couponCounters.get({ coupon_id: 'coupon-welcome', user_id: buyer.user.id }).go()).data?.uses).toBe(1);
    expect((await cartOf(buyer.user.id, buyer)).body.cartSize).toBe(0);

    const repeated = await api('/api/checkout', { json: body, ...as(buyer) });
    expect((repeated.body as unknown as Order).id).toBe(order.id);
    expect((await db.products.get({ id: 'product-python-workbook' }).go()).data?.stock).toBe(stockBefore - 2);

    const mine = await api('/api/me/orders', as(buyer));
    expect((mine.body as unknown as Order[]).map((one) => one.id)).toEqual([order.id]);
    expect((await api(`/api/me/orders/${order.id}`, as(buyer))).status).toBe(200);
    expect((await api(`/api/me/orders/${order.id}`, as(student2))).status).toBe(404);

    // The coupon is once per account.
    await add(buyer.user.id, { kind: 'course', item_id: 'course-ui-design' }, buyer);
    const second = await api('/api/checkout', { json: { ...body, idempotency_key: randomUUID(), address_id: undefined }, ...as(buyer) });
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('You have already used coupon WELCOME10.');
  });

  it('cancels an unpaid order whose product was deleted meanwhile, giving back its coupon use', async () => {
    const buyer = await newStudent('Deleted');
    const addressId = await addAddress(buyer);
    const product = await createProduct(5);
    await add(buyer.user.id, { kind: 'product', item_id: product.id, quantity: 2 }, buyer);
    const coupon = await createCoupon({ code: `GONE${run}`.toUpperCase(), total_uses: 5 });
    const placed = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card', address_id: addressId, coupon: coupon.code }, ...as(buyer) });
    expect(placed.status, placed.text).toBe(200);
    const order = orderSchema.parse(placed.body);
    expect((await api('/api/courses/delete', { method: 'DELETE', json: { ids: [product.id], type: 'product' }, ...as(admin) })).status).toBe(200);
    madeProducts.splice(madeProducts.indexOf(product.id), 1);

    const cancelled = await api(`/api/orders/${order.id}/cancel`, { method: 'POST', ...as(admin) });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(orderSchema.parse(cancelled.body).status).toBe('cancelled');
    const db = localDatabase();
    expect((await db.couponCounters.get({ coupon_id: coupon.id, user_id: buyer.user.id }).go()).data?.uses).toBe(0);
    // Nothing brought the product back.
    expect((await db.products.get({ id: product.id }).go()).data).toBeNull();
  });

  it('keeps a course an unpaid order holds from deletion, and deletes it once the order is cancelled', async () => {
    const buyer = await newStudent('Holder');
    const created = await api('/api/courses', { json: { title: `Held course ${run}`, slug: `held-course-${run}`, price: 90_000, category_id: 'cat-programming', status: 'open', published: true }, ...as(admin) });
    expect(created.status, created.text).toBe(200);
    const course = created.body as unknown as { id: string };
    await add(buyer.user.id, { kind: 'course', item_id: course.id }, buyer);
    const placed = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, ...as(buyer) });
    expect(placed.status, placed.text).toBe(200);
    const order = orderSchema.parse(placed.body);

    const refused = await api('/api/courses/delete', { method: 'DELETE', json: { ids: [course.id] }, ...as(admin) });
    expect(refused).toMatchObject({ status: 409, body: { code: 'cannotDelete', message: `course Held course ${run}: 1 unpaid order holds it. Unpublish it to take it off sale.` } });
    expect((await api(`/api/orders/${order.id}/cancel`, { method: 'POST', ...as(admin) })).status).toBe(200);
    expect(await api('/api/courses/delete', { method: 'DELETE', json: { ids: [course.id] }, ...as(admin) })).toMatchObject({ status: 200, body: { deleted: [course.id] } });
  });

  it('refuses an empty cart, a parcel with no address, and a payment method that does not exist, writing nothing', async () => {
    const buyer = await newStudent('Refused');
    const empty = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, ...as(buyer) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty.');
    await add(buyer.user.id, { kind: 'product', item_id: 'product-notebook-set' }, buyer);
    const noAddress = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, ...as(buyer) });
    expect(noAddress.status).toBe(400);
    expect(noAddress.text).toContain('Choose an address to send the parcel to.');
    const noMethod = await api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-nothing' }, ...as(buyer) });
    expect(noMethod.text).toContain('This payment method is not available.');
    expect((await api('/api/me/orders', as(buyer))).body).toEqual([]);
  });

  it('never oversells: 200 checkouts at once for 10 in stock and a coupon of 20 uses', { timeout: 120_000 }, async () => {
    const product = await createProduct(10);
    const coupon = await createCoupon({ code: `RUSH${run}`.toUpperCase(), total_uses: 20, uses_per_account: 1, discount_kind: 'amount', discount_value: 1_000 });
    const buyers = await inBatches(20, (index) => newStudent(`Rush${index}`));
    const addresses = await Promise.all(buyers.map((buyer) => addAddress(buyer)));
    for (const buyer of buyers) await add(buyer.user.id, { kind: 'product', item_id: product.id }, buyer);
    const attempts = buyers.flatMap((buyer, index) =>
      Array.from({ length: 10 }, () =>
        api('/api/checkout', { json: { idempotency_key: randomUUID(), payment_method_id: 'pay-card', address_id: addresses[index], coupon: coupon.code }, ...as(buyer) }),
      ),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    const placed = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as unknown as Order);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals.every((answer) => [400, 409].includes(answer.status)), refusals.map((answer) => answer.text).join('\n')).toBe(true);

    const db = localDatabase();
    expect((await db.products.get({ id: product.id }).go()).data?.stock).toBe(0);
    const orders = (await db.orders.query.all({}).go({ pages: 'all' })).data.filter((order) => (order.lines as { item_id: string }[]).some((line) => line.item_id === product.id));
    expect(orders).toHaveLength(10);
    expect(new Set(placed.map((order) => order.id)).size).toBe(10);
    const uses = (await db.couponCounters.get({ coupon_id: coupon.id, user_id: '' }).go()).data?.uses ?? 0;
    expect(uses).toBe(orders.filter((order) => order.coupon_code === coupon.code).length);
    expect(uses).toBeLessThanOrEqual(20);
    // Once per account.
    expect(new Set(orders.map((order) => order.user_id)).size).toBe(orders.length);
    const coupons = await api(`/api/coupons/${coupon.id}`, as(admin));
    expect(coupons.body.uses).toBe(uses);
  });
});

describe('what a student owns', () => {
  it('lists the seeded student’s bought course and paid order', async () => {
    const owner = await theStudent();
    const courses = await api('/api/me/courses', as(owner));
    // Beside the course they finished for the assessments' and certificates' demo.
    expect(courses.body).toEqual(expect.arrayContaining([expect.objectContaining({ course_id: 'course-python-basics', title: 'Python for beginners', order_id: 'order-demo-1', expired: false })]));
    const orders = (await api('/api/me/orders', as(owner))).body as unknown as Order[];
    expect(orders.find((order) => order.id === 'order-demo-1')).toMatchObject({ status: 'paid', total: 129_000 });
    expect((await api('/api/me/courses', as(student2))).body).toEqual([]);
  });
});

describe('the admin’s orders table', () => {
  it('lists the newest order first when it asks for no sort, and in the asked order when it does', async () => {
    const placed = (query: string) => api(`/api/orders?${query}`, as(admin)).then((answer) => (answer.body as unknown as { rows: { created_at: string }[] }).rows.map((row) => row.created_at));
    const newest = await placed('page=1');
    expect(newest.length).toBeGreaterThan(1);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = await placed('page=1&sort=created_at&order=asc');
    expect(oldest).toEqual([...oldest].sort());
    expect(oldest[0]! < newest[0]!).toBe(true);
  });
});

describe('the commerce master files', () => {
  it('keep coupons, shipping fees and payment methods with the SPEC §7 deletes', async () => {
    const coupon = await createCoupon({ code: `tidy${run}` });
    expect(coupon).toMatchObject({ code: `TIDY${run}`.toUpperCase(), uses: 0 });
    const duplicate = await api('/api/coupons', { json: { code: `TIDY${run}`, discount_kind: 'percent', discount_value: 5, starts_on: '2026-01-01', ends_on: '2026-12-31' }, ...as(admin) });
    expect(duplicate.status).toBe(400);
    expect(duplicate.text).toContain('Another coupon has this code.');
    expect((await api('/api/coupon/delete', { method: 'DELETE', json: { ids: [coupon.id] }, ...as(admin) })).body).toMatchObject({ deleted: [coupon.id] });

    const fee = await api('/api/shipping-fees', { json: { name: `Islands ${run}`, provinces: ['Krabi'], rate_kind: 'weight', bands: [] }, ...as(admin) });
    expect(fee.status).toBe(400);
    expect(fee.text).toContain('A fee by weight needs at least one band.');
    const made = await api('/api/shipping-fees', { json: { name: `Islands ${run}`, provinces: ['Krabi'], rate_kind: 'flat', flat_fee: 9_000 }, ...as(admin) });
    expect(made.status, made.text).toBe(200);
    const feeId = (made.body as unknown as { id: string }).id;
    expect((await api('/api/order/shipping/fee', { method: 'DELETE', json: { ids: [feeId] }, ...as(admin) })).body).toMatchObject({ deleted: [feeId] });

    const methods = await api('/public/payment-methods');
    expect((methods.body as unknown as { provider: string }[]).map((method) => method.provider)).toEqual(['card', 'promptpay', 'bank_transfer', 'bookstore', 'mobile_banking']);
    expect(methods.body[0]).toMatchObject({ id: 'pay-card', name_th: 'บัตรเครดิตหรือเดบิต', name_en: 'Credit or debit card' });
    expect(JSON.stringify(methods.body)).not.toContain('created_at');
  });

  it('give a coupon code to one coupon only, even to ten asked at once; a code let go by a rename or a delete is free again', async () => {
    const code = `ONCE${run}`.toUpperCase();
    const body = { code, starts_on: '2026-01-01', ends_on: '2099-12-31', discount_kind: 'percent', discount_value: 5 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('/api/coupons', { json: body, ...as(admin) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused.text).toContain('Another coupon has this code.');
    const listed = (await api(`/api/coupons?page=1&filters=${encodeURIComponent(JSON.stringify([{ column: 'code', operator: 'equal', value: code }]))}`, as(admin))).body as unknown as { rows: { id: string }[] };
    expect(listed.rows).toHaveLength(1);
    const first = couponSchema.parse(answers.find((answer) => answer.status === 200)!.body);

    // Renamed, the first gives its code up: another coupon takes it, and the first may not take it back.
    const renamed = await api(`/api/coupons/${first.id}`, { method: 'PUT', json: { ...body, code: `${code}B` }, ...as(admin) });
    expect(renamed.status, renamed.text).toBe(200);
    const second = await createCoupon({ code });
    const back = await api(`/api/coupons/${first.id}`, { method: 'PUT', json: body, ...as(admin) });
    expect(back.status).toBe(400);
    expect(back.text).toContain('Another coupon has this code.');
    // An edit that keeps its own code is no clash.
    expect((await api(`/api/coupons/${second.id}`, { method: 'PUT', json: { ...body, discount_value: 6 }, ...as(admin) })).status).toBe(200);

    // Deleted, the second lets its code go.
    expect((await api('/api/coupon/delete', { method: 'DELETE', json: { ids: [second.id] }, ...as(admin) })).body).toMatchObject({ deleted: [second.id] });
    const again = await api(`/api/coupons/${first.id}`, { method: 'PUT', json: body, ...as(admin) });
    expect(again.status, again.text).toBe(200);
    expect((await api('/api/coupon/delete', { method: 'DELETE', json: { ids: [first.id] }, ...as(admin) })).status).toBe(200);
  });

  it('keep the code a coupon ends with, and only that one, when two edits rename it at once', async () => {
    const body = { starts_on: '2026-01-01', ends_on: '2099-12-31', discount_kind: 'percent', discount_value: 5 };
    const coupon = await createCoupon({ code: `RACE${run}` });
    for (const round of [1, 2, 3]) {
      const names = [`R${round}A${run}`, `R${round}B${run}`].map((code) => code.toUpperCase());
      const answers = await Promise.all(names.map((code) => api(`/api/coupons/${coupon.id}`, { method: 'PUT', json: { ...body, code }, ...as(admin) })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const kept = couponSchema.parse((await api(`/api/coupons/${coupon.id}`, as(admin))).body).code;
      // The name the coupon does not hold is free: another coupon may take it.
      const other = await api('/api/coupons', { json: { ...body, code: names.find((code) => code !== kept) }, ...as(admin) });
      expect(other.status, other.text).toBe(200);
      expect((await api('/api/coupon/delete', { method: 'DELETE', json: { ids: [(other.body as unknown as { id: string }).id] }, ...as(admin) })).status).toBe(200);
    }
    // Renamed and deleted at once: whichever came first, the new name is nobody's.
    const last = `LAST${run}`.toUpperCase();
    await Promise.all([api(`/api/coupons/${coupon.id}`, { method: 'PUT', json: { ...body, code: last }, ...as(admin) }), api('/api/coupon/delete', { method: 'DELETE', json: { ids: [coupon.id] }, ...as(admin) })]);
    const after = await api('/api/coupons', { json: { ...body, code: last }, ...as(admin) });
    expect(after.status, after.text).toBe(200);
    expect((await api('/api/coupon/delete', { method: 'DELETE', json: { ids: [(after.body as unknown as { id: string }).id] }, ...as(admin) })).status).toBe(200);
  });

  it('name a payment method in Thai, English or both, and read one an earlier release kept in one language as Thai', async () => {
    const nameless = await api('/api/payment-methods', { json: { name_th: ' ', name_en: '', provider: 'card', active: false }, ...as(admin) });
    expect(nameless.status).toBe(400);
    expect(nameless.text).toContain('name is required.');
    const made = await api('/api/payment-methods', { json: { name_th: `โอนเงิน ${run}`, name_en: `Transfer ${run}`, provider: 'bank_transfer', description_en: 'Upload the slip.', active: false }, ...as(admin) });
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ name_th: `โอนเงิน ${run}`, name_en: `Transfer ${run}`, description_th: '', description_en: 'Upload the slip.' });
    const madeId = (made.body as unknown as { id: string }).id;

    // As an earlier release wrote a method: one name and description, no language.
    const earlierId = `pay-earlier-${run}`;
    const at = new Date().toISOString();
    const { table, client } = localDataOptions();
    const earlier = new Entity(
      { ...paymentMethodModel, attributes: { ...recordAttributes, name: { type: 'string' }, description: { type: 'string' }, provider: { type: 'string' }, active: { type: 'boolean' } } } as const,
      { table, client },
    );
    await earlier.create({ id: earlierId, name: `Counter ${run}`, description: 'Pay at the counter.', provider: 'bank_transfer', active: false, created_at: at, updated_at: at }).go();
    const read = await api(`/api/payment-methods/${earlierId}`, as(admin));
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ name_th: `Counter ${run}`, name_en: '', description_th: 'Pay at the counter.', description_en: '' });

    expect((await api('/api/payment-methods', { method: 'DELETE', json: { ids: [madeId, earlierId] }, ...as(admin) })).body).toMatchObject({ deleted: expect.arrayContaining([madeId, earlierId]) });
  });
});
