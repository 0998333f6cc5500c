import { bahtText, couponInput, paymentMethodInput, shippingFeeInput } from '@lm/shared';
import { adminEmailRecords } from '../data/records/admin-email.js';
import { describe, expect, it } from 'vitest';
import { createRecord, deleteRecords, updateRecord } from '../master-files/master-file.js';
import { sendQueuedNotices } from '../people/staff-notices.js';
import { memoryCommerce, sellableCourse } from './memory-ports.js';
import type { CartOwner, Sellable } from './ports.js';
import { addToCart, mergeCarts, ownerOf, setQuantity, viewCart } from './cart.js';
import { checkout, ORDER_HOLD_MINUTES } from './checkout.js';
import { coupons, paymentMethods, shippingFees } from './commerce-files.js';
import { cancelOrder, fulfilOrder, orders } from './order-admin.js';
import { getMyOrder } from './orders.js';
import { approveOrderSlip, expireOrders, payOrder, receivePaymentEvent, refreshOrderPayment, rejectOrderSlip } from './payments.js';

const course = sellableCourse;
const workbook = (overrides: Partial<Sellable> = {}): Sellable => ({
  kind: 'product',
  id: 'product-workbook',
  name: 'SQL workbook',
  slug: 'workbook',
  image: '',
  unitPrice: 45_000,
  categoryIds: ['cat-books'],
  physical: true,
  weightGrams: 400,
  available: true,
  stock: 3,
  maxPerCart: 99,
  ...overrides,
});

const student: CartOwner = { kind: 'user', userId: 'student-1' };

async function shop() {
  const memory = memoryCommerce();
  memory.items.set('course-sql', course());
  memory.items.set('product-workbook', workbook());
  const { ports } = memory;
  const card = await createRecord(ports, paymentMethods, paymentMethodInput.parse({ name_en: 'Card', provider: 'card' }));
  await createRecord(ports, shippingFees, shippingFeeInput.parse({ name: 'Bangkok', provinces: ['Bangkok'], rate_kind: 'flat', flat_fee: 5_000, free_from: 100_000 }));
  memory.addresses.set('address-1', {
    userId: 'student-1',
    id: 'address-1',
    recipient_name: 'Somchai',
    phone: '0812345678',
    line1: '1 Road',
    line2: '',
    subdistrict: 'Khlong Toei',
    district: 'Khlong Toei',
    province: 'Bangkok',
    postal_code: '10110',
    is_default: true,
    created_at: '',
    updated_at: '',
  });
  return { ...memory, card };
}

