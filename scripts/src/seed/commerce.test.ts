import { couponInput, paymentMethodInput, redeemSerialInput, shippingFeeInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './catalog.js';
import { DEMO_PAYMENT_METHODS, DEMO_SERIAL_CODES, DEMO_SHIPPING_FEES, demoCoupons } from './commerce.js';

describe('demo commerce', () => {
  it('holds payment methods, shipping fees and coupons as their forms would store them', () => {
    for (const { id: _id, ...method } of DEMO_PAYMENT_METHODS) expect(paymentMethodInput.parse(method)).toEqual(method);
    for (const { id: _id, ...fee } of DEMO_SHIPPING_FEES) expect(shippingFeeInput.parse(fee)).toEqual(fee);
    for (const { id: _id, ...coupon } of demoCoupons('2026-11-25')) expect(couponInput.parse(coupon)).toEqual(coupon);
  });

  it('offers a coupon that runs through next year, on a product category that exists', () => {
    const [welcome, books] = demoCoupons('2026-11-25');
    expect(welcome).toMatchObject({ starts_on: '2026-01-01', ends_on: '2027-12-31' });
    expect(DEMO_CATEGORIES.map((category) => category.id)).toEqual(expect.arrayContaining([...(books?.category_ids ?? [])]));
  });

  it('prints serial numbers a student can type as they read them', () => {
    for (const code of DEMO_SERIAL_CODES) expect(redeemSerialInput.parse({ code: code.toLowerCase().replaceAll('-', ' ') })).toEqual({ code });
  });
});
