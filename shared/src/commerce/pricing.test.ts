import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedShipping, includedVat, priceCart, takenCoupon, vatRateOn, type CouponRule, type PriceLine, type PricingRules, type PromotionRule, type ShippingFeeRule } from './pricing.js';

const DAY = '2026-11-25';
const VAT = [{ from: '1992-01-01', basisPoints: 700 }];
const course = (key: string, unitPrice: number, categoryIds: string[] = ['cat-data']): PriceLine => ({ key, itemId: key, categoryIds, unitPrice, quantity: 1, physical: false, weightGrams: 0 });
const product = (key: string, unitPrice: number, quantity = 1, weightGrams = 500): PriceLine => ({ key, itemId: key, categoryIds: ['cat-books'], unitPrice, quantity, physical: true, weightGrams });
const promotion = (id: string, discount: PromotionRule['discount'], targets: PromotionRule['targets'] = {}, period = { startsOn: '2026-11-01', endsOn: '2026-11-30' }): PromotionRule => ({ id, discount, targets, ...period });
const coupon = (patch: Partial<CouponRule> = {}): CouponRule => ({
  code: 'WELCOME',
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  targets: {},
  discount: { kind: 'percent', value: 10 },
  minimumSpend: 0,
  maximumDiscount: null,
  usesLeft: null,
  usesLeftForAccount: null,
  ...patch,
});
const BANGKOK: ShippingFeeRule = { id: 'bkk', provinces: ['Bangkok', 'Nonthaburi'], rate: { kind: 'flat', fee: 5000 }, freeFrom: 100_000 };
const NORTH: ShippingFeeRule = {
  id: 'north',
  provinces: ['Chiang Mai'],
  rate: {
    kind: 'weight',
    bands: [
      { upToGrams: 2000, fee: 9000 },
      { upToGrams: 1000, fee: 6000 },
    ],
  },
  freeFrom: null,
};
const rules = (patch: Partial<PricingRules> = {}): PricingRules => ({ promotions: [], shippingFees: [BANGKOK, NORTH], vatRates: VAT, ...patch });
const buyer = { day: DAY, userGroupIds: [] as string[], province: 'Bangkok' };

