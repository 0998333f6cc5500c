import type { Order } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { line, order } from '../commerce/test-orders.js';
import { localDatabase, localRecords } from '../testing/api.js';
import type { OrderItem } from './entities/order.js';
import { createCommerceStores } from './commerce-repository.js';
import { paidOrdersIndexed, parcelsKept } from './migrations.js';
import { paidOrdersBetween, placedOrdersBetween, toOrder } from './order-records.js';

/** Orders of 2031, a year no other suite writes, so each window holds only this suite's orders. */
const db = localDatabase();
const run = randomUUID().slice(0, 8);

async function stored(id: string, status: Order['status'], at: { created: string; paid?: string; updated?: string }, goods?: { address: Order['address'] }): Promise<string> {
  const lines = goods ? [line('product', 'product-notebook-set', 29_000, 2)] : [line('course', 'course-sql', 259_000)];
  const made = order(`${id}-${run}`, status, at, lines, { ...goods, updated: at.updated });
  const item = Object.fromEntries(Object.entries({ ...made, idempotency_key: made.id }).filter(([, value]) => value !== null)) as OrderItem;
  await db.orders.create(item).go();
  return made.id;
}

const TO = { recipient_name: 'Malee Suksan', phone: '0812345678', line1: '88/8 Soi Ari 4', line2: '', subdistrict: 'Samsen Nai', district: 'Phaya Thai', province: 'Bangkok', postal_code: '10400' };
const PAYMENT = { charge_id: 'chrg_test', status: 'successful' as const, authorize_uri: null, qr_image: null, qr_expires_at: null, failure_message: null };
const orderOf = async (id: string) => toOrder((await db.orders.get({ id }).go()).data!);
/** Paid as a charge pays it; the staff's notice is about no event, so it goes to nobody. */
const pay = (one: Order, paidAt: string) => stores.orders.markPaid(one, PAYMENT, { paidAt, enrollments: [], notice: { id: `notice-${one.id}`, queued_at: paidAt, events: [], subject: 'Paid', text: 'Paid' } });
const stores = createCommerceStores(db);

const ids = (orders: Order[]) => orders.map((one) => one.id).sort();

