import { describe, expect, it } from 'vitest';
import { attemptFor, attemptSignature } from './checkout-attempt';

const order = { payment_method_id: 'pay-card', address_id: 'address-1', coupon: 'WELCOME10', lines: [{ item_id: 'course-pandas', quantity: 1 }, { item_id: 'product-python-workbook', quantity: 2 }] };
let made = 0;
const newKey = () => `key-${++made}`;

describe('the idempotency key of an order attempt', () => {
  it('is made once and kept when the same order is tried again (a retry after a failure)', () => {
    const first = attemptFor(undefined, attemptSignature(order), newKey);
    const retry = attemptFor(first, attemptSignature(order), newKey);
    expect(retry.key).toBe(first.key);
  });

  it('does not depend on the order the lines are listed in', () => {
    expect(attemptSignature({ ...order, lines: [...order.lines].reverse() })).toBe(attemptSignature(order));
  });

  it('is new when what is ordered changes: a quantity, the address, the payment method or the coupon', () => {
    const first = attemptFor(undefined, attemptSignature(order), newKey);
    const changes = [
      { ...order, lines: [{ item_id: 'course-pandas', quantity: 1 }, { item_id: 'product-python-workbook', quantity: 3 }] },
      { ...order, address_id: 'address-2' },
      { ...order, payment_method_id: 'pay-promptpay' },
      { ...order, coupon: undefined },
    ];
    const keys = changes.map((changed) => attemptFor(first, attemptSignature(changed), newKey).key);
    expect(new Set([first.key, ...keys]).size).toBe(5);
  });
});