describe('priceCart: the rules one by one', () => {
  it('adds list prices by quantity and states the VAT they include', () => {
    const priced = priceCart([course('sql', 259_000), product('book', 45_000, 2)], rules(), buyer);
    expect(priced).toMatchObject({ listTotal: 349_000, promotionDiscount: 0, subtotal: 349_000, coupon: null, shipping: { fee: 0, shippingFeeId: 'bkk' }, total: 349_000, vatBasisPoints: 700 });
    // 349,000 × 7 / 107 = 22,831.78… satang.
    expect(priced.vat).toBe(22_832);
  });

  it('gives each line the best promotion for the buyer, never two at once', () => {
    const promotions = [promotion('ten', { kind: 'percent', value: 10 }), promotion('flat', { kind: 'amount', value: 30_000 }, { itemIds: ['sql'] }), promotion('books', { kind: 'percent', value: 50 }, { categoryIds: ['cat-books'] })];
    const priced = priceCart([course('sql', 259_000), course('go', 100_000, ['cat-dev']), product('book', 45_000)], rules({ promotions }), buyer);
    expect(priced.lines.map((line) => [line.key, line.promotionId, line.promotionDiscount])).toEqual([
      ['sql', 'flat', 30_000],
      ['go', 'ten', 10_000],
      ['book', 'books', 22_500],
    ]);
  });

  it('applies a promotion only in its period and to its targets, user groups included', () => {
    const members = promotion('members', { kind: 'percent', value: 20 }, { userGroupIds: ['alumni'] });
    const later = promotion('december', { kind: 'percent', value: 50 }, {}, { startsOn: '2026-12-01', endsOn: '2026-12-31' });
    expect(priceCart([course('sql', 100_000)], rules({ promotions: [members, later] }), buyer).promotionDiscount).toBe(0);
    expect(priceCart([course('sql', 100_000)], rules({ promotions: [members, later] }), { ...buyer, userGroupIds: ['alumni'] }).promotionDiscount).toBe(20_000);
    expect(priceCart([course('sql', 100_000)], rules({ promotions: [members, later] }), { ...buyer, day: '2026-12-01' }).promotionDiscount).toBe(50_000);
  });

  it('takes an amount off each unit, never below zero', () => {
    const priced = priceCart([product('book', 45_000, 3)], rules({ promotions: [promotion('big', { kind: 'amount', value: 60_000 })] }), buyer);
    expect(priced.lines[0]).toMatchObject({ promotionDiscount: 135_000, total: 0 });
  });

  it('applies one coupon after the promotions, to its eligible lines, capped', () => {
    const promotions = [promotion('ten', { kind: 'percent', value: 10 }, { itemIds: ['sql'] })];
    const priced = priceCart([course('sql', 200_000), product('book', 50_000)], rules({ promotions, coupon: coupon({ targets: { categoryIds: ['cat-data'] }, discount: { kind: 'percent', value: 50 }, maximumDiscount: 60_000 }) }), buyer);
    // The course costs 180,000 after its promotion; half of it is 90,000, capped at 60,000; 170,000 ships free.
    expect(priced).toMatchObject({ subtotal: 230_000, coupon: { code: 'WELCOME', discount: 60_000 }, shipping: { fee: 0 }, total: 170_000 });
  });

  it('says why a coupon takes nothing off', () => {
    const cart = [course('sql', 100_000)];
    const refusal = (patch: Partial<CouponRule>, day = DAY) => priceCart(cart, rules({ coupon: coupon(patch) }), { ...buyer, day }).coupon;
    expect(refusal({}, '2026-10-31')).toEqual({ code: 'WELCOME', refused: 'notStarted' });
    expect(refusal({}, '2027-01-01')).toEqual({ code: 'WELCOME', refused: 'ended' });
    expect(refusal({ usesLeft: 0 })).toEqual({ code: 'WELCOME', refused: 'usedUp' });
    expect(refusal({ usesLeftForAccount: 0 })).toEqual({ code: 'WELCOME', refused: 'usedUpForAccount' });
    expect(refusal({ targets: { itemIds: ['other'] } })).toEqual({ code: 'WELCOME', refused: 'notEligible' });
    expect(refusal({ minimumSpend: 150_000 })).toEqual({ code: 'WELCOME', refused: 'belowMinimum' });
    expect(refusal({ discount: { kind: 'amount', value: 250_000 } })).toEqual({ code: 'WELCOME', discount: 100_000 });
  });

  it('ships only a cart with a parcel: flat per zone, by weight band, free from a threshold', () => {
    expect(priceCart([course('sql', 100_000)], rules(), { ...buyer, province: undefined }).shipping).toBeNull();
    expect(priceCart([product('book', 45_000)], rules(), buyer).shipping).toEqual({ fee: 5_000, shippingFeeId: 'bkk' });
    expect(priceCart([product('book', 60_000, 2)], rules(), buyer).shipping).toEqual({ fee: 0, shippingFeeId: 'bkk' });
    const north = { ...buyer, province: 'Chiang Mai' };
    expect(priceCart([product('book', 45_000, 2)], rules(), north).shipping).toEqual({ fee: 6_000, shippingFeeId: 'north' });
    expect(priceCart([product('book', 45_000, 3)], rules(), north).shipping).toEqual({ fee: 9_000, shippingFeeId: 'north' });
    expect(priceCart([product('book', 45_000, 9)], rules(), north).shipping).toEqual({ fee: 9_000, shippingFeeId: 'north' });
    expect(priceCart([product('book', 45_000)], rules(), { ...buyer, province: 'Phuket' }).shipping).toEqual({ missing: 'zone' });
    expect(priceCart([product('book', 45_000)], rules(), { ...buyer, province: undefined }).shipping).toEqual({ missing: 'province' });
  });

  it('takes the VAT rate in force on the day', () => {
    const rates = [...VAT, { from: '2027-10-01', basisPoints: 1000 }];
    expect(vatRateOn(rates, '2027-09-30')).toBe(700);
    expect(vatRateOn(rates, '2027-10-01')).toBe(1000);
    expect(() => vatRateOn(rates, '1991-12-31')).toThrow('No VAT rate is set for 1991-12-31.');
    expect(includedVat(107, 700)).toBe(7);
  });
});