describe('the orders of a period on DynamoDB Local', () => {
  it('finds the orders paid in a window by the Bangkok month they were paid in, the window’s end left out', async () => {
    const march31 = await stored('march-31', 'paid', { created: '2031-03-31T16:00:00.000Z', paid: '2031-03-31T16:59:59.999Z' });
    // 00:30 on 1 April in Bangkok, 31 March in UTC: April's sale.
    const april1 = await stored('april-1', 'fulfilled', { created: '2031-03-31T17:20:00.000Z', paid: '2031-03-31T17:30:00.000Z' });
    const refunded = await stored('refunded', 'refunded', { created: '2031-04-02T01:00:00.000Z', paid: '2031-04-02T01:05:00.000Z' });
    const unpaid = await stored('unpaid', 'pending', { created: '2031-04-01T02:00:00.000Z' });
    const atTheEnd = await stored('at-the-end', 'paid', { created: '2031-04-02T16:50:00.000Z', paid: '2031-04-02T17:00:00.000Z' });

    // 1 and 2 April in Bangkok.
    expect(ids(await paidOrdersBetween(db, '2031-03-31T17:00:00.000Z', '2031-04-02T17:00:00.000Z'))).toEqual([april1, refunded].sort());
    // 31 March to 3 April: across two month partitions.
    expect(ids(await paidOrdersBetween(db, '2031-03-30T17:00:00.000Z', '2031-04-03T17:00:00.000Z'))).toEqual([march31, april1, refunded, atTheEnd].sort());
    expect(await paidOrdersBetween(db, '2031-04-02T17:00:00.000Z', '2031-04-02T17:00:00.000Z')).toEqual([]);

    // Placed on 1 April in Bangkok: the unpaid order too.
    expect(ids(await placedOrdersBetween(db, '2031-03-31T17:00:00.000Z', '2031-04-01T17:00:00.000Z'))).toEqual([april1, unpaid].sort());
  });

  it('puts an order paid before the index existed on it', async () => {
    const legacy = await stored('legacy', 'paid', { created: '2031-06-10T03:00:00.000Z', paid: '2031-06-10T03:05:00.000Z' });
    // As an earlier release wrote it: no month, so no keys on gsi3.
    await db.orders.update({ id: legacy }).remove(['paid_month']).go();
    const june = () => paidOrdersBetween(db, '2031-05-31T17:00:00.000Z', '2031-06-30T17:00:00.000Z');
    expect(ids(await june())).not.toContain(legacy);

    expect(await paidOrdersIndexed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect(ids(await june())).toContain(legacy);
    expect((await db.orders.get({ id: legacy }).go()).data).toMatchObject({ paid_month: '2031-06', paid_at: '2031-06-10T03:05:00.000Z', status: 'paid', updated_at: '2031-06-10T03:05:00.000Z' });
    // Nothing is left to mend.
    expect(await paidOrdersIndexed.run(db, localRecords())).toBe(0);
  });

  it('keeps a paid parcel on the shipping desk until it is sent, then among those sent in their period; a refund takes it off', async () => {
    const waiting = await stored('parcel', 'pending', { created: '2031-07-01T02:00:00.000Z' }, { address: TO });
    const refunded = await stored('parcel-refunded', 'pending', { created: '2031-07-01T02:10:00.000Z' }, { address: TO });
    const course = await stored('no-parcel', 'pending', { created: '2031-07-01T02:20:00.000Z' });
    for (const id of [waiting, refunded, course]) expect(await pay(await orderOf(id), '2031-07-01T03:00:00.000Z')).toBe(true);
    const july = ['2031-06-30T17:00:00.000Z', '2031-07-31T17:00:00.000Z'] as const;
    const desk = async (window: readonly [string, string] = july) => (await stores.orders.parcels(...window)).filter((one) => one.id.endsWith(run)).map((one) => [one.id, one.status]);

    expect(await desk()).toEqual(expect.arrayContaining([[waiting, 'paid'], [refunded, 'paid']]));
    expect((await db.parcels.get({ order_id: course }).go()).data).toBeNull();

    expect(await stores.orders.markRefunded(await orderOf(refunded), PAYMENT, '2031-07-02T03:00:00.000Z')).toBe(true);
    expect(await stores.orders.markFulfilled(waiting, 'EF000000002TH', '2031-07-03T03:00:00.000Z')).toBe(true);
    expect(await desk()).toEqual([[waiting, 'fulfilled']]);
    // Sent on 3 July: not among those sent in August; sending it again is refused.
    expect(await desk(['2031-07-31T17:00:00.000Z', '2031-08-31T17:00:00.000Z'])).toEqual([]);
    expect(await stores.orders.markFulfilled(waiting, 'EF000000003TH', '2031-07-04T03:00:00.000Z')).toBe(false);
    expect((await db.parcels.get({ order_id: waiting }).go()).data).toMatchObject({ state: 'sent', at: '2031-07-03T03:00:00.000Z' });
  });

  it('puts the parcels of orders paid or sent before parcels were kept on the desk', async () => {
    const sent = await stored('legacy-sent', 'fulfilled', { created: '2031-09-01T02:00:00.000Z', paid: '2031-09-01T02:05:00.000Z', updated: '2031-09-02T04:00:00.000Z' }, { address: TO });
    const toSend = await stored('legacy-to-send', 'paid', { created: '2031-09-03T02:00:00.000Z', paid: '2031-09-03T02:05:00.000Z' }, { address: TO });
    const course = await stored('legacy-course', 'paid', { created: '2031-09-03T03:00:00.000Z', paid: '2031-09-03T03:05:00.000Z' });

    expect(await parcelsKept.run(db, localRecords())).toBeGreaterThanOrEqual(2);
    expect((await db.parcels.get({ order_id: sent }).go()).data).toMatchObject({ state: 'sent', at: '2031-09-02T04:00:00.000Z' });
    expect((await db.parcels.get({ order_id: toSend }).go()).data).toMatchObject({ state: 'to_send', at: '2031-09-03T02:05:00.000Z' });
    expect((await db.parcels.get({ order_id: course }).go()).data).toBeNull();
    expect(await parcelsKept.run(db, localRecords())).toBe(0);
  });
});