describe('the cart', () => {
  it('is the caller’s own only when {id} is their user id; any other id is a visitor cart', () => {
    expect(ownerOf('student-1', 'student-1')).toEqual({ kind: 'user', userId: 'student-1' });
    expect(ownerOf('student-1', 'student-2')).toEqual({ kind: 'visitor', generateId: 'student-1' });
    expect(ownerOf('student-1', undefined)).toEqual({ kind: 'visitor', generateId: 'student-1' });
  });

  it('holds a course once and a product up to its stock, and prices what it holds', async () => {
    const { ports } = await shop();
    await addToCart(ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    let cart = await addToCart(ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    expect(cart.lines).toMatchObject([{ item_id: 'course-sql', quantity: 1, max_quantity: 1 }]);
    cart = await addToCart(ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 2 });
    expect(cart.cartSize).toBe(3);
    // The most a line may hold, for the quantity control: one course; the product's stock.
    expect(cart.lines.map((line) => [line.item_id, line.max_quantity])).toEqual([
      ['course-sql', 1],
      ['product-workbook', 3],
    ]);
    expect(cart.breakdown.listTotal).toBe(259_000 + 90_000);
    await expect(addToCart(ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 2 })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Only 3 of SQL workbook are left.',
    });
    await expect(setQuantity(ports, 'student-1', student, 'product-workbook', 4)).rejects.toMatchObject({ message: 'Only 3 of SQL workbook are left.' });
  });

  it('refuses what is not on sale, and a course the student owns', async () => {
    const memory = await shop();
    memory.items.set('course-sql', course({ available: false }));
    await expect(addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 })).rejects.toMatchObject({
      message: 'SQL for analysts is not on sale.',
    });
    memory.items.set('course-sql', course());
    memory.enrollments.add('student-1:course-sql');
    await expect(addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 })).rejects.toMatchObject({
      message: 'You already own SQL for analysts.',
    });
    await expect(addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'nothing', quantity: 1 })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('merges the visitor’s cart at sign-in, leaving out owned courses and emptying the visitor’s', async () => {
    const memory = await shop();
    const visitor: CartOwner = { kind: 'visitor', generateId: 'anon-1' };
    await addToCart(memory.ports, 'anon-1', visitor, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    await addToCart(memory.ports, 'anon-1', visitor, { kind: 'product', item_id: 'product-workbook', quantity: 2 });
    await addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 1 });
    memory.enrollments.add('student-1:course-sql');
    const merged = await mergeCarts(memory.ports, 'student-1', 'anon-1');
    expect(merged.lines.map((line) => [line.item_id, line.quantity])).toEqual([['product-workbook', 3]]);
    expect((await viewCart(memory.ports, 'anon-1', visitor)).cartSize).toBe(0);
  });

  it('shows why a coupon takes nothing off, and ships free from the threshold', async () => {
    const { ports } = await shop();
    await createRecord(ports, coupons, couponInput.parse({ code: 'big', discount_kind: 'amount', discount_value: 10_000, minimum_spend: 500_000, starts_on: '2026-01-01', ends_on: '2026-12-31' }));
    await addToCart(ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 1 });
    const cart = await viewCart(ports, 'student-1', student, { coupon: 'BIG', province: ' bangkok ' });
    expect(cart.breakdown.coupon).toEqual({ code: 'BIG', refused: 'belowMinimum' });
    expect(cart.breakdown.shipping).toEqual({ fee: 5_000, shippingFeeId: expect.any(String) });
    expect((await viewCart(ports, 'student-1', student, { coupon: 'NOPE' })).breakdown.coupon).toEqual({ code: 'NOPE', refused: 'unknown' });
    await addToCart(ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    expect((await viewCart(ports, 'student-1', student, { province: 'Bangkok' })).breakdown.shipping).toMatchObject({ fee: 0 });
  });
});

