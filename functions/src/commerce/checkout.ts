import { bahtText, takenCoupon, message, type Order, type checkoutInput } from '@lm/shared';
import type * as z from 'zod';
import { paymentMethodRecords } from '../data/records/payment-method.js';
import { ConflictError, invalidField, ValidationError } from '../errors.js';
import type { CartOwner, CommercePorts } from './ports.js';
import { price } from './cart-pricing.js';
import { requireAnyOrder } from './orders.js';

/* Checkout (decision 0030): the cart priced again on the server, written in one transaction. */

/** An unpaid order holds its stock and coupon use this long (decision 0030). */
export const ORDER_HOLD_MINUTES = 30;

const couponMessage = (refused: string, code: string, minimum: number) => {
  switch (refused) {
    case 'notStarted':
      return message('couponNotStarted', { code });
    case 'ended':
      return message('couponEnded', { code });
    case 'usedUp':
      return message('couponUsedUp', { code });
    case 'usedUpForAccount':
      return message('couponUsedUpForAccount', { code });
    case 'notEligible':
      return message('couponNotEligible', { code });
    case 'belowMinimum':
      return message('couponBelowMinimum', { code, minimum: bahtText(minimum) });
    default:
      return message('couponUnknown', { code });
  }
};

/**
 * Checkout (decision 0030): the student's cart priced again here, never from the browser, and
 * written in one transaction: the order, its stock, its coupon use and its idempotency key. What
 * ran out is named and nothing is written; the same key answers the order it made.
 */
export async function checkout(ports: CommercePorts, userId: string, input: z.output<typeof checkoutInput>): Promise<Order> {
  const owner: CartOwner = { kind: 'user', userId };
  // What checkout needs before pricing, read at once: the key's earlier order, the cart, the methods, the address, the buyer.
  const [earlier, stored, methods, given, contact] = await Promise.all([
    ports.orders.orderOfKey(userId, input.idempotency_key),
    ports.carts.lines(owner),
    ports.records(paymentMethodRecords).list(),
    input.address_id ? ports.addressOf(userId, input.address_id) : Promise.resolve(undefined),
    ports.buyerOf(userId),
  ]);
  const method = methods.find((one) => one.id === input.payment_method_id);
  if (earlier) return requireAnyOrder(ports, earlier);
  if (stored.length === 0) throw new ValidationError(message('cartEmpty'), {});
  if (!method?.active) throw invalidField('payment_method_id', message('paymentMethodOff'));

  // The zone comes from the address given; only a cart with a parcel needs one, and keeps it.
  const priced = await price(ports, stored, userId, {
    ...(input.coupon ? { coupon: input.coupon } : {}),
    ...(given ? { province: given.province } : {}),
    userGroupIds: contact?.userGroupIds ?? [],
  });
  const physical = priced.lines.some((line) => line.physical);
  const address = physical ? given : undefined;
  if (physical && !address) throw invalidField('address_id', input.address_id ? message('addressNotFound') : message('addressRequired'));
  const problems = priced.lines.filter((line) => line.problem).map((line) => line.problem as string);
  if (problems.length) throw new ConflictError(problems.join(' '), 'ranOut');
  const { breakdown } = priced;
  if (breakdown.coupon && 'refused' in breakdown.coupon) throw invalidField('coupon', couponMessage(breakdown.coupon.refused, breakdown.coupon.code, priced.coupon?.rule.minimumSpend ?? 0));
  if (breakdown.shipping && 'missing' in breakdown.shipping) throw invalidField('address_id', message('noShippingZone', { province: address?.province ?? '' }));

  const now = ports.now();
  const order: Order = {
    id: ports.newId(),
    user_id: userId,
    buyer_name: [contact?.firstname, contact?.lastname].filter(Boolean).join(' '),
    buyer_email: contact?.email ?? '',
    status: 'pending',
    lines: priced.orderable.map(({ line, item }, index) => {
      const pricedLine = breakdown.lines[index]!;
      return {
        kind: item.kind,
        item_id: item.id,
        name: item.name,
        image: item.image,
        unit_price: pricedLine.unitPrice,
        quantity: line.quantity,
        promotion_id: pricedLine.promotionId,
        promotion_discount: pricedLine.promotionDiscount,
        total: pricedLine.total,
      };
    }),
    breakdown,
    coupon_code: priced.coupon && takenCoupon(breakdown.coupon) ? priced.coupon.coupon.code : null,
    address: address
      ? {
          recipient_name: address.recipient_name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          subdistrict: address.subdistrict,
          district: address.district,
          province: address.province,
          postal_code: address.postal_code,
        }
      : null,
    payment_method_id: method.id,
    provider: method.provider,
    total: breakdown.total,
    expires_at: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000).toISOString(),
    paid_at: null,
    payment: null,
    tracking_number: '',
    slip: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const outcome = await ports.orders.place({
    order,
    reservations: priced.orderable.filter(({ item }) => item.stock !== null).map(({ line, item }) => ({ kind: item.kind, itemId: item.id, name: item.name, quantity: line.quantity })),
    couponUse:
      order.coupon_code && priced.coupon
        ? { couponId: priced.coupon.couponId, code: priced.coupon.coupon.code, totalUses: priced.coupon.coupon.total_uses, usesPerAccount: priced.coupon.coupon.uses_per_account }
        : null,
    idempotencyKey: input.idempotency_key,
  });
  if (!outcome.placed && 'existingOrderId' in outcome) return requireAnyOrder(ports, outcome.existingOrderId);
  if (!outcome.placed) throw new ConflictError(message('ranOut', { names: outcome.ranOut.join(', ') }), 'ranOut');
  await ports.carts.remove(owner, stored.map((line) => line.itemId));
  return order;
}
