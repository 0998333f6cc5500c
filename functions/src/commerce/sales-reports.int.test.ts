import { bangkokDay, priceCart, VAT_RATES, type DeliveryOrder, type Order, type OrderItemRow, type OrderMethodRow, type OrderStatusRow, type SalesRow, type TablePage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

const db = localDatabase();
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;
let editor: Session;

const stamp = Date.now().toString(36);
/** Days no other suite places orders on: the reports read them alone. */
const DAY_ONE = '2019-05-14';
const DAY_TWO = '2019-05-15';
const RANGE = `from=${DAY_ONE}&to=${DAY_TWO}`;

/** An order as checkout writes it, priced by the shared pricing function. */
function order(id: string, status: Order['status'], paidAt: string | null, createdAt: string, item: { kind: 'course' | 'product'; id: string; price: number; quantity: number }, method: { id: string; provider: Order['provider'] }): Order {
  const breakdown = priceCart(
    [{ key: item.id, itemId: item.id, categoryIds: [], unitPrice: item.price, quantity: item.quantity, physical: item.kind === 'product', weightGrams: 0 }],
    { promotions: [], shippingFees: [], vatRates: VAT_RATES },
    { day: createdAt.slice(0, 10), userGroupIds: [] },
  );
  return {
    id,
    user_id: 'sales-report-buyer',
    buyer_name: 'Sales Report',
    buyer_email: 'sales-report@example.com',
    status,
    lines: [{ kind: item.kind, item_id: item.id, name: `Item ${item.id}`, image: '', unit_price: item.price, quantity: item.quantity, promotion_id: null, promotion_discount: 0, total: item.price * item.quantity }],
    breakdown,
    coupon_code: null,
    address: null,
    payment_method_id: method.id,
    provider: method.provider,
    total: breakdown.total,
    expires_at: createdAt,
    paid_at: paidAt,
    payment: null,
    tracking_number: '',
    slip: null,
    created_at: createdAt,
    updated_at: paidAt ?? createdAt,
  };
}

const CARD = { id: 'pay-card', provider: 'card' as const };
const QR = { id: 'pay-promptpay', provider: 'promptpay' as const };
const ORDERS: Order[] = [
  // 14 May, 10:00 in Bangkok: a course by card.
  order(`sales-a-${stamp}`, 'paid', '2019-05-14T03:00:00.000Z', '2019-05-14T02:55:00.000Z', { kind: 'course', id: `course-${stamp}`, price: 150_000, quantity: 1 }, CARD),
  // 15 May, 01:00 in Bangkok (still the 14th in UTC): three notebooks by PromptPay, sent since.
  order(`sales-b-${stamp}`, 'fulfilled', '2019-05-14T18:00:00.000Z', '2019-05-14T17:58:00.000Z', { kind: 'product', id: `notebook-${stamp}`, price: 20_000, quantity: 3 }, QR),
  // 15 May: the course again, refunded since.
  order(`sales-c-${stamp}`, 'refunded', '2019-05-15T05:00:00.000Z', '2019-05-15T04:59:00.000Z', { kind: 'course', id: `course-${stamp}`, price: 150_000, quantity: 1 }, CARD),
  // 15 May: placed, never paid.
  order(`sales-d-${stamp}`, 'expired', null, '2019-05-15T06:00:00.000Z', { kind: 'course', id: `course-${stamp}`, price: 150_000, quantity: 1 }, CARD),
];
/** A parcel to send, paid outside the days above. */
const PARCEL: Order = {
  ...order(`parcel-${stamp}`, 'paid', '2019-06-01T03:00:00.000Z', '2019-06-01T02:58:00.000Z', { kind: 'product', id: `pen-${stamp}`, price: 5_000, quantity: 4 }, QR),
  address: { recipient_name: `Recipient ${stamp}`, phone: '0812345678', line1: '1 Rama I Rd', line2: '', subdistrict: 'Pathum Wan', district: 'Pathum Wan', province: 'Bangkok', postal_code: '10330' },
};
ORDERS.push(PARCEL);

beforeAll(async () => {
  [admin, student, editor] = await Promise.all([signIn('admin'), signIn('student'), signIn('editor')]);
  // The table keeps no nulls: an order's unset fields are absent, as checkout writes them.
  for (const one of ORDERS) {
    const stored = Object.fromEntries(Object.entries(one).filter(([, value]) => value !== null)) as Omit<Order, 'coupon_code' | 'address' | 'paid_at' | 'payment' | 'slip'>;
    await db.orders.create({ ...stored, idempotency_key: `sales-report-${one.id}` }).go();
  }
  // On the shipping desk, as its payment would have put it.
  await db.parcels.create({ order_id: PARCEL.id, state: 'to_send', at: PARCEL.paid_at! }).go();
});

afterAll(async () => {
  for (const one of ORDERS) await db.orders.delete({ id: one.id }).go();
  await db.parcels.delete({ order_id: PARCEL.id }).go();
  // An account holds one session at a time: the suites after this one sign in again.
  await Promise.all([admin, student, editor].filter(Boolean).map((session) => signOut(session)));
});

describe('the sales dashboards', () => {
  it('total the days asked for by the Bangkok day each order was paid, refunds beside the sales', async () => {
    const response = await api(`/api/salessummary/daily?${RANGE}`, { token: admin.id_token });
    expect(response.status).toBe(200);
    const page = response.body as unknown as TablePage<SalesRow>;
    expect(page.rows).toEqual([
      { id: DAY_TWO, orders: 2, items: 4, list_total: 210_000, discounts: 0, shipping: 0, sales: 210_000, vat: 3_925 + 9_813, refunds: 150_000, net: 60_000 },
      { id: DAY_ONE, orders: 1, items: 1, list_total: 150_000, discounts: 0, shipping: 0, sales: 150_000, vat: 9_813, refunds: 0, net: 150_000 },
    ]);
    expect(page.period).toEqual({ from: DAY_ONE, to: DAY_TWO });
  });

  it('tell the days they cover when none were asked: the last 30 by day, the last 12 months by month, to today in Bangkok', async () => {
    const today = bangkokDay(new Date());
    const daily = (await api('/api/salessummary/daily', { token: admin.id_token })).body as unknown as TablePage<SalesRow>;
    expect(daily.period).toEqual({ from: daily.rows.at(-1)!.id, to: today });
    expect(daily.rows).toHaveLength(30);
    const monthly = (await api('/api/salessummary/monthly', { token: admin.id_token })).body as unknown as TablePage<SalesRow>;
    expect(monthly.period).toEqual({ from: `${monthly.rows.at(-1)!.id}-01`, to: today });
    // Only the start asked: to today.
    expect(((await api('/api/ordersummary/status?from=2019-05-01', { token: admin.id_token })).body as unknown as TablePage<SalesRow>).period).toEqual({ from: '2019-05-01', to: today });
  });

  it('total the months asked for', async () => {
    const response = await api(`/api/salessummary/monthly?from=2019-04-01&to=${DAY_TWO}`, { token: admin.id_token });
    expect(response.status).toBe(200);
    expect((response.body as unknown as TablePage<SalesRow>).rows.map((row) => [row.id, row.orders, row.sales, row.net])).toEqual([
      ['2019-05', 3, 360_000, 210_000],
      ['2019-04', 0, 0, 0],
    ]);
  });

  it('summarise the orders by status, by payment method and by item', async () => {
    const [byStatus, byMethod, byItem] = await Promise.all(['status', 'methods', 'items'].map((view) => api(`/api/ordersummary/${view}?${RANGE}`, { token: admin.id_token })));
    expect((byStatus!.body as unknown as TablePage<OrderStatusRow>).rows.map((row) => [row.id, row.orders, row.total])).toEqual([
      ['pending', 0, 0],
      ['paid', 1, 150_000],
      ['fulfilled', 1, 60_000],
      ['expired', 1, 150_000],
      ['cancelled', 0, 0],
      ['refunded', 1, 150_000],
    ]);
    expect((byMethod!.body as unknown as TablePage<OrderMethodRow>).rows.map((row) => [row.id, row.provider, row.orders, row.sales, row.share_percent])).toEqual([
      ['pay-card', 'card', 2, 300_000, 83.3],
      ['pay-promptpay', 'promptpay', 1, 60_000, 16.7],
    ]);
    expect((byItem!.body as unknown as TablePage<OrderItemRow>).rows.map((row) => [row.id, row.quantity, row.orders, row.sales])).toEqual([
      [`course:course-${stamp}`, 2, 2, 300_000],
      [`product:notebook-${stamp}`, 3, 1, 60_000],
    ]);
  });

  it('sort and filter like every admin table', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ column: 'orders', operator: 'greater_than', value: 0 }]));
    const response = await api(`/api/salessummary/daily?from=2019-05-01&to=2019-05-31&filters=${filters}&sort=net&order=asc`, { token: admin.id_token });
    expect((response.body as unknown as TablePage<SalesRow>).rows.map((row) => row.id)).toEqual([DAY_TWO, DAY_ONE]);
  });

  it('refuse a malformed day, a student, and an administrator whose user role lacks the screen', async () => {
    const malformed = await api('/api/salessummary/daily?from=14-05-2019', { token: admin.id_token });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('from must be a date (YYYY-MM-DD).');
    expect((await api(`/api/ordersummary/items?${RANGE}`, { token: student.id_token })).status).toBe(403);
    expect((await api(`/api/salessummary/monthly?${RANGE}`, { token: editor.id_token })).status).toBe(403);
    expect((await api(`/api/salessummary/daily?${RANGE}`)).status).toBe(401);
  });
});

