import type { Order, OrderPayment } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { afterPaying, confirmation, paymentStep, pollInterval, QR_POLL_MS, RECHECKS, REVIEW_POLL_MS, shouldRecheck } from './outcome';

const now = Date.parse('2026-03-01T10:00:00.000Z');
const payment = (changes: Partial<OrderPayment> = {}): OrderPayment => ({
  charge_id: 'chrg_test_1',
  status: 'pending',
  authorize_uri: 'https://bank.example/3ds/chrg_test_1',
  qr_image: null,
  qr_expires_at: null,
  failure_message: null,
  ...changes,
});
const slip = (status: 'submitted' | 'approved' | 'rejected') => ({ key: 'slips/order-1/a', content_type: 'image/png' as const, submitted_at: '2026-03-01T10:05:00.000Z', status, reason: '' });
const order = (changes: Partial<Order> = {}): Order =>
  ({
    id: 'order-1',
    status: 'pending',
    provider: 'card',
    expires_at: '2026-03-01T10:30:00.000Z',
    payment: null,
    slip: null,
    ...changes,
  }) as Order;

describe('paymentStep', () => {
  it('moves a paid or completed order on to the thank-you page', () => {
    expect(paymentStep(order({ status: 'paid' }), now)).toEqual({ kind: 'paid' });
    expect(paymentStep(order({ status: 'fulfilled' }), now)).toEqual({ kind: 'paid' });
  });

  it('says an expired, cancelled or refunded order can no longer be paid', () => {
    expect(paymentStep(order({ status: 'expired' }), now)).toEqual({ kind: 'ended', status: 'expired' });
    expect(paymentStep(order({ status: 'cancelled' }), now)).toEqual({ kind: 'ended', status: 'cancelled' });
    expect(paymentStep(order({ status: 'refunded' }), now)).toEqual({ kind: 'ended', status: 'refunded' });
  });

  it('pays a pending order by its method', () => {
    expect(paymentStep(order({ provider: 'promptpay' }), now)).toEqual({ kind: 'pay', provider: 'promptpay' });
    expect(paymentStep(order({ provider: 'bank_transfer', payment: payment({ status: 'failed' }) }), now)).toEqual({ kind: 'pay', provider: 'bank_transfer' });
  });

  it('counts a pending order past its hold as expired, unless a charge of it still waits', () => {
    const late = { expires_at: '2026-03-01T09:59:59.000Z' };
    expect(paymentStep(order(late), now)).toEqual({ kind: 'ended', status: 'expired' });
    expect(paymentStep(order({ ...late, payment: payment({ status: 'failed' }) }), now)).toEqual({ kind: 'ended', status: 'expired' });
    expect(paymentStep(order({ ...late, provider: 'promptpay', payment: payment() }), now)).toEqual({ kind: 'pay', provider: 'promptpay' });
  });

  it('keeps a transfer whose slip is under review past its hold, as the server does, but not one whose slip was rejected', () => {
    const late = { expires_at: '2026-03-01T09:59:59.000Z', provider: 'bank_transfer' as const };
    expect(paymentStep(order({ ...late, slip: slip('submitted') }), now)).toEqual({ kind: 'pay', provider: 'bank_transfer' });
    expect(paymentStep(order({ ...late, slip: slip('rejected') }), now)).toEqual({ kind: 'ended', status: 'expired' });
  });
});

