import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * How often a coupon has been used: in all (`user_id` ''), and by each account. Checkout adds a
 * use under the coupon's limits in its transaction; an expired order gives it back.
 */
export const couponCounterSchema = {
  model: { entity: 'couponCounter', version: '1', service: 'marketplace' },
  attributes: {
    coupon_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    uses: { type: 'number', default: 0 },
  },
  indexes: {
    byCoupon: { pk: { field: 'pk', composite: ['coupon_id'] }, sk: { field: 'sk', composite: ['user_id'] } },
  },
} as const;

export const createCouponCounterEntity = ({ table, client }: DataOptions) => new Entity(couponCounterSchema, { table, client });
