import type { OrderStatus, RouteOutput } from '@lm/shared';
import type { routes } from '@lm/shared/api/route-refs';
import { ApiError } from '../../../lib/api/errors';

/** What the partner bookstore returns the buyer with, signed over all of them but the signature (decision 0031). */
export const BOOKSTORE_FIELDS = ['merchant', 'order_id', 'amount', 'status', 'ref', 'timestamp', 'signature'] as const;
export type BookstoreField = (typeof BOOKSTORE_FIELDS)[number];
/** The two outcomes the bookstore signs. */
export const BOOKSTORE_STATUSES = ['paid', 'cancelled'] as const;
export type BookstoreFields = Record<Exclude<BookstoreField, 'status'>, string> & { status: (typeof BOOKSTORE_STATUSES)[number] };

/** Those the result cannot be checked without (`ref` is empty when nothing was paid). */
const REQUIRED: readonly BookstoreField[] = ['merchant', 'order_id', 'amount', 'status', 'timestamp', 'signature'];

const isStatus = (value: string): value is BookstoreFields['status'] => (BOOKSTORE_STATUSES as readonly string[]).includes(value);

/**
 * The bookstore's fields from /chulabook/payment/result's query, exactly as they came (anything
 * else in the address is left out); undefined when one the result needs is missing, or its status
 * is neither of the two the bookstore signs.
 */
export function bookstoreFields(query: URLSearchParams): BookstoreFields | undefined {
  const given = Object.fromEntries(BOOKSTORE_FIELDS.map((name) => [name, query.get(name) ?? ''])) as Record<BookstoreField, string>;
  if (!REQUIRED.every((name) => given[name] !== '') || !isStatus(given.status)) return undefined;
  return { ...given, status: given.status };
}

/** What the server answered: the order's id and its status once the signed result was applied. */
export type BookstoreAnswer = RouteOutput<typeof routes.completeBookstorePayment>;

/** What /chulabook/payment/result shows. */
export type BookstoreOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'cancelled'; orderId: string }
  | { kind: 'unconfirmed'; orderId: string }
  | { kind: 'ended'; orderId: string; status: Exclude<OrderStatus, 'pending' | 'paid' | 'fulfilled'> };

/**
 * The result's outcome, as the server answered once it had checked the signature: only an order
 * the server says is paid moves on, whatever the address said. A pending order was not paid: the
 * buyer cancelled at the bookstore (the signed status says so), or the payment was not taken as
 * the order's; an order that can no longer be paid says so.
 */
export function bookstoreOutcome(answer: BookstoreAnswer, returned: BookstoreFields['status']): BookstoreOutcome {
  const orderId = answer.order_id;
  switch (answer.status) {
    case 'paid':
    case 'fulfilled':
      return { kind: 'paid', orderId };
    case 'pending':
      return returned === 'cancelled' ? { kind: 'cancelled', orderId } : { kind: 'unconfirmed', orderId };
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return { kind: 'ended', orderId, status: answer.status };
  }
}

/** Why a result was not applied: its signature or fields did not hold (401, 400), no such order, or the server could not be reached. */
export type BookstoreFailure = 'refused' | 'notFound' | 'failed';

export function bookstoreFailure(error: unknown): BookstoreFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401 || error.status === 400) return 'refused';
  if (error.status === 404) return 'notFound';
  return 'failed';
}
