import { bangkokDay, ORDER_STATUSES, PAYMENT_PROVIDERS } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { recordAttributes } from './record-keys.js';

/**
 * An order (decision 0030): its own partition, every order on gsi1 in creation order (the admin
 * table), a buyer's orders on gsi2, and a paid order on gsi3 by the Bangkok month and instant it was
 * paid (the sales reports, decision 0058; an unpaid order has no gsi3 keys). Lines, breakdown and
 * address are kept as checkout wrote them.
 */
export const orderSchema = {
  model: { entity: 'order', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    user_id: { type: 'string', required: true },
    /** The buyer's name and e-mail as checkout read them (absent on orders placed before they were kept). */
    buyer_name: { type: 'string' },
    buyer_email: { type: 'string' },
    status: { type: ORDER_STATUSES, required: true },
    lines: { type: 'any', required: true },
    breakdown: { type: 'any', required: true },
    coupon_code: { type: 'string' },
    /** The coupon's record, to give its use back when the order expires. */
    coupon_id: { type: 'string' },
    address: { type: 'any' },
    payment_method_id: { type: 'string', required: true },
    provider: { type: PAYMENT_PROVIDERS, required: true },
    total: { type: 'number', required: true },
    expires_at: { type: 'string', required: true },
    paid_at: { type: 'string' },
    /** The Bangkok month of `paid_at` (YYYY-MM), gsi3's partition: worked out whenever `paid_at` is written. */
    paid_month: {
      type: 'string',
      watch: ['paid_at'],
      set: (_: unknown, { paid_at }: { paid_at?: string }) => (paid_at ? bangkokDay(new Date(paid_at)).slice(0, 7) : undefined),
    },
    /** The latest charge (OrderPayment). */
    payment: { type: 'any' },
    tracking_number: { type: 'string' },
    /** A bank transfer's latest slip (OrderSlip). */
    slip: { type: 'any' },
    idempotency_key: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['created_at'] } },
    byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['user_id'] }, sk: { field: 'gsi2sk', composite: ['created_at'] } },
    paid: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['paid_month'] }, sk: { field: 'gsi3sk', composite: ['paid_at'] } },
  },
} as const;

export const createOrderEntity = ({ table, client }: DataOptions) => new Entity(orderSchema, { table, client });
export type OrderItem = EntityItem<ReturnType<typeof createOrderEntity>>;

/** An unpaid order waiting in the expiry queue: one partition, sorted by when it expires. Removed when it is paid or expires. */
export const pendingOrderSchema = {
  model: { entity: 'pendingOrder', version: '1', service: 'marketplace' },
  attributes: {
    order_id: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
  },
  indexes: {
    byExpiry: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['expires_at', 'order_id'] } },
  },
} as const;

export const createPendingOrderEntity = ({ table, client }: DataOptions) => new Entity(pendingOrderSchema, { table, client });

/**
 * A paid order's parcel on the shipping desk (decision 0058): `to_send` from the payment until it is
 * sent, then `sent`; deleted when its order is refunded. gsi1 lists each state by when the parcel
 * entered it (paid, or sent), so the desk reads what is waiting and what went out lately, not every order.
 */
export const parcelSchema = {
  model: { entity: 'parcel', version: '1', service: 'marketplace' },
  attributes: {
    order_id: { type: 'string', required: true },
    state: { type: ['to_send', 'sent'] as const, required: true },
    /** When it entered its state: when its order was paid, or when it was sent. */
    at: { type: 'string', required: true },
  },
  indexes: {
    byOrder: { pk: { field: 'pk', composite: ['order_id'] }, sk: { field: 'sk', composite: [] } },
    byState: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['state'] }, sk: { field: 'gsi1sk', composite: ['at', 'order_id'] } },
  },
} as const;

export const createParcelEntity = ({ table, client }: DataOptions) => new Entity(parcelSchema, { table, client });
