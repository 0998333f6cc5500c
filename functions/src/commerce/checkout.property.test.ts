import { couponInput, paymentMethodInput, shippingFeeInput, type PromotionRule } from '@lm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecord } from '../master-files/master-file.js';
import { memoryCommerce } from './memory-ports.js';
import type { CartOwner, Sellable } from './ports.js';
import { addToCart, viewCart } from './cart.js';
import { checkout } from './checkout.js';
import { coupons, paymentMethods, shippingFees } from './commerce-files.js';

const money = fc.integer({ min: 0, max: 2_000_000 });
const category = fc.constantFrom('cat-a', 'cat-b');
const discount = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 2_000_000 }) }),
);
const targets = fc.record({
  itemIds: fc.array(fc.constantFrom('item-0', 'item-1', 'item-2'), { maxLength: 2 }),
  categoryIds: fc.array(category, { maxLength: 1 }),
  userGroupIds: fc.array(fc.constant('members'), { maxLength: 1 }),
});

/** A shop and a cart as they may be: courses and parcels, promotions, perhaps a coupon, perhaps in a group. */
const shopArb = fc.record({
  items: fc.array(fc.record({ price: money, physical: fc.boolean(), weight: fc.integer({ min: 0, max: 3000 }), category, quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 3 }),
  promotions: fc.array(fc.record({ discount, targets }), { maxLength: 3 }),
  coupon: fc.option(
    fc.record({ discount, minimum: fc.integer({ min: 0, max: 3_000_000 }), maximum: fc.option(fc.integer({ min: 0, max: 500_000 })), categories: fc.array(category, { maxLength: 1 }) }),
  ),
  member: fc.boolean(),
  freeFrom: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
});

const buyer: CartOwner = { kind: 'user', userId: 'student-1' };

describe('checkout charges what the cart showed', () => {
  it('for any cart, promotions, coupon and shipping: the order keeps the preview’s breakdown, and its total', async () => {
    await fc.assert(
      fc.asyncProperty(shopArb, async (shop) => {
        const memory = memoryCommerce();
        const { ports } = memory;
        shop.items.forEach((item, index) => {
          const sellable: Sellable = {
            kind: item.physical ? 'product' : 'course',
            id: `item-${index}`,
            name: `Item ${index}`,
            slug: `item-${index}`,
            image: '',
            unitPrice: item.price,
            categoryIds: [item.category],
            physical: item.physical,
            weightGrams: item.weight,
            available: true,
            stock: item.physical ? 99 : null,
            maxPerCart: item.physical ? 99 : 1,
          };
          memory.items.set(sellable.id, sellable);
        });
        memory.promotions.push(
          ...shop.promotions.map((promotion, index): PromotionRule => ({ id: `promo-${index}`, startsOn: '2026-01-01', endsOn: '2026-12-31', ...promotion })),
        );
        if (shop.member) memory.groups.set('student-1', ['members']);
        const card = await createRecord(ports, paymentMethods, paymentMethodInput.parse({ name_en: 'Card', provider: 'card' }));
        await createRecord(ports, shippingFees, shippingFeeInput.parse({ name: 'Bangkok', provinces: ['Bangkok'], rate_kind: 'flat', flat_fee: 5_000, free_from: shop.freeFrom }));
        if (shop.coupon) {
          const { discount: off, minimum, maximum, categories } = shop.coupon;
          await createRecord(ports, coupons, couponInput.parse({
            code: 'PROP', discount_kind: off.kind, discount_value: off.value, minimum_spend: minimum, maximum_discount: maximum,
            starts_on: '2026-01-01', ends_on: '2026-12-31', category_ids: categories,
          }));
        }
        memory.addresses.set('address-1', {
          userId: 'student-1', id: 'address-1', recipient_name: 'Somchai', phone: '0812345678', line1: '1 Road', line2: '',
          subdistrict: 'Khlong Toei', district: 'Khlong Toei', province: 'Bangkok', postal_code: '10110', is_default: true, created_at: '', updated_at: '',
        });
        for (const [index, item] of shop.items.entries()) {
          await addToCart(ports, 'student-1', buyer, { item_id: `item-${index}`, quantity: item.physical ? item.quantity : 1 });
        }

        const code = shop.coupon ? 'PROP' : undefined;
        const preview = await viewCart(ports, 'student-1', buyer, { ...(code ? { coupon: code } : {}), province: 'Bangkok' });
        const ordering = checkout(ports, 'student-1', { idempotency_key: 'property-key', payment_method_id: card.id, address_id: 'address-1', ...(code ? { coupon: code } : {}) });
        if (preview.breakdown.coupon && 'refused' in preview.breakdown.coupon) {
          // A coupon the preview shows as taking nothing off is refused at checkout, not silently dropped.
          await expect(ordering).rejects.toMatchObject({ kind: 'invalid' });
          return;
        }
        const order = await ordering;
        expect(order.breakdown).toEqual(preview.breakdown);
        expect(order.total).toBe(preview.breakdown.total);
        expect(order.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });
});
