import type { CouponRefusal, PriceBreakdown } from '@lm/shared';

/** What the shipping row says. */
export type ShippingShown =
  /** Nothing in the cart ships: no row. */
  | { kind: 'none' }
  | { kind: 'fee'; fee: number }
  | { kind: 'free' }
  /** A parcel and no province yet (a visitor, or no address chosen). */
  | { kind: 'atCheckout' }
  /** The chosen address's province is in no shipping zone. */
  | { kind: 'noZone' };

export function shippingShown(shipping: PriceBreakdown['shipping']): ShippingShown {
  if (!shipping) return { kind: 'none' };
  if ('fee' in shipping) return shipping.fee === 0 ? { kind: 'free' } : { kind: 'fee', fee: shipping.fee };
  return shipping.missing === 'province' ? { kind: 'atCheckout' } : { kind: 'noZone' };
}

/** A VAT rate in basis points as a percent: 700 → "7", 750 → "7.5". */
export const vatPercent = (basisPoints: number): string => String(Math.round(basisPoints) / 100);

/**
 * The message-catalogue code that says why a coupon takes nothing off (decision 0027), with its
 * parameters; `belowMinimum` is the feature's own text, as the cart's answer does not carry the
 * minimum spend the catalogue's message names.
 */
export function couponRefusalKey(refused: CouponRefusal): string {
  switch (refused) {
    case 'unknown':
      return 'messages.codes.couponUnknown';
    case 'notStarted':
      return 'messages.codes.couponNotStarted';
    case 'ended':
      return 'messages.codes.couponEnded';
    case 'usedUp':
      return 'messages.codes.couponUsedUp';
    case 'usedUpForAccount':
      return 'messages.codes.couponUsedUpForAccount';
    case 'notEligible':
      return 'messages.codes.couponNotEligible';
    case 'belowMinimum':
      return 'commerce.coupon.belowMinimum';
  }
}

/** A coupon code as the form stores it: trimmed, upper case. */
export const normalCouponCode = (typed: string): string => typed.trim().toUpperCase();
