import type { Order, OrderLine } from '@lm/shared';

/** Orders for the reports' unit tests, as checkout writes them. */

export const line = (kind: OrderLine['kind'], itemId: string, unitPrice: number, quantity = 1, promotion = 0): OrderLine => ({
  kind,
  item_id: itemId,
  name: itemId,
  image: '',
  unit_price: unitPrice,
  quantity,
  promotion_id: promotion ? 'promo' : null,
  promotion_discount: promotion,
  total: unitPrice * quantity - promotion,
});

/** An order as checkout writes it: the total is the lines less the coupon plus shipping. */
export function order(id: string, status: Order['status'], at: { created: string; paid?: string }, lines: OrderLine[], extra: { coupon?: number; shipping?: number; method?: string; provider?: Order['provider']; address?: Order['address']; updated?: string } = {}): Order {
  const listTotal = lines.reduce((sum, one) => sum + one.unit_price * one.quantity, 0);
  const promotionDiscount = lines.reduce((sum, one) => sum + one.promotion_discount, 0);
  const total = listTotal - promotionDiscount - (extra.coupon ?? 0) + (extra.shipping ?? 0);
  return {
    id,
    user_id: 'buyer',
    buyer_name: 'Buyer',
    buyer_email: 'buyer@example.com',
    status,
    lines,
    breakdown: {
      lines: [],
      listTotal,
      promotionDiscount,
      subtotal: listTotal - promotionDiscount,
      coupon: extra.coupon ? { code: 'SAVE', discount: extra.coupon } : null,
      shipping: extra.shipping === undefined ? null : { fee: extra.shipping, shippingFeeId: 'fee' },
      total,
      vat: Math.round((total * 7) / 107),
      vatBasisPoints: 700,
    },
    coupon_code: extra.coupon ? 'SAVE' : null,
    address: extra.address ?? null,
    payment_method_id: extra.method ?? 'pay-card',
    provider: extra.provider ?? 'card',
    total,
    expires_at: at.created,
    paid_at: at.paid ?? null,
    payment: null,
    tracking_number: '',
    slip: null,
    created_at: at.created,
    updated_at: extra.updated ?? at.paid ?? at.created,
  };
}