describe('checkout', () => {
  it('orders the cart as priced here, empties it, and answers the same order for the same key', async () => {
    const memory = await shop();
    const { ports, card } = memory;
    await createRecord(ports, coupons, couponInput.parse({ code: 'TENOFF', discount_kind: 'percent', discount_value: 10, starts_on: '2026-01-01', ends_on: '2026-12-31' }));
    await addToCart(ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    await addToCart(ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 2 });
    const preview = await viewCart(ports, 'student-1', student, { coupon: 'tenoff', province: 'Bangkok' });
    const order = await checkout(ports, 'student-1', { idempotency_key: 'key-00000001', payment_method_id: card.id, address_id: 'address-1', coupon: 'tenoff' });
    expect(order).toMatchObject({ status: 'pending', user_id: 'student-1', coupon_code: 'TENOFF', provider: 'card', total: preview.breakdown.total });
    expect(order.breakdown).toEqual(preview.breakdown);
    expect(order.address).toMatchObject({ province: 'Bangkok', postal_code: '10110' });
    expect(memory.items.get('product-workbook')?.stock).toBe(1);
    expect((await viewCart(ports, 'student-1', student)).cartSize).toBe(0);
    const again = await checkout(ports, 'student-1', { idempotency_key: 'key-00000001', payment_method_id: card.id });
    expect(again.id).toBe(order.id);
    expect(memory.orders.size).toBe(1);
    expect((await coupons.store(ports).list())[0]).toMatchObject({ code: 'TENOFF', uses: 1 });
  });

  it('refuses an empty cart, a missing address for a parcel, a coupon that does not apply, and a method that is off', async () => {
    const { ports, card } = await shop();
    await expect(checkout(ports, 'student-1', { idempotency_key: 'key-00000002', payment_method_id: card.id })).rejects.toMatchObject({ message: 'Your cart is empty.' });
    await addToCart(ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 1 });
    await expect(checkout(ports, 'student-1', { idempotency_key: 'key-00000003', payment_method_id: card.id })).rejects.toMatchObject({
      details: { fields: { address_id: ['Choose an address to send the parcel to.'] } },
    });
    await expect(checkout(ports, 'student-1', { idempotency_key: 'key-00000004', payment_method_id: card.id, address_id: 'address-1', coupon: 'NOPE' })).rejects.toMatchObject({
      details: { fields: { coupon: ['There is no coupon NOPE.'] } },
    });
    await updateRecord(ports, paymentMethods, card.id, paymentMethodInput.parse({ name_en: 'Card', provider: 'card', active: false }));
    await expect(checkout(ports, 'student-1', { idempotency_key: 'key-00000005', payment_method_id: card.id, address_id: 'address-1' })).rejects.toMatchObject({
      details: { fields: { payment_method_id: ['This payment method is not available.'] } },
    });
  });

  it('names what ran out and writes nothing', async () => {
    const memory = await shop();
    await addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 3 });
    memory.items.set('product-workbook', workbook({ stock: 1 }));
    await expect(checkout(memory.ports, 'student-1', { idempotency_key: 'key-00000006', payment_method_id: memory.card.id, address_id: 'address-1' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Only 1 of SQL workbook are left.',
    });
    expect(memory.orders.size).toBe(0);
  });

  it('keeps another student’s order from a student', async () => {
    const memory = await shop();
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-00000007', payment_method_id: memory.card.id });
    await expect(getMyOrder(memory.ports, 'student-2', order.id)).rejects.toMatchObject({ kind: 'not-found' });
    expect((await getMyOrder(memory.ports, 'student-1', order.id)).id).toBe(order.id);
  });
});

describe('coupons', () => {
  it('keep their codes unique and their uses through an edit', async () => {
    const { ports } = await shop();
    const first = await createRecord(ports, coupons, couponInput.parse({ code: 'save10', discount_kind: 'percent', discount_value: 10, starts_on: '2026-01-01', ends_on: '2026-12-31' }));
    expect(first).toMatchObject({ code: 'SAVE10', uses: 0 });
    await expect(createRecord(ports, coupons, couponInput.parse({ code: 'SAVE10', discount_kind: 'amount', discount_value: 100, starts_on: '2026-01-01', ends_on: '2026-12-31' }))).rejects.toMatchObject({
      details: { fields: { code: ['Another coupon has this code.'] } },
    });
  });
});

