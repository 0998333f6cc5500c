import { localDatabase } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADDRESS_ID, DEMO_PARCEL_ORDER_ID, DEMO_WAITING_PARCEL_ORDER_ID } from './commerce.js';

describe("the second demo student's parcel", () => {
  it('went to the address her address book holds as its default, so her next parcel can be ordered at once', async () => {
    const db = localDatabase();
    const student2 = inject('userIds').student2 as string;
    const order = (await db.orders.get({ id: DEMO_PARCEL_ORDER_ID }).go()).data;
    const saved = (await db.addresses.get({ userId: student2, id: DEMO_ADDRESS_ID }).go()).data;
    expect(saved).toMatchObject({ ...(order?.address as object), is_default: true });
    expect(order?.user_id).toBe(student2);
  });

  it('has one parcel sent and one still to send on the shipping desk, so an administrator can mark it sent', async () => {
    const db = localDatabase();
    expect((await db.parcels.get({ order_id: DEMO_PARCEL_ORDER_ID }).go()).data).toMatchObject({ state: 'sent' });
    expect((await db.parcels.get({ order_id: DEMO_WAITING_PARCEL_ORDER_ID }).go()).data).toMatchObject({ state: 'to_send' });
    const waiting = (await db.orders.get({ id: DEMO_WAITING_PARCEL_ORDER_ID }).go()).data;
    expect(waiting).toMatchObject({ status: 'paid', total: 34_000, tracking_number: '' });
    // Paid the Bangkok day after the sent one, so each day's sales show one parcel.
    const sent = (await db.orders.get({ id: DEMO_PARCEL_ORDER_ID }).go()).data;
    expect(Date.parse(waiting!.paid_at!) - Date.parse(sent!.paid_at!)).toBe(86_400_000 + 26 * 60_000);
  });
});
