import {
  COUPON_COLUMNS,
  PAYMENT_METHOD_COLUMNS,
  SHIPPING_FEE_COLUMNS,
  type Coupon,
  type PaymentMethod,
  type ShippingFee,
  type couponInput,
} from '@lm/shared';
import type * as z from 'zod';
import { couponRecords } from '../data/records/coupon.js';
import { paymentMethodRecords } from '../data/records/payment-method.js';
import { shippingFeeRecords } from '../data/records/shipping-fee.js';
import { byOrdering, keptAs, type MasterFile, type RecordStore } from '../master-files/master-file.js';
import type { CommercePorts } from './ports.js';
import { routes } from './routes.js';

/* The commerce master files (decision 0028): coupons, shipping fees, payment methods. */

/** The payment methods checkout offers: the active ones in their order, without their set-up. */
export async function publicPaymentMethods(ports: CommercePorts) {
  return (await ports.records(paymentMethodRecords).list())
    .filter((method) => method.active)
    .sort((a, b) => a.ordering - b.ordering || (a.name_en || a.name_th).localeCompare(b.name_en || b.name_th))
    .map(({ id, name_th, name_en, provider, description_th, description_en, image, account_details }) => ({ id, name_th, name_en, provider, description_th, description_en, image, account_details }));
}

type CommerceFile<T extends { id: string; created_at: string; updated_at: string }, I = Omit<T, 'id' | 'created_at' | 'updated_at'>> = MasterFile<T, CommercePorts, I>;

/** Coupons with their uses so far: counted apart from the record, so an edit never resets them. */
const couponsWithUses = (ports: CommercePorts): RecordStore<Coupon> => {
  const records = ports.records(couponRecords);
  const withUses = async (coupons: Omit<Coupon, 'uses'>[]) => {
    const totals = await ports.couponUses.totals(coupons.map((coupon) => coupon.id));
    return coupons.map((coupon) => ({ ...coupon, uses: totals.get(coupon.id) ?? 0 }));
  };
  return {
    list: async () => withUses(await records.list()),
    get: async (id) => {
      const coupon = await records.get(id);
      return coupon && (await withUses([coupon]))[0];
    },
    put: ({ uses: _uses, ...coupon }, mode) => records.put(coupon, mode),
    delete: (ids) => records.delete(ids),
  };
};

export const coupons: CommerceFile<Coupon, z.output<typeof couponInput>> = {
  what: 'coupon',
  store: couponsWithUses,
  routes: { list: routes.listCoupons, get: routes.getCoupon, create: routes.createCoupon, update: routes.updateCoupon, remove: routes.deleteCoupons },
  columns: COUPON_COLUMNS,
  // Its code is unique (`couponRecords.unique`): the store refuses one another coupon has.
  prepare: async (ports, input, id) => {
    const uses = id ? ((await ports.couponUses.totals([id])).get(id) ?? 0) : 0;
    return { ...input, uses };
  },
};

export const shippingFees: CommerceFile<ShippingFee> = {
  what: 'shipping fee',
  store: keptAs(shippingFeeRecords),
  routes: { list: routes.listShippingFees, get: routes.getShippingFee, create: routes.createShippingFee, update: routes.updateShippingFee, remove: routes.deleteShippingFees },
  columns: SHIPPING_FEE_COLUMNS,
};

export const paymentMethods: CommerceFile<PaymentMethod> = {
  what: 'payment method',
  store: keptAs(paymentMethodRecords),
  routes: {
    list: routes.listPaymentMethods,
    get: routes.getPaymentMethod,
    create: routes.createPaymentMethod,
    update: routes.updatePaymentMethod,
    remove: routes.deletePaymentMethods,
  },
  columns: PAYMENT_METHOD_COLUMNS,
  sort: byOrdering,
};

/** The commerce master files, served as they are (decision 0028). */
export const commerceFiles = [coupons, shippingFees, paymentMethods] as const;
