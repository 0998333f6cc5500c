import { ORDER_COLUMNS, ORDER_STATUSES, PAYMENT_PROVIDERS, fulfilOrderInput, routes } from '@lm/shared';
import { masterFile } from './define';

/**
 * Orders (../shared/SPEC.md §1, decisions 0030 and 0031): made by checkout and paid through the
 * provider, never written by a form. The table finds them by date, buyer, status and method; an
 * order opens in a view of its lines, breakdown, address and payment, with the steps its status
 * allows. A paid order is never deleted (the delete answers cannotDelete).
 */
export const orders = masterFile({
  key: 'orders',
  endpoints: { list: routes.listOrders, get: routes.getOrder, remove: routes.deleteOrders },
  columns: ORDER_COLUMNS,
  shown: ['created_at', 'user_id', 'status', 'provider', 'coupon_code', 'total', 'paid_at'],
  named: 'id',
  columnOverrides: {
    created_at: { label: 'masterFiles.orders.columns.created_at' },
    user_id: { label: 'masterFiles.orders.columns.user_id' },
    status: { choices: { values: ORDER_STATUSES, labels: 'masterFiles.orderStatuses' } },
    provider: { label: 'masterFiles.orders.columns.provider', choices: { values: PAYMENT_PROVIDERS, labels: 'masterFiles.providers' } },
    total: { money: true },
  },
  detail: () => import('../components/order-view'),
  actions: [
    { key: 'cancel', route: routes.cancelOrder, when: { column: 'status', values: ['pending'] }, variation: 'warning' },
    { key: 'fulfil', route: routes.fulfilOrder, when: { column: 'status', values: ['paid'] }, variation: 'primary', form: { schema: fulfilOrderInput, fields: ['tracking_number'], overrides: { tracking_number: { hint: 'masterFiles.hints.trackingNumber' } } } },
    // The money goes back through the provider and the courses the order gave are taken back: asked first.
    { key: 'refund', route: routes.refundOrder, when: { column: 'status', values: ['paid', 'fulfilled'] }, variation: 'destructive', confirm: true },
  ],
});
