import { dayInstants, DELIVERY_ORDER_COLUMNS, reportDays, type DeliveryOrder, type Order, type ReportQuery, type TablePage } from '@lm/shared';
import { tablePageOf } from '../tables/table-query.js';

/**
 * Delivery orders (../shared/SPEC.md §2 "Admin", decision 0058): the paid orders with a parcel, which
 * checkout gave an address because they hold goods to send. Those still to send come first,
 * the longest waiting at the top; those sent in the period follow, the latest first.
 */

const SHIPPABLE: ReadonlySet<Order['status']> = new Set(['paid', 'fulfilled']);

const parcelOf = (order: Order) =>
  order.lines
    .filter((line) => line.kind === 'product')
    .map((line) => `${line.name} × ${line.quantity}`)
    .join(', ');

export function deliveryOrders(orders: readonly Order[]): DeliveryOrder[] {
  const rows = orders
    .filter((order) => order.address !== null && SHIPPABLE.has(order.status))
    .map((order): DeliveryOrder => ({
      ...order,
      recipient_name: order.address?.recipient_name ?? '',
      province: order.address?.province ?? '',
      parcel: parcelOf(order),
      // Marking it sent is the order's last change: nothing is done to a sent order but a refund, which takes it off the desk.
      sent_at: order.status === 'fulfilled' ? order.updated_at : null,
    }));
  const waiting = rows.filter((row) => row.status === 'paid').sort((a, b) => (a.paid_at ?? '').localeCompare(b.paid_at ?? ''));
  const sent = rows.filter((row) => row.status === 'fulfilled').sort((a, b) => (b.sent_at ?? '').localeCompare(a.sent_at ?? ''));
  return [...waiting, ...sent];
}

/** Every parcel still to send, whatever its age, and those sent on the query's Bangkok days (the last 30 unless said). */
export async function listDeliveryOrders(orders: { parcels(sentFrom: string, sentTo: string): Promise<Order[]> }, query: ReportQuery, now: Date): Promise<TablePage<DeliveryOrder>> {
  const days = reportDays(query, now, 30);
  return tablePageOf(deliveryOrders(await orders.parcels(...dayInstants(days))), query, DELIVERY_ORDER_COLUMNS, days);
}
