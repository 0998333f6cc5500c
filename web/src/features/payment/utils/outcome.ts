import type { Order, OrderStatus, PaymentProvider } from '@lm/shared';

/** An order's state once it is no longer waiting to be paid. */
type Settled = { kind: 'paid' } | { kind: 'ended'; status: Exclude<OrderStatus, 'pending' | 'paid' | 'fulfilled'> };

/** Paid (or sent), or ended (expired, cancelled, refunded); undefined while it is pending. */
function settledOf(order: Order): Settled | undefined {
  switch (order.status) {
    case 'paid':
    case 'fulfilled':
      return { kind: 'paid' };
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return { kind: 'ended', status: order.status };
    case 'pending':
      return undefined;
  }
}

/** What /paymentmethod/{id} does with an order. */
export type PaymentStep = Settled | { kind: 'pay'; provider: PaymentProvider };

/**
 * Something of the order still being settled: a charge waiting for the buyer (a QR not yet
 * scanned, a 3-D Secure step not yet done) or a transfer's slip waiting for review, either of
 * which the server holds the order for.
 */
const settling = (order: Order) => order.payment?.status === 'pending' || order.slip?.status === 'submitted';

/**
 * The payment page's step: a paid order moves on to the thank-you page; an expired, cancelled or
 * refunded one can no longer be paid; a pending one is paid by its method. An order past its
 * hold counts as expired before the sweep marks it, unless a charge of it is still waiting or its
 * slip is under review (the server keeps such an order until that settles).
 */
export function paymentStep(order: Order, now: number): PaymentStep {
  const settled = settledOf(order);
  if (settled) return settled;
  if (Date.parse(order.expires_at) <= now && !settling(order)) return { kind: 'ended', status: 'expired' };
  return { kind: 'pay', provider: order.provider };
}

/** The return from 3-D Secure, as the order read again from the provider says. */
export type Confirmation = Settled | { kind: 'failed'; reason: string | null } | { kind: 'waiting' } | { kind: 'unpaid' };

/**
 * /omiseconfirm's outcome. Only the order the server answered decides it, never the address: paid,
 * its charge failed (with the bank's reason), its charge still waiting for the bank, no charge
 * made at all, or an order that can no longer be paid.
 */
export function confirmation(order: Order): Confirmation {
  const settled = settledOf(order);
  if (settled) return settled;
  if (!order.payment) return { kind: 'unpaid' };
  if (order.payment.status === 'pending') return { kind: 'waiting' };
  return { kind: 'failed', reason: order.payment.failure_message };
}

/** How often, and how many times, a charge still waiting for the bank is read again. */
export const RECHECK_MS = 3_000;
export const RECHECKS = 5;

/** Whether /omiseconfirm reads the charge again: while the bank has not answered, a few times. */
export const shouldRecheck = (order: Order | undefined, checks: number): boolean => !!order && confirmation(order).kind === 'waiting' && checks <= RECHECKS;

/** Where a payment goes once the server has started it. */
export type PayNext = { kind: 'authorize'; uri: string } | { kind: 'paid' } | { kind: 'failed'; reason: string | null };

/**
 * After paying by card or at the bookstore: to the provider's page while the charge waits for the
 * buyer there (the bank's 3-D Secure, the bookstore's checkout), on when the order is already paid
 * (a bank that asked nothing), and back to the page otherwise.
 */
export function afterPaying(order: Order): PayNext {
  if (order.status === 'paid' || order.status === 'fulfilled') return { kind: 'paid' };
  const payment = order.payment;
  if (payment?.status === 'pending' && payment.authorize_uri) return { kind: 'authorize', uri: payment.authorize_uri };
  return { kind: 'failed', reason: payment?.failure_message ?? null };
}

/** How often /paymentmethod/{id} reads a waiting order again: a QR every few seconds, a slip under review less often. */
export const QR_POLL_MS = 3_000;
export const REVIEW_POLL_MS = 10_000;

/**
 * Whether, and how often, the payment page reads the order again: the payment lands on the server
 * (the provider's event, an administrator's review), not in this page. Nothing else is waited for.
 */
export function pollInterval(order: Order | undefined): number | false {
  if (order?.status !== 'pending') return false;
  if (order.provider === 'promptpay' && order.payment?.status === 'pending') return QR_POLL_MS;
  if (order.provider === 'bank_transfer' && order.slip?.status === 'submitted') return REVIEW_POLL_MS;
  return false;
}