describe('payments', () => {
  async function pendingOrder(provider: 'card' | 'promptpay' | 'mobile_banking' = 'card') {
    const memory = await shop();
    const method = provider === 'card' ? memory.card : await createRecord(memory.ports, paymentMethods, paymentMethodInput.parse({ name_en: provider, provider }));
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: `key-${provider}-1`, payment_method_id: method.id });
    return { ...memory, order };
  }

  it('sends a card to the bank’s 3-D Secure page, and pays the order once when the provider says so, granting the course', async () => {
    const memory = await pendingOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    expect(started.payment).toMatchObject({ status: 'pending', authorize_uri: 'https://gateway.test/3ds' });
    // Paying again answers the charge already made.
    expect((await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' })).payment?.charge_id).toBe(started.payment?.charge_id);
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    const paid = await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'successful' } });
    expect(memory.enrollments.has('student-1:course-sql')).toBe(true);
    const event = { key: 'charge.complete', data: { object: 'charge', id: started.payment!.charge_id } };
    const raw = JSON.stringify(event);
    expect(await receivePaymentEvent(memory.ports, raw, { 'omise-signature': `signed:${raw}` }, event)).toEqual({ received: true });
    expect(memory.orders.get(memory.order.id)?.paid_at).toBe(paid.paid_at);
  });

  it('refuses an unsigned event, and never pays for less than the order', async () => {
    const memory = await pendingOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    const event = { key: 'charge.complete', data: { object: 'charge', id: started.payment!.charge_id } };
    await expect(receivePaymentEvent(memory.ports, JSON.stringify(event), { 'omise-signature': 'forged' }, event)).rejects.toMatchObject({ kind: 'unauthenticated' });
    Object.assign(memory.charges.get(started.payment!.charge_id)!, { status: 'successful', amount: 1 });
    expect((await refreshOrderPayment(memory.ports, 'student-1', memory.order.id)).status).toBe('pending');
  });

  it('keeps the order pending with the bank’s reason when a card is declined', async () => {
    const memory = await pendingOrder();
    await expect(payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_fail' })).rejects.toMatchObject({
      message: 'insufficient funds in the account or the card has reached the credit limit',
    });
    expect(memory.orders.get(memory.order.id)).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
  });

  it('shows a PromptPay QR with its expiry, and refuses to charge an order another student owns', async () => {
    const memory = await pendingOrder('promptpay');
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, {});
    expect(started.payment).toMatchObject({ qr_image: 'https://gateway.test/qr.svg', qr_expires_at: expect.any(String) });
    await expect(payOrder(memory.ports, 'student-2', memory.order.id, {})).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('sends mobile banking to the chosen bank’s page, which needs a bank named, and pays the order when the bank confirms', async () => {
    const memory = await pendingOrder('mobile_banking');
    await expect(payOrder(memory.ports, 'student-1', memory.order.id, {})).rejects.toMatchObject({ kind: 'invalid', details: { fields: { bank: [expect.any(String)] } } });
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { bank: 'scb' });
    expect(started.payment).toMatchObject({ status: 'pending', authorize_uri: `https://gateway.test/scb/${started.payment!.charge_id}`, qr_image: null });
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    expect(await refreshOrderPayment(memory.ports, 'student-1', memory.order.id)).toMatchObject({ status: 'paid' });
    expect(memory.enrollments.has('student-1:course-sql')).toBe(true);
  });
});