describe('confirmation', () => {
  it('is paid only when the order the server read again is paid', () => {
    expect(confirmation(order({ status: 'paid', payment: payment({ status: 'successful' }) }))).toEqual({ kind: 'paid' });
    expect(confirmation(order({ status: 'pending', payment: payment({ status: 'successful' }) }))).not.toEqual({ kind: 'paid' });
  });

  it('gives the bank’s reason for a failed charge', () => {
    expect(confirmation(order({ payment: payment({ status: 'failed', failure_message: 'the card holder did not pass 3-D Secure' }) }))).toEqual({
      kind: 'failed',
      reason: 'the card holder did not pass 3-D Secure',
    });
    expect(confirmation(order({ payment: payment({ status: 'expired' }) }))).toEqual({ kind: 'failed', reason: null });
  });

  it('waits while the bank has not answered, and tells an order never charged apart', () => {
    expect(confirmation(order({ payment: payment() }))).toEqual({ kind: 'waiting' });
    expect(confirmation(order())).toEqual({ kind: 'unpaid' });
  });

  it('says an order that can no longer be paid has ended', () => {
    expect(confirmation(order({ status: 'expired' }))).toEqual({ kind: 'ended', status: 'expired' });
  });
});

describe('shouldRecheck', () => {
  it('reads a waiting charge again a few times, then stops', () => {
    const waiting = order({ payment: payment() });
    expect(shouldRecheck(waiting, 1)).toBe(true);
    expect(shouldRecheck(waiting, RECHECKS)).toBe(true);
    expect(shouldRecheck(waiting, RECHECKS + 1)).toBe(false);
  });

  it('never reads again an answer that is final, or nothing', () => {
    expect(shouldRecheck(order({ status: 'paid' }), 1)).toBe(false);
    expect(shouldRecheck(order({ payment: payment({ status: 'failed' }) }), 1)).toBe(false);
    expect(shouldRecheck(undefined, 0)).toBe(false);
  });
});

describe('afterPaying', () => {
  it('sends the buyer to the bookstore’s checkout page the server answered', () => {
    const checkout = 'http://127.0.0.1:4590/bookstore/checkout?order_id=order-1';
    expect(afterPaying(order({ provider: 'bookstore', payment: payment({ charge_id: 'bookstore:order-1', authorize_uri: checkout }) }))).toEqual({ kind: 'authorize', uri: checkout });
  });

  it('sends the buyer to the bank’s 3-D Secure page while the charge waits for it', () => {
    expect(afterPaying(order({ payment: payment() }))).toEqual({ kind: 'authorize', uri: 'https://bank.example/3ds/chrg_test_1' });
  });

  it('moves on when the bank asked nothing and the order is paid', () => {
    expect(afterPaying(order({ status: 'paid', payment: payment({ status: 'successful', authorize_uri: null }) }))).toEqual({ kind: 'paid' });
  });

  it('stays on the form with the reason when there is nowhere to go', () => {
    expect(afterPaying(order({ payment: payment({ status: 'failed', authorize_uri: null, failure_message: 'payment was rejected by the issuer' }) }))).toEqual({
      kind: 'failed',
      reason: 'payment was rejected by the issuer',
    });
    expect(afterPaying(order({ payment: payment({ authorize_uri: null }) }))).toEqual({ kind: 'failed', reason: null });
  });
});

describe('pollInterval', () => {
  it('reads a waiting QR again every few seconds', () => {
    expect(pollInterval(order({ provider: 'promptpay', payment: payment() }))).toBe(QR_POLL_MS);
    expect(pollInterval(order({ provider: 'promptpay', payment: payment({ status: 'expired' }) }))).toBe(false);
  });

  it('reads a transfer whose slip is under review again now and then, and stops once it is decided', () => {
    expect(pollInterval(order({ provider: 'bank_transfer', slip: slip('submitted') }))).toBe(REVIEW_POLL_MS);
    expect(REVIEW_POLL_MS).toBeGreaterThan(QR_POLL_MS);
    expect(pollInterval(order({ provider: 'bank_transfer', slip: slip('rejected') }))).toBe(false);
    expect(pollInterval(order({ provider: 'bank_transfer', slip: null }))).toBe(false);
    expect(pollInterval(order({ status: 'paid', provider: 'bank_transfer', slip: slip('approved') }))).toBe(false);
  });

  it('waits for nothing else: a card, the bookstore, an order not yet read', () => {
    expect(pollInterval(order({ payment: payment() }))).toBe(false);
    expect(pollInterval(order({ provider: 'bookstore', payment: payment() }))).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});
