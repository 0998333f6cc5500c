import type { Order } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { nextSteps } from './next-steps';

const address = { recipient_name: 'Pim', phone: '0812345678', line1: '1 Rama IV Road', line2: '', subdistrict: 'Lumphini', district: 'Pathum Wan', province: 'Bangkok', postal_code: '10330' };
const line = (kind: 'course' | 'product', item_id: string) => ({ kind, item_id, name: item_id, image: '', unit_price: 100, quantity: 1, promotion_id: null, promotion_discount: 0, total: 100 });
const order = (status: Order['status'], lines: Order['lines'], withAddress = false): Pick<Order, 'id' | 'status' | 'lines' | 'address' | 'expires_at'> => ({
  id: 'order-1',
  status,
  lines,
  address: withAddress ? address : null,
  expires_at: '2026-01-10T03:30:00.000Z',
});

describe('what a buyer does next with an order', () => {
  it('studies the courses of a paid order, and waits for the parcel of its products at the address it ships to', () => {
    expect(nextSteps(order('paid', [line('course', 'course-pandas'), line('product', 'product-python-workbook')], true))).toEqual([
      { kind: 'paid' },
      { kind: 'courses' },
      { kind: 'ship', address },
    ]);
  });

  it('has no parcel to wait for when only courses were bought', () => {
    expect(nextSteps(order('fulfilled', [line('course', 'course-pandas')]))).toEqual([{ kind: 'paid' }, { kind: 'courses' }]);
  });

  it('pays an order that awaits payment, before it expires', () => {
    expect(nextSteps(order('pending', [line('course', 'course-pandas')]))).toEqual([{ kind: 'pay', orderId: 'order-1', expiresAt: '2026-01-10T03:30:00.000Z' }]);
  });

  it('is nothing more for an expired, cancelled or refunded order', () => {
    for (const status of ['expired', 'cancelled', 'refunded'] as const) expect(nextSteps(order(status, [line('course', 'course-pandas')]))).toEqual([{ kind: 'ended', status }]);
  });
});
