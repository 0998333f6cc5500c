import {
  bahtText,
  chargedShipping,
  takenCoupon,
  message,
  type Order,
  type OrderLine,
  type OrderPayment,
  type MobileBank,
} from '@lm/shared';
import { ConflictError, DomainError, invalidField, NotFoundError, UnauthorizedError } from '../errors.js';
import { queuedNotice, recordLink, type QueuedNotice } from '../people/staff-notices.js';
import type { BookstoreResult, Charge, CommercePorts } from './ports.js';
import { getMyOrder, requireAnyOrder } from './orders.js';

/*
 * Payments (decisions 0030, 0031): charges applied as the provider answers them, the paid-order
 * e-mails, unpaid orders expired, the partner bookstore's callback and bank-transfer slips.
 */

/** How long a course bought stays open (decision 0030): 12 months from payment. */
export const ACCESS_MONTHS = 12;

const paymentOf = (charge: Charge): OrderPayment => ({
  charge_id: charge.id,
  status: charge.status,
  authorize_uri: charge.authorizeUri,
  qr_image: charge.qrImage,
  qr_expires_at: charge.qrExpiresAt,
  failure_message: charge.failureMessage,
});

/** When access granted at `from` ends: `months` later (a paid course's ACCESS_MONTHS unless said). */
export function accessUntil(from: Date, months = ACCESS_MONTHS): string {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.toISOString();
}

/**
 * Applies a charge the provider answered (never one the browser reported): a successful charge for
 * the order's whole total pays it, once, with its enrollments; any other state is kept on the
 * order for the buyer to see. Answers the order as it now is.
 */
export async function applyCharge(ports: CommercePorts, charge: Charge): Promise<Order | undefined> {
  if (!charge.orderId) return undefined;
  const order = await ports.orders.get(charge.orderId);
  if (!order) return undefined;
  const payment = paymentOf(charge);
  if (charge.status === 'successful' && charge.amount === order.total) {
    const paidAt = ports.now();
    const enrollments = order.lines.filter((line) => line.kind === 'course').map((line) => ({ courseId: line.item_id, accessUntil: accessUntil(paidAt) }));
    if (await ports.orders.markPaid(order, payment, { paidAt: paidAt.toISOString(), enrollments, notice: staffNoticeOfPaid(ports, order) })) {
      // The order is paid whatever becomes of the buyer's e-mail: a failure to send is logged, not retried.
      const paid: Order = { ...order, status: 'paid', paid_at: paidAt.toISOString(), payment };
      await sendPaidMail(ports, paid).catch((error: unknown) => ports.warn('The order e-mail could not be sent', { orderId: order.id, error: String(error) }));
    } else if ((order.status === 'expired' || order.status === 'cancelled') && order.payment?.status !== 'reversed') {
      // Paid after its hold ran out and its stock went back on sale: the money goes back, once.
      await (await ports.payments()).refund(charge.id, charge.amount);
      await ports.orders.recordPayment(order.id, { ...payment, status: 'reversed' }, order.status);
    }
  } else if (order.status === 'pending') {
    await ports.orders.recordPayment(order.id, payment);
  }
  return ports.orders.get(order.id);
}

/** An order's line and its address as the order e-mails write them. */
const lineText = (line: OrderLine) => `- ${line.name} × ${line.quantity}: ${bahtText(line.total)}`;
const addressText = (address: NonNullable<Order['address']>) => `${address.recipient_name}, ${address.line1}, ${address.district}, ${address.province} ${address.postal_code}`;

/** The order summary e-mail, once, when an order is paid (../shared/SPEC.md §1 system e-mail). */
async function sendPaidMail(ports: CommercePorts, order: Order) {
  const contact = await ports.buyerOf(order.user_id);
  if (!contact?.email) return;
  const lines = order.lines.map(lineText);
  const breakdown = order.breakdown;
  const coupon = takenCoupon(breakdown.coupon);
  const shipping = chargedShipping(breakdown.shipping);
  const couponLine = coupon ? [`Coupon ${coupon.code}: −${bahtText(coupon.discount)}`] : [];
  const shippingLine = shipping ? [`Shipping: ${bahtText(shipping.fee)}`] : [];
  const next = [
    ...(order.lines.some((line) => line.kind === 'course') ? [`Start learning: ${ports.siteUrl}/myaccount/student/course`] : []),
    ...(order.address ? [`We will send your parcel to ${addressText(order.address)}.`] : []),
  ];
  const text = [
    `Hello ${contact.firstname || 'there'},`,
    '',
    `Thank you: we have your payment for order ${order.id}.`,
    '',
    ...lines,
    ...couponLine,
    ...shippingLine,
    `Total paid: ${bahtText(order.total)} (includes VAT ${bahtText(breakdown.vat)})`,
    '',
    ...next,
    `Your orders: ${ports.siteUrl}/myaccount/student/order`,
  ].join('\n');
  await ports.mailer.send({ to: contact.email, subject: `Your order ${order.id} is paid`, text });
}