const money = fc.integer({ min: 0, max: 5_000_000 });
const targetsArb = fc.record({ itemIds: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 2 }), categoryIds: fc.array(fc.constantFrom('x', 'y'), { maxLength: 1 }), userGroupIds: fc.array(fc.constantFrom('g'), { maxLength: 1 }) });
const discountArb = fc.oneof(fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }), fc.record({ kind: fc.constant('amount' as const), value: money }));
const lineArb = fc.record({
  key: fc.constantFrom('a', 'b', 'c', 'd'),
  categoryIds: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
  unitPrice: money,
  quantity: fc.integer({ min: 1, max: 20 }),
  physical: fc.boolean(),
  weightGrams: fc.integer({ min: 0, max: 5000 }),
});
const cartArb = fc.uniqueArray(lineArb, { selector: (line) => line.key, maxLength: 4 }).map((lines) => lines.map((line): PriceLine => ({ ...line, itemId: line.key })));
const promotionArb = fc.record({ id: fc.constantFrom('p1', 'p2', 'p3'), startsOn: fc.constant('2026-01-01'), endsOn: fc.constant('2026-12-31'), targets: targetsArb, discount: discountArb });
const couponArb = fc.record({
  code: fc.constant('C'),
  startsOn: fc.constant('2026-01-01'),
  endsOn: fc.constant('2026-12-31'),
  targets: targetsArb,
  discount: discountArb,
  minimumSpend: money,
  maximumDiscount: fc.option(money, { nil: null }),
  usesLeft: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  usesLeftForAccount: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
});
const rulesArb = fc.record({ promotions: fc.array(promotionArb, { maxLength: 3 }), coupon: fc.option(couponArb, { nil: undefined }) });
const buyerArb = fc.record({ day: fc.constant(DAY), userGroupIds: fc.array(fc.constant('g'), { maxLength: 1 }), province: fc.constantFrom('Bangkok', 'Chiang Mai') });

describe('what a breakdown took and charged', () => {
  it('reads a coupon that took something off and a worked-out fee, free included; nothing of a refusal or a missing fee', () => {
    expect(takenCoupon({ code: 'SAVE10', discount: 1_000 })).toEqual({ code: 'SAVE10', discount: 1_000 });
    expect(takenCoupon({ code: 'LATE', refused: 'ended' })).toBeUndefined();
    expect(takenCoupon(null)).toBeUndefined();
    expect(chargedShipping({ fee: 0, shippingFeeId: 'bkk' })).toEqual({ fee: 0, shippingFeeId: 'bkk' });
    expect(chargedShipping({ missing: 'zone' })).toBeUndefined();
    expect(chargedShipping(null)).toBeUndefined();
  });
});

describe('priceCart: properties', () => {
  it('never charges a negative total, nor more than the list total plus shipping', () => {
    fc.assert(
      fc.property(cartArb, rulesArb, buyerArb, (lines, picked, who) => {
        const priced = priceCart(lines, rules(picked), who);
        const shipping = priced.shipping && 'fee' in priced.shipping ? priced.shipping.fee : 0;
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(priced.total).toBeLessThanOrEqual(priced.listTotal + shipping);
        expect(Number.isInteger(priced.total) && Number.isInteger(priced.vat)).toBe(true);
        expect(priced.vat).toBeLessThanOrEqual(priced.total);
      }),
    );
  });

  it('charges at checkout what the cart showed: the same rules give the same breakdown, whatever the order of the lines', () => {
    fc.assert(
      fc.property(cartArb, rulesArb, buyerArb, (lines, picked, who) => {
        const preview = priceCart(lines, rules(picked), who);
        const checkout = priceCart([...lines].reverse(), rules(picked), who);
        expect(checkout.total).toBe(preview.total);
        expect(checkout.coupon).toEqual(preview.coupon);
        expect([...checkout.lines].reverse()).toEqual(preview.lines);
      }),
    );
  });

  it('never lets a coupon or a promotion take off more than the line or the order is worth', () => {
    fc.assert(
      fc.property(cartArb, rulesArb, buyerArb, (lines, picked, who) => {
        const priced = priceCart(lines, rules(picked), who);
        for (const line of priced.lines) expect(line.total).toBeGreaterThanOrEqual(0);
        if (priced.coupon && 'discount' in priced.coupon) expect(priced.coupon.discount).toBeLessThanOrEqual(priced.subtotal);
      }),
    );
  });
});
