import { DISCOUNT_KINDS, type Coupon } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import { PRICING_DATA_KEPT_MS } from '../read-cache.js';

/** A coupon (decision 0030); its uses so far are counted apart (`couponUses`), so an edit never resets them. */
export const couponModel = {
  model: { entity: 'coupon', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    code: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    discount_kind: { type: DISCOUNT_KINDS, required: true },
    discount_value: { type: 'number', required: true },
    minimum_spend: { type: 'number', default: 0 },
    maximum_discount: { type: 'number' },
    starts_on: { type: 'string', required: true },
    ends_on: { type: 'string', required: true },
    total_uses: { type: 'number' },
    uses_per_account: { type: 'number' },
    item_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    category_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    user_group_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    active: { type: 'boolean', default: true },
  },
  indexes: listedIndexes,
} as const;

export const couponRecords = recordKind<Omit<Coupon, 'uses'>>(couponModel, ['maximum_discount', 'total_uses', 'uses_per_account'], {
  listKeptMs: PRICING_DATA_KEPT_MS,
  // A code names one coupon: checkout finds it by its code.
  unique: { code: 'couponCodeTaken' },
});