describe('the order lifecycle', () => {
  async function heldOrder() {
    const memory = await shop();
    await createRecord(memory.ports, coupons, couponInput.parse({ code: 'HOLD', discount_kind: 'amount', discount_value: 1_000, starts_on: '2026-01-01', ends_on: '2026-12-31', total_uses: 5 }));
    await addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 2 });
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-hold-1', payment_method_id: memory.card.id, address_id: 'address-1', coupon: 'HOLD' });
    return { ...memory, order };
  }

  it('expires an unpaid order after its hold, giving back its stock and coupon use; a later payment is refunded', async () => {
    const memory = await heldOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    expect(memory.items.get('product-workbook')?.stock).toBe(1);
    expect(await expireOrders(memory.ports)).toEqual({ expired: [], paid: [], failed: [] });
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [memory.order.id], paid: [], failed: [] });
    expect(memory.orders.get(memory.order.id)?.status).toBe('expired');
    expect(memory.items.get('product-workbook')?.stock).toBe(3);
    expect((await coupons.store(memory.ports).list())[0]?.uses).toBe(0);
    // The bank confirms after all: the order stays expired and the money goes back.
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(memory.refunds).toEqual([{ chargeId: started.payment!.charge_id, amount: memory.order.total }]);
    expect(memory.enrollments.has('student-1:course-sql')).toBe(false);
    // Omise keeps a refunded charge "successful": asking again refunds nothing more.
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(memory.refunds).toHaveLength(1);
    expect(memory.orders.get(memory.order.id)).toMatchObject({ status: 'expired', payment: { status: 'reversed' } });
  });

  it('leaves an order whose charge cannot be read for the next run, and expires the others meanwhile', async () => {
    const memory = await heldOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    await addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 1 });
    const unpaid = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-hold-2', payment_method_id: memory.card.id, address_id: 'address-1' });
    const chargeId = started.payment!.charge_id;
    // The provider does not answer for the first order's charge.
    memory.unanswered.add(chargeId);
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [unpaid.id], paid: [], failed: [memory.order.id] });
    expect(memory.orders.get(memory.order.id)?.status).toBe('pending');
    memory.unanswered.delete(chargeId);
    expect(await expireOrders(memory.ports)).toEqual({ expired: [memory.order.id], paid: [], failed: [] });
    expect(memory.items.get('product-workbook')?.stock).toBe(3);
  });

  it('expires an order whose charge the provider does not keep (made under other keys), its stock back, rather than asking every minute', async () => {
    const memory = await heldOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    // The stage's keys changed since: the provider keeps no such charge.
    memory.charges.delete(started.payment!.charge_id);
    // The buyer's return and the provider's events about it change nothing.
    expect((await refreshOrderPayment(memory.ports, 'student-1', memory.order.id)).status).toBe('pending');
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [memory.order.id], paid: [], failed: [] });
    expect(memory.orders.get(memory.order.id)?.status).toBe('expired');
    expect(memory.items.get('product-workbook')?.stock).toBe(3);
  });

  it('pays rather than expires an order whose charge went through at the last moment, and e-mails its summary once', async () => {
    const memory = await heldOrder();
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [], paid: [memory.order.id], failed: [] });
    expect(memory.items.get('product-workbook')?.stock).toBe(1);
    expect(memory.sent).toHaveLength(1);
    expect(memory.sent[0]).toMatchObject({ to: 'student-1@example.com', subject: `Your order ${memory.order.id} is paid` });
    expect(memory.sent[0]?.text).toContain('SQL workbook × 2');
    expect(memory.sent[0]?.text).toContain('https://shop.test/myaccount/student/course');
    await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(memory.sent).toHaveLength(1);
  });

  it('tells the admin e-mails that asked of each paid order, and those for parcels of one with a parcel only', async () => {
    const memory = await heldOrder();
    const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
    const staff = memory.ports.records(adminEmailRecords);
    await staff.put({ id: 'sales', name: 'Sales', email: 'sales@shop.test', events: ['order_paid'], active: true, ...stamps }, 'create');
    await staff.put({ id: 'desk', name: 'Shipping desk', email: 'desk@shop.test', events: ['parcel_to_send'], active: true, ...stamps }, 'create');
    await staff.put({ id: 'away', name: 'Away', email: 'away@shop.test', events: ['order_paid', 'parcel_to_send'], active: false, ...stamps }, 'create');

    // The held order has a parcel: the buyer hears of it at once; sales and the shipping desk when the sweep sends the queued notice.
    const started = await payOrder(memory.ports, 'student-1', memory.order.id, { card_token: 'tok_ok' });
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(memory.sent.map((mail) => mail.to)).toEqual(['student-1@example.com']);
    expect(await sendQueuedNotices(memory.ports)).toBe(1);
    expect(memory.sent.map((mail) => mail.to)).toEqual(['student-1@example.com', 'sales@shop.test', 'desk@shop.test']);
    // A replayed payment queues nothing more.
    await refreshOrderPayment(memory.ports, 'student-1', memory.order.id);
    expect(await sendQueuedNotices(memory.ports)).toBe(0);
    const notice = memory.sent[1]!;
    expect(notice.subject).toBe(`To send: order ${memory.order.id} paid, ${bahtText(memory.order.total)}`);
    expect(notice.text).toContain('SQL workbook × 2');
    expect(notice.text).toContain(`https://shop.test/admin/delivery-orders?record=${memory.order.id}`);
    expect(notice.text).toContain(`https://shop.test/admin/orders?record=${memory.order.id}`);

    // A course alone: sales only.
    memory.items.set('course-python', course({ id: 'course-python', name: 'Python basics', slug: 'course-python' }));
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-python', quantity: 1 });
    const courseOnly = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-staff-2', payment_method_id: memory.card.id });
    const paying = await payOrder(memory.ports, 'student-1', courseOnly.id, { card_token: 'tok_ok' });
    memory.charges.get(paying.payment!.charge_id)!.status = 'successful';
    await refreshOrderPayment(memory.ports, 'student-1', courseOnly.id);
    await sendQueuedNotices(memory.ports);
    expect(memory.sent.slice(3).map((mail) => [mail.to, mail.subject])).toEqual([
      ['student-1@example.com', `Your order ${courseOnly.id} is paid`],
      ['sales@shop.test', `Order ${courseOnly.id} paid, ${bahtText(courseOnly.total)}`],
    ]);
  });

  it('keeps waiting for a PromptPay QR that can still be paid', async () => {
    const memory = await shop();
    const promptpay = await createRecord(memory.ports, paymentMethods, paymentMethodInput.parse({ name_en: 'PromptPay', provider: 'promptpay' }));
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-qr-1', payment_method_id: promptpay.id });
    await payOrder(memory.ports, 'student-1', order.id, {});
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [], paid: [], failed: [] });
    memory.clock.now += 86_400_000;
    expect(await expireOrders(memory.ports)).toEqual({ expired: [order.id], paid: [], failed: [] });
  });
});