/**
 * The shop's own notice of a paid order (decision 0059), for the sweep to send to each active admin
 * e-mail that asked for every paid order, or for those with a parcel when this one has one.
 */
function staffNoticeOfPaid(ports: Pick<CommercePorts, 'siteUrl' | 'newId' | 'now'>, order: Order): QueuedNotice {
  const parcel = order.address !== null;
  const text = [
    `Order ${order.id} is paid: ${bahtText(order.total)} by ${order.buyer_name || order.buyer_email} (${order.buyer_email}), ${order.provider.replace('_', ' ')}.`,
    '',
    ...order.lines.map(lineText),
    '',
    ...(order.address ? [`To send to ${addressText(order.address)}: ${recordLink(ports.siteUrl, '/admin/delivery-orders', order.id)}`] : []),
    `The order: ${recordLink(ports.siteUrl, '/admin/orders', order.id)}`,
  ].join('\n');
  const subject = `${parcel ? 'To send: order' : 'Order'} ${order.id} paid, ${bahtText(order.total)}`;
  return queuedNotice(ports, parcel ? ['order_paid', 'parcel_to_send'] : ['order_paid'], { subject, text });
}

/**
 * The expiry sweep (every minute: an EventBridge schedule in AWS, a timer on the local stack):
 * an unpaid order past its hold is expired, its stock and coupon use given back. A charge still
 * pending is asked about first: paid at the last moment, the order is paid instead; a QR still
 * payable keeps the order waiting until the QR's own expiry.
 */
export async function expireOrders(ports: CommercePorts, limit = 100): Promise<{ expired: string[]; paid: string[]; failed: string[] }> {
  const now = ports.now().toISOString();
  const outcome = { expired: [] as string[], paid: [] as string[], failed: [] as string[] };
  for (const orderId of await ports.orders.dueToExpire(now, limit)) {
    // One order the sweep cannot settle (its provider does not answer) holds up none of the rest:
    // it stays due, and the next run tries it again.
    try {
      const settled = await expireOrder(ports, orderId, now);
      if (settled) outcome[settled].push(orderId);
    } catch (error) {
      ports.warn('An order due to expire could not be settled', { orderId, error: String(error) });
      outcome.failed.push(orderId);
    }
  }
  return outcome;
}

async function expireOrder(ports: CommercePorts, orderId: string, now: string): Promise<'expired' | 'paid' | undefined> {
  const order = await ports.orders.get(orderId);
  if (!order) return undefined;
  // A transfer's slip waiting for review holds the order until an administrator decides.
  if (order.status === 'pending' && order.slip?.status === 'submitted') return undefined;
  if (order.status === 'pending' && order.payment?.status === 'pending') {
    const charge = await (await ports.payments()).retrieveCharge(order.payment.charge_id);
    // A charge the provider does not keep (made under other keys) can never be paid: the order expires as one never paid.
    if (charge) {
      const applied = await applyCharge(ports, charge);
      if (applied?.status === 'paid') return 'paid';
      if (charge.status === 'pending' && charge.qrExpiresAt && charge.qrExpiresAt > now) return undefined;
    }
  }
  return (await ports.orders.release(orderId, 'expired', now)) ? 'expired' : undefined;
}

/** A payment the provider refused (a declined card): 400 with the provider's reason; the order stays pending to pay another way. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string) {
    super('invalid', message, { code: 'paymentDeclined' });
  }
}

/**
 * Pays one of the student's pending orders by its method (decision 0030): a card with the token
 * Omise.js made (the answer carries the bank's 3-D Secure page), or a PromptPay QR. A pending
 * charge made before is answered again rather than charging twice.
 */
export async function payOrder(ports: CommercePorts, userId: string, orderId: string, input: { card_token?: string | undefined; bank?: MobileBank | undefined }): Promise<Order> {
  const order = await getMyOrder(ports, userId, orderId);
  if (order.status !== 'pending') throw new ConflictError(message('orderNotPending', { status: order.status }));
  if (order.expires_at < ports.now().toISOString()) throw new ConflictError(message('orderNotPending', { status: 'expired' }));
  if (order.payment?.status === 'pending' && (order.provider !== 'promptpay' || (order.payment.qr_expires_at ?? '') > ports.now().toISOString())) return order;
  const gateway = order.provider === 'bookstore' ? undefined : await ports.payments();
  const returnUri = `${ports.siteUrl}/omiseconfirm?order=${encodeURIComponent(order.id)}`;
  let charge: Charge;
  if (order.provider === 'card') {
    if (!input.card_token) throw invalidField('card_token', message('required', { label: 'card_token' }));
    charge = await gateway!.chargeCard({ orderId: order.id, amount: order.total, token: input.card_token, returnUri });
  } else if (order.provider === 'promptpay') {
    charge = await gateway!.chargePromptPay({ orderId: order.id, amount: order.total, returnUri });
  } else if (order.provider === 'mobile_banking') {
    if (!input.bank) throw invalidField('bank', message('required', { label: 'bank' }));
    charge = await gateway!.chargeMobileBanking({ orderId: order.id, amount: order.total, bank: input.bank, returnUri });
  } else if (order.provider === 'bookstore') {
    // A redirect checkout: the bookstore's page is where the buyer pays; its signed result comes back.
    const bookstore = await ports.bookstore();
    const url = bookstore.checkoutUrl({ orderId: order.id, amount: order.total, returnUrl: `${ports.siteUrl}/chulabook/payment/result` });
    const payment: OrderPayment = { charge_id: `bookstore:${order.id}`, status: 'pending', authorize_uri: url, qr_image: null, qr_expires_at: null, failure_message: null };
    await ports.orders.recordPayment(order.id, payment);
    return { ...order, payment };
  } else {
    throw new ConflictError(message('paymentMethodOff'));
  }
  const updated = (await applyCharge(ports, charge)) ?? order;
  if (charge.status === 'failed') throw new PaymentDeclinedError(charge.failureMessage ?? message('paymentDeclined'));
  return updated;
}

