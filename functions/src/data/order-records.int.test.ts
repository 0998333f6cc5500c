import type { Order } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { line, order } from '../commerce/test-orders.js';
import { localDatabase } from '../testing/api.js';
import type { OrderItem } from './entities/order.js';
import { paidOrdersIndexed } from './migrations.js';
import { paidOrdersBetween, placedOrdersBetween } from './order-records.js';

/** Orders of 2031, a year no other suite writes, so each window holds only this suite's orders. */
const db = localDatabase();
const run = randomUUID().slice(0, 8);

async function stored(id: string, status: Order['status'], at: { created: string; paid?: string }): Promise<string> {
  const made = order(`${id}-${run}`, status, at, [line('course', 'course-sql', 259_000)]);
  const item = Object.fromEntries(Object.entries({ ...made, idempotency_key: made.id }).filter(([, value]) => value !== null)) as OrderItem;
  await db.orders.create(item).go();
  return made.id;
}

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

    expect(await paidOrdersIndexed.run(db)).toBeGreaterThanOrEqual(1);
    expect(ids(await june())).toContain(legacy);
    expect((await db.orders.get({ id: legacy }).go()).data).toMatchObject({ paid_month: '2031-06', paid_at: '2031-06-10T03:05:00.000Z', status: 'paid', updated_at: '2031-06-10T03:05:00.000Z' });
    // Nothing is left to mend.
    expect(await paidOrdersIndexed.run(db)).toBe(0);
  });
});
