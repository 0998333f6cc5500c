import { COUPON_COLUMNS, PAYMENT_METHOD_COLUMNS, SHIPPING_FEE_COLUMNS, couponInput, paymentMethodInput, routes, shippingFeeInput } from '@lm/shared';
import type { FieldOverride } from '../form/fields';
import { masterFile } from './define';
import { namedInLanguage } from '../../../lib/in-language';

const DATE: FieldOverride = { kind: 'date' };

/**
 * Coupons (../shared/SPEC.md §1): a code for one order, after promotions; its uses so far are
 * counted apart from it (decision 0030), shown beside its limit and never written by the form.
 */
export const coupons = masterFile({
  key: 'coupons',
  endpoints: { list: routes.listCoupons, get: routes.getCoupon, create: routes.createCoupon, update: routes.updateCoupon, remove: routes.deleteCoupons },
  columns: COUPON_COLUMNS,
  shown: ['code', 'discount_kind', 'discount_value', 'minimum_spend', 'starts_on', 'ends_on', 'uses', 'total_uses', 'active'],
  named: 'code',
  // The table reads the discount in its kind's unit: 10% or ฿100.00.
  units: { discount_value: { column: 'discount_kind', units: { percent: 'percent', amount: 'money' } } },
  schema: couponInput,
  fields: [
    'code',
    'description',
    'discount_kind',
    'discount_value',
    'maximum_discount',
    'minimum_spend',
    'starts_on',
    'ends_on',
    'total_uses',
    'uses_per_account',
    'item_ids',
    'category_ids',
    'user_group_ids',
    'active',
  ],
  overrides: {
    code: { hint: 'masterFiles.hints.couponCode' },
    discount_kind: { optionLabels: 'masterFiles.discountKinds', initial: 'percent' },
    // One whole number whose unit the discount kind gives: percent, or satang as the API keeps
    // amounts. A money input would read a percent's "10" as ฿10.00, and the unit would change
    // under the administrator's hands when the kind does; so it stays a plain number, its hint
    // says which unit applies (as the promotions' discount does), and the table shows 10% or ฿100.00.
    discount_value: { hint: 'masterFiles.hints.couponDiscount', moneyWhen: { field: 'discount_kind', value: 'amount' } },
    maximum_discount: { kind: 'money', hint: 'masterFiles.hints.maximumDiscount' },
    minimum_spend: { kind: 'money', hint: 'masterFiles.hints.minimumSpend' },
    starts_on: DATE,
    ends_on: DATE,
    total_uses: { hint: 'masterFiles.hints.totalUses' },
    uses_per_account: { hint: 'masterFiles.hints.usesPerAccount' },
    item_ids: { hint: 'masterFiles.hints.itemIds' },
    category_ids: { hint: 'masterFiles.hints.categoryIds' },
    user_group_ids: { hint: 'masterFiles.hints.userGroupIds' },
  },
});

/** Shipping fees (§1): a zone of provinces, a flat fee or one by weight band, free from a threshold. */
export const shippingFees = masterFile({
  key: 'shippingFees',
  endpoints: {
    list: routes.listShippingFees,
    get: routes.getShippingFee,
    create: routes.createShippingFee,
    update: routes.updateShippingFee,
    remove: routes.deleteShippingFees,
  },
  columns: SHIPPING_FEE_COLUMNS,
  shown: ['name', 'rate_kind', 'flat_fee', 'free_from', 'active'],
  named: 'name',
  schema: shippingFeeInput,
  fields: ['name', 'provinces', 'rate_kind', 'flat_fee', 'bands', 'free_from', 'active'],
  overrides: {
    provinces: { hint: 'masterFiles.hints.provinces' },
    rate_kind: { optionLabels: 'masterFiles.rateKinds', initial: 'flat' },
    flat_fee: { kind: 'money', hint: 'masterFiles.hints.flatFee' },
    bands: { hint: 'masterFiles.hints.bands', columnOverrides: { fee: { kind: 'money' } } },
    free_from: { kind: 'money', hint: 'masterFiles.hints.freeFrom' },
  },
});

/** Payment methods (§3 paymentMethods): what checkout offers, in their order, and who takes the money. */
export const paymentMethods = masterFile({
  key: 'paymentMethods',
  endpoints: {
    list: routes.listPaymentMethods,
    get: routes.getPaymentMethod,
    create: routes.createPaymentMethod,
    update: routes.updatePaymentMethod,
    remove: routes.deletePaymentMethods,
  },
  columns: PAYMENT_METHOD_COLUMNS,
  shown: ['name_th', 'name_en', 'provider', 'ordering', 'active'],
  named: namedInLanguage('name'),
  schema: paymentMethodInput,
  fields: ['name_th', 'name_en', 'provider', 'description_th', 'description_en', 'image', 'account_details', 'ordering', 'active'],
  overrides: {
    provider: { optionLabels: 'masterFiles.providers' },
    account_details: { kind: 'textarea', hint: 'masterFiles.hints.accountDetails' },
    ordering: { hint: 'masterFiles.hints.ordering' },
  },
});
