import { DELIVERY_ORDER_COLUMNS, ORDER_COLUMNS, ORDER_STATUSES, PAYMENT_PROVIDERS, fulfilOrderInput, routes, slipRejectInput } from '@lm/shared';
import type { ActionSpec, ColumnOverride } from './define';
import type { ActionCondition } from '../types';
import { masterFile } from './define';

/** A pending order whose transfer slip waits for review: what approving or rejecting a slip needs. */
const SLIP_IN_REVIEW: readonly ActionCondition[] = [
  { column: 'status', values: ['pending'] },
  { column: 'slip.status', values: ['submitted'] },
];

/** The orders' columns in words, the delivery orders' too. */
const ORDER_COLUMN_WORDS: Readonly<Record<string, ColumnOverride>> = {
  created_at: { label: 'masterFiles.orders.columns.created_at' },
  user_id: { label: 'masterFiles.orders.columns.user_id' },
  buyer_name: { label: 'masterFiles.orders.columns.buyer_name' },
  buyer_email: { label: 'masterFiles.orders.columns.buyer_email' },
  status: { choices: { values: ORDER_STATUSES, labels: 'masterFiles.orderStatuses' } },
  provider: { label: 'masterFiles.orders.columns.provider', choices: { values: PAYMENT_PROVIDERS, labels: 'masterFiles.providers' } },
  total: { money: true },
};

/** Sending a paid order's parcel, with the carrier's tracking number. */
const FULFIL: ActionSpec = { key: 'fulfil', route: routes.fulfilOrder, when: { column: 'status', values: ['paid'] }, variation: 'primary', form: { schema: fulfilOrderInput, fields: ['tracking_number'], overrides: { tracking_number: { hint: 'masterFiles.hints.trackingNumber' } } } };

/**
 * Orders (../shared/SPEC.md §1, decisions 0030 and 0031): made by checkout and paid through the
 * provider, never written by a form. The table finds them by date, buyer, status and method; an
 * order opens in a view of its lines, breakdown, address, payment and transfer slip, with the
 * steps its status allows. A paid order is never deleted (the delete answers cannotDelete).
 */
export const orders = masterFile({
  key: 'orders',
  endpoints: { list: routes.listOrders, get: routes.getOrder, remove: routes.deleteOrders },
  columns: ORDER_COLUMNS,
  shown: ['created_at', 'buyer_name', 'buyer_email', 'status', 'provider', 'coupon_code', 'total', 'paid_at'],
  named: 'id',
  columnOverrides: ORDER_COLUMN_WORDS,
  detail: () => import('../components/order-view'),
  actions: [
    // Approving pays the order and grants what it holds: asked first.
    { key: 'approveSlip', route: routes.approveOrderSlip, when: SLIP_IN_REVIEW, variation: 'primary', confirm: true },
    // The buyer reads the reason and may send another slip.
    { key: 'rejectSlip', route: routes.rejectOrderSlip, when: SLIP_IN_REVIEW, variation: 'warning', form: { schema: slipRejectInput, fields: ['reason'], overrides: { reason: { kind: 'textarea', hint: 'masterFiles.hints.slipReason' } } } },
    { key: 'cancel', route: routes.cancelOrder, when: { column: 'status', values: ['pending'] }, variation: 'warning' },
    FULFIL,
    // The money goes back through the provider and the courses the order gave are taken back: asked first.
    { key: 'refund', route: routes.refundOrder, when: { column: 'status', values: ['paid', 'fulfilled'] }, variation: 'destructive', confirm: true },
  ],
});

/**
 * Delivery orders (../shared/SPEC.md §2 "Admin", decision 0058): the paid orders with a parcel, every
 * one still to send first, then those sent on the toolbar's days (the last 30 unless said). An order
 * opens in the orders' view, where it is marked as sent with its tracking number; nothing else is
 * done to an order here.
 */
export const deliveryOrders = masterFile({
  key: 'deliveryOrders',
  endpoints: { list: routes.listDeliveryOrders, get: routes.getOrder },
  columns: DELIVERY_ORDER_COLUMNS,
  shown: ['paid_at', 'status', 'recipient_name', 'province', 'parcel', 'tracking_number', 'sent_at'],
  named: 'id',
  columnOverrides: {
    ...ORDER_COLUMN_WORDS,
    paid_at: { label: 'masterFiles.deliveryOrders.columns.paid_at' },
    status: { choices: { values: ['paid', 'fulfilled'], labels: 'masterFiles.deliveryOrders.statuses' } },
    recipient_name: { label: 'masterFiles.deliveryOrders.columns.recipient_name' },
    province: { label: 'masterFiles.deliveryOrders.columns.province' },
    parcel: { label: 'masterFiles.deliveryOrders.columns.parcel' },
    tracking_number: { label: 'masterFiles.deliveryOrders.columns.tracking_number' },
    sent_at: { label: 'masterFiles.deliveryOrders.columns.sent_at' },
  },
  detail: () => import('../components/order-view'),
  actions: [FULFIL],
  toolbar: () => import('../components/date-range-toolbar'),
});