describe('the delivery orders', () => {
  const mine = encodeURIComponent(JSON.stringify([{ column: 'recipient_name', operator: 'contain', value: stamp }]));
  const listed = async (days = '') => ((await api(`/api/deliveryorders?filters=${mine}${days}`, { token: admin.id_token })).body as unknown as TablePage<DeliveryOrder>).rows;

  it('list a paid parcel to send with where it goes and what it holds, and show it sent once marked so', async () => {
    expect((await listed()).map((row) => [row.id, row.status, row.province, row.parcel, row.tracking_number])).toEqual([[PARCEL.id, 'paid', 'Bangkok', `Item pen-${stamp} × 4`, '']]);
    const sent = await api(`/api/orders/${PARCEL.id}/fulfil`, { json: { tracking_number: 'EF000000001TH' }, token: admin.id_token });
    expect(sent.status, sent.text).toBe(200);
    expect((await listed()).map((row) => [row.id, row.status, row.tracking_number, row.sent_at])).toEqual([[PARCEL.id, 'fulfilled', 'EF000000001TH', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]]);
    // Sent today: not among the parcels sent on the days it was paid.
    expect(await listed('&from=2019-06-01&to=2019-06-02')).toEqual([]);
  });

  it('are for administrators whose role opens them', async () => {
    expect((await api('/api/deliveryorders', { token: student.id_token })).status).toBe(403);
    expect((await api('/api/deliveryorders', { token: editor.id_token })).status).toBe(403);
    expect((await api(`/api/orders/${PARCEL.id}/fulfil`, { json: { tracking_number: 'X' }, token: editor.id_token })).status).toBe(403);
  });
});
