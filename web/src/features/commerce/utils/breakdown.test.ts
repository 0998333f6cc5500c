import { describe, expect, it } from 'vitest';
import { couponRefusalKey, normalCouponCode, shippingShown, vatPercent } from './breakdown';

describe('the shipping row of the cart', () => {
  it('is left out when nothing in the cart ships', () => {
    expect(shippingShown(null)).toEqual({ kind: 'none' });
  });

  it('shows the fee, or Free when the order reached the free-shipping threshold', () => {
    expect(shippingShown({ fee: 5_000, shippingFeeId: 'ship-bangkok' })).toEqual({ kind: 'fee', fee: 5_000 });
    expect(shippingShown({ fee: 0, shippingFeeId: 'ship-bangkok' })).toEqual({ kind: 'free' });
  });

  it('is worked out at checkout while no province is known, and says so when the province has no zone', () => {
    expect(shippingShown({ missing: 'province' })).toEqual({ kind: 'atCheckout' });
    expect(shippingShown({ missing: 'zone' })).toEqual({ kind: 'noZone' });
  });
});

describe('the VAT line', () => {
  it('writes the rate in basis points as a percent', () => {
    expect(vatPercent(700)).toBe('7');
    expect(vatPercent(750)).toBe('7.5');
  });
});

describe('a refused coupon', () => {
  it('is said with the message catalogue’s words for each reason the pricing gives', () => {
    expect(couponRefusalKey('unknown')).toBe('messages.codes.couponUnknown');
    expect(couponRefusalKey('ended')).toBe('messages.codes.couponEnded');
    expect(couponRefusalKey('usedUpForAccount')).toBe('messages.codes.couponUsedUpForAccount');
    expect(couponRefusalKey('notEligible')).toBe('messages.codes.couponNotEligible');
    // The cart's answer does not carry the minimum spend the catalogue's message names.
    expect(couponRefusalKey('belowMinimum')).toBe('commerce.coupon.belowMinimum');
  });

  it('is tried as the coupon form stores codes: trimmed and in capitals', () => {
    expect(normalCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});
