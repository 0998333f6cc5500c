import { localDatabase } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADDRESS_ID, DEMO_PARCEL_ORDER_ID } from './commerce.js';

describe("the second demo student's parcel", () => {
  it('went to the address her address book holds as its default, so her next parcel can be ordered at once', async () => {
    const db = localDatabase();
    const student2 = inject('userIds').student2 as string;
    const order = (await db.orders.get({ id: DEMO_PARCEL_ORDER_ID }).go()).data;
    const saved = (await db.addresses.get({ userId: student2, id: DEMO_ADDRESS_ID }).go()).data;
    expect(saved).toMatchObject({ ...(order?.address as object), is_default: true });
    expect(order?.user_id).toBe(student2);
  });
});
