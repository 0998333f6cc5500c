import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, UnauthorizedError } from '../../../lib/api/errors';
import { bookstoreFailure, bookstoreFields, bookstoreOutcome } from './bookstore';

const returned = {
  merchant: 'bookstore-local',
  order_id: 'order-1',
  amount: '129000',
  status: 'paid',
  ref: 'BK0123456789',
  timestamp: '1772359200',
  signature: 'a'.repeat(64),
};
const query = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('bookstoreFields', () => {
  it('takes exactly the bookstore’s fields from the address, as they came', () => {
    expect(bookstoreFields(query(returned))).toEqual(returned);
    expect(bookstoreFields(query({ ...returned, utm_source: 'mail', lang: 'th' }))).toEqual(returned);
  });

  it('takes a cancelled result, whose reference is empty or missing', () => {
    const cancelled = { ...returned, status: 'cancelled', ref: '' };
    expect(bookstoreFields(query(cancelled))).toEqual(cancelled);
    const { ref: _ref, ...withoutRef } = cancelled;
    expect(bookstoreFields(query(withoutRef))).toEqual(cancelled);
  });

  it('has nothing to send when a signed field is missing or the status is not one the bookstore signs', () => {
    for (const name of ['merchant', 'order_id', 'amount', 'status', 'timestamp', 'signature']) {
      const { [name as keyof typeof returned]: _left, ...rest } = returned;
      expect(bookstoreFields(query(rest)), name).toBeUndefined();
    }
    expect(bookstoreFields(query({ ...returned, status: 'success' }))).toBeUndefined();
    expect(bookstoreFields(query({}))).toBeUndefined();
  });
});

describe('bookstoreOutcome', () => {
  it('moves on only when the server says the order is paid', () => {
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'paid' }, 'paid')).toEqual({ kind: 'paid', orderId: 'order-1' });
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'fulfilled' }, 'paid')).toEqual({ kind: 'paid', orderId: 'order-1' });
  });

  it('never believes the address’s status by itself: a “paid” the server did not apply leaves the order to pay', () => {
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'pending' }, 'paid')).toEqual({ kind: 'unconfirmed', orderId: 'order-1' });
  });

  it('leads back to paying the order when the buyer cancelled at the bookstore', () => {
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'pending' }, 'cancelled')).toEqual({ kind: 'cancelled', orderId: 'order-1' });
  });

  it('says an order that can no longer be paid has ended, whatever the bookstore said', () => {
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'expired' }, 'paid')).toEqual({ kind: 'ended', orderId: 'order-1', status: 'expired' });
    expect(bookstoreOutcome({ order_id: 'order-1', status: 'cancelled' }, 'cancelled')).toEqual({ kind: 'ended', orderId: 'order-1', status: 'cancelled' });
  });
});

describe('bookstoreFailure', () => {
  it('refuses a result whose signature or fields do not hold', () => {
    expect(bookstoreFailure(new UnauthorizedError({ message: 'Unauthorized' }))).toBe('refused');
    expect(bookstoreFailure(new ApiError(400, 'The request is not valid.'))).toBe('refused');
  });

  it('tells an unknown order apart, and offers to try again when the server could not answer', () => {
    expect(bookstoreFailure(new ApiError(404, 'No order with id order-x.'))).toBe('notFound');
    expect(bookstoreFailure(new ConnectionError())).toBe('failed');
    expect(bookstoreFailure(new ApiError(500, 'Internal Server Error'))).toBe('failed');
    expect(bookstoreFailure(new Error('boom'))).toBe('failed');
  });
});