/** The return from 3-D Secure: the order's charge read again from the provider and applied. */
export async function refreshOrderPayment(ports: CommercePorts, userId: string, orderId: string): Promise<Order> {
  const order = await getMyOrder(ports, userId, orderId);
  // An order past its hold is asked about too: a payment that arrived late is given back.
  if (!order.payment || !['pending', 'expired', 'cancelled'].includes(order.status)) return order;
  const charge = await (await ports.payments()).retrieveCharge(order.payment.charge_id);
  if (charge?.orderId !== order.id) return order;
  return (await applyCharge(ports, charge)) ?? order;
}

/**
 * The provider's webhook: its signature over the raw body first (401 otherwise); then only the
 * charge as the provider answers it now is trusted, whatever the event said.
 */
export async function receivePaymentEvent(ports: CommercePorts, rawBody: string, headers: Record<string, string | undefined>, event: { key: string; data: { object: string; id: string } }) {
  const gateway = await ports.payments();
  if (!gateway.verifySignature(rawBody, headers)) throw new UnauthorizedError();
  // An event about a charge the provider does not keep under these keys changes nothing.
  const charge = event.data.object === 'charge' && event.key.startsWith('charge.') ? await gateway.retrieveCharge(event.data.id) : undefined;
  if (charge) await applyCharge(ports, charge);
  return { received: true as const };
}

export async function paymentConfig(ports: CommercePorts) {
  const gateway = await ports.payments();
  return { public_key: gateway.publicKey, script_url: gateway.scriptUrl };
}

/**
 * The partner bookstore's result (`/chulabook/payment/result`, decision 0031): its signature first
 * (401 otherwise); then a paid result for the order's whole total pays it, once, as a card charge
 * would; a cancelled one is kept on the order for the buyer to see.
 */
export async function completeBookstorePayment(ports: CommercePorts, result: BookstoreResult) {
  if (!(await ports.bookstore()).verify(result)) throw new UnauthorizedError();
  const order = await requireAnyOrder(ports, result.order_id);
  if (order.provider !== 'bookstore') throw new ConflictError(message('paymentMethodOff'));
  const applied = await applyCharge(ports, {
    id: result.ref ? `bookstore:${result.ref}` : `bookstore:${order.id}`,
    orderId: order.id,
    amount: result.amount,
    status: result.status === 'paid' ? 'successful' : 'failed',
    authorizeUri: null,
    qrImage: null,
    qrExpiresAt: null,
    failureMessage: result.status === 'paid' ? null : 'The payment was cancelled at the bookstore.',
  });
  return { order_id: order.id, status: (applied ?? order).status };
}

async function requireSlip(ports: CommercePorts, id: string) {
  const order = await requireAnyOrder(ports, id);
  if (!order.slip) throw new NotFoundError(message('orderNoSlip'));
  return { order, slip: order.slip };
}

/** The transfer arrived: paid, once, through the same path as a charge. */
export async function approveOrderSlip(ports: CommercePorts, id: string): Promise<Order> {
  const { order, slip } = await requireSlip(ports, id);
  if (order.status !== 'pending') throw new ConflictError(message('orderNotPending', { status: order.status }));
  await ports.orders.recordSlip(order.id, { ...slip, status: 'approved' });
  await applyCharge(ports, { id: `transfer:${order.id}`, orderId: order.id, amount: order.total, status: 'successful', authorizeUri: null, qrImage: null, qrExpiresAt: null, failureMessage: null });
  return requireAnyOrder(ports, id);
}

/** The slip does not show the transfer: the student sees why, may send another, and the order's hold runs again. */
export async function rejectOrderSlip(ports: CommercePorts, id: string, reason: string): Promise<Order> {
  const { order, slip } = await requireSlip(ports, id);
  if (!(await ports.orders.recordSlip(order.id, { ...slip, status: 'rejected', reason }))) throw new ConflictError(message('orderNotPending', { status: order.status }));
  return requireAnyOrder(ports, id);
}
