import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { BookstoreGateway, BookstoreResult } from '../commerce/ports.js';

/** A stage's partner-bookstore settings: the JSON of `/marketplace/<stage>/bookstore`, or the local stand-in's. */
export const bookstoreKeys = z.object({
  merchantId: z.string().min(1),
  /** The shared HMAC secret, agreed with the bookstore. */
  secret: z.string().min(16),
  /** The bookstore's checkout page the buyer is sent to. */
  checkoutUrl: z.url(),
});
export type BookstoreKeys = z.infer<typeof bookstoreKeys>;

/** A result older than this is refused: a captured redirect cannot be replayed later. */
const RESULT_TOLERANCE_SECONDS = 15 * 60;

/** The fields both directions sign, in this order, joined by `|` (decision 0031). */
export const signBookstore = (secret: string, fields: readonly (string | number)[]) => createHmac('sha256', secret).update(fields.join('|'), 'utf8').digest('hex');

/**
 * The partner bookstore's redirect checkout (decision 0031): the buyer goes to its page with the
 * order's id, amount and return address signed; the bookstore sends them back to
 * `/chulabook/payment/result` with the outcome signed over
 * `merchant|order_id|amount|status|ref|timestamp` (HMAC-SHA256, hex, with the stage's secret).
 */
export function createBookstoreGateway(keys: BookstoreKeys, now: () => number = Date.now): BookstoreGateway {
  return {
    checkoutUrl: ({ orderId, amount, returnUrl }) => {
      const timestamp = Math.floor(now() / 1000);
      const url = new URL(keys.checkoutUrl);
      const fields = { merchant: keys.merchantId, order_id: orderId, amount: String(amount), return_url: returnUrl, timestamp: String(timestamp) };
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      url.searchParams.set('signature', signBookstore(keys.secret, [keys.merchantId, orderId, amount, returnUrl, timestamp]));
      return url.toString();
    },
    verify: (result: BookstoreResult) => {
      if (result.merchant !== keys.merchantId) return false;
      if (Math.abs(now() / 1000 - result.timestamp) > RESULT_TOLERANCE_SECONDS) return false;
      const expected = Buffer.from(signBookstore(keys.secret, [result.merchant, result.order_id, result.amount, result.status, result.ref, result.timestamp]), 'hex');
      const given = Buffer.from(result.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