describe('the orders back office', () => {
  it('cancels only an unpaid order, sends only a paid one, and keeps a paid one from deletion', async () => {
    const memory = await shop();
    await addToCart(memory.ports, 'student-1', student, { kind: 'product', item_id: 'product-workbook', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-office-1', payment_method_id: memory.card.id, address_id: 'address-1' });
    await expect(fulfilOrder(memory.ports, order.id, 'TH1')).rejects.toMatchObject({ message: 'Only a paid order can be sent; this one is pending.' });
    const started = await payOrder(memory.ports, 'student-1', order.id, { card_token: 'tok_ok' });
    memory.charges.get(started.payment!.charge_id)!.status = 'successful';
    await refreshOrderPayment(memory.ports, 'student-1', order.id);
    await expect(cancelOrder(memory.ports, order.id)).rejects.toMatchObject({ message: 'This order can no longer be paid: it is paid.' });
    await expect(deleteRecords(memory.ports, orders, [order.id])).rejects.toMatchObject({ details: { code: 'cannotDelete' } });
    expect(await fulfilOrder(memory.ports, order.id, 'TH0123456789')).toMatchObject({ status: 'fulfilled', tracking_number: 'TH0123456789' });
    expect(memory.items.get('product-workbook')?.stock).toBe(2);
  });
});

describe('bank-transfer slips', () => {
  async function transferOrder() {
    const memory = await shop();
    const transfer = await createRecord(memory.ports, paymentMethods, paymentMethodInput.parse({ name_en: 'Bank transfer', provider: 'bank_transfer', account_details: 'KBank 123' }));
    await addToCart(memory.ports, 'student-1', student, { kind: 'course', item_id: 'course-sql', quantity: 1 });
    const order = await checkout(memory.ports, 'student-1', { idempotency_key: 'key-slip-1', payment_method_id: transfer.id });
    // What the media domain keeps once the student hands a slip in.
    await memory.ports.orders.recordSlip(order.id, { key: `slips/${order.id}/s-1`, content_type: 'image/png', submitted_at: new Date(memory.clock.now).toISOString(), status: 'submitted', reason: '' });
    return { ...memory, order };
  }

  it('holds an order whose slip waits for review, and pays it when approved', async () => {
    const memory = await transferOrder();
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect((await expireOrders(memory.ports)).expired).toEqual([]);
    expect(await approveOrderSlip(memory.ports, memory.order.id)).toMatchObject({ status: 'paid', slip: { status: 'approved' } });
    expect(memory.enrollments.has('student-1:course-sql')).toBe(true);
    await expect(rejectOrderSlip(memory.ports, memory.order.id, 'Too late.')).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('lets an administrator reject a slip with a reason, and the hold run again', async () => {
    const memory = await transferOrder();
    expect(await rejectOrderSlip(memory.ports, memory.order.id, 'The amount does not match.')).toMatchObject({ status: 'pending', slip: { status: 'rejected', reason: 'The amount does not match.' } });
    memory.clock.now += (ORDER_HOLD_MINUTES + 1) * 60_000;
    expect((await expireOrders(memory.ports)).expired).toEqual([memory.order.id]);
  });
});
