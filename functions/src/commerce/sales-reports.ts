import {
  bangkokDay,
  chargedShipping,
  dayInstants,
  daysBetween,
  monthsBetween,
  ORDER_ITEM_COLUMNS,
  ORDER_METHOD_COLUMNS,
  ORDER_STATUS_COLUMNS,
  ORDER_STATUSES,
  reportDays,
  reportMonths,
  takenCoupon,
  SALES_COLUMNS,
  type Order,
  type OrderItemRow,
  type OrderMethodRow,
  type OrderStatusRow,
  type PaymentMethod,
  type ReportPeriod,
  type ReportQuery,
  type SalesRow,
  type TablePage,
} from '@lm/shared';
import { tablePageOf } from '../tables/table-query.js';

/**
 * The sales dashboards (decision 0058), worked out from the orders of their period. A sale is an order that was paid:
 * paid, sent, or refunded since; it counts on the Bangkok day it was paid, and a refund is shown
 * beside the sale it undid. The order summary's statuses count orders by the day they were placed.
 */

export type SalesPeriod = 'day' | 'month';

/** What the reports read: the orders of their period, and the payment methods' names. */
export interface SalesReportPorts {
  /** The orders paid from `start` up to `end` (instants, `end` excluded). */
  paidBetween(start: string, end: string): Promise<Order[]>;
  /** The orders placed from `start` up to `end` (instants, `end` excluded). */
  placedBetween(start: string, end: string): Promise<Order[]>;
  paymentMethods(): Promise<Pick<PaymentMethod, 'id' | 'name_th' | 'name_en' | 'provider'>[]>;
  now(): Date;
}

const SOLD: ReadonlySet<Order['status']> = new Set(['paid', 'fulfilled', 'refunded']);

/** The period's days: the last 30 by day, the last 12 months by month, unless the query says. */
const periodOf = (query: Pick<ReportQuery, 'from' | 'to'>, now: Date, period: SalesPeriod) => (period === 'day' ? reportDays(query, now, 30) : reportMonths(query, now, 12));

/** Whether an instant falls on the Bangkok days from `from` to `to`: the bounds worked out once, not per order. */
function within(from: string, to: string): (at: string | null) => at is string {
  const [start, end] = dayInstants({ from, to });
  return (at): at is string => at !== null && at >= start && at < end;
}

/** The orders paid on the days from `from` to `to`. */
function salesIn(orders: readonly Order[], from: string, to: string): Order[] {
  const paidWithin = within(from, to);
  return orders.filter((order) => SOLD.has(order.status) && paidWithin(order.paid_at));
}

const emptySales = (id: string): SalesRow => ({ id, orders: 0, items: 0, list_total: 0, discounts: 0, shipping: 0, sales: 0, vat: 0, refunds: 0, net: 0 });

/** Sales per Bangkok day or month of the period, newest first; a day or month without sales shows zeros. */
export function salesSummary(orders: readonly Order[], { from, to }: ReportPeriod, period: SalesPeriod): SalesRow[] {
  const keys = period === 'day' ? daysBetween(from, to) : monthsBetween(from, to);
  const rows = new Map(keys.map((key) => [key, emptySales(key)]));
  for (const order of salesIn(orders, from, to)) {
    const day = bangkokDay(new Date(order.paid_at as string));
    const row = rows.get(period === 'day' ? day : day.slice(0, 7));
    if (!row) continue;
    const refunded = order.status === 'refunded' ? order.total : 0;
    row.orders += 1;
    row.items += order.lines.reduce((sum, line) => sum + line.quantity, 0);
    row.list_total += order.breakdown.listTotal;
    row.discounts += order.breakdown.promotionDiscount + (takenCoupon(order.breakdown.coupon)?.discount ?? 0);
    row.shipping += chargedShipping(order.breakdown.shipping)?.fee ?? 0;
    row.sales += order.total;
    row.vat += order.breakdown.vat;
    row.refunds += refunded;
    row.net += order.total - refunded;
  }
  return [...rows.values()];
}

/** Orders placed in the period by their status now, every status shown. */
export function ordersByStatus(orders: readonly Order[], { from, to }: ReportPeriod): OrderStatusRow[] {
  const placedWithin = within(from, to);
  const rows = new Map(ORDER_STATUSES.map((status) => [status, { id: status, orders: 0, total: 0 }]));
  for (const order of orders) {
    if (!placedWithin(order.created_at)) continue;
    const row = rows.get(order.status);
    if (!row) continue;
    row.orders += 1;
    row.total += order.total;
  }
  return [...rows.values()];
}

/** Orders paid in the period by payment method, the most sales first. */
export function ordersByMethod(orders: readonly Order[], methods: readonly Pick<PaymentMethod, 'id' | 'name_th' | 'name_en' | 'provider'>[], { from, to }: ReportPeriod): OrderMethodRow[] {
  const named = new Map(methods.map((method) => [method.id, { method_th: method.name_th, method_en: method.name_en }]));
  const rows = new Map<string, OrderMethodRow>();
  const sold = salesIn(orders, from, to);
  for (const order of sold) {
    const row = rows.get(order.payment_method_id) ?? { id: order.payment_method_id, ...(named.get(order.payment_method_id) ?? { method_th: order.payment_method_id, method_en: order.payment_method_id }), provider: order.provider, orders: 0, sales: 0, share_percent: 0 };
    row.orders += 1;
    row.sales += order.total;
    rows.set(row.id, row);
  }
  const total = sold.reduce((sum, order) => sum + order.total, 0);
  return [...rows.values()]
    .map((row) => ({ ...row, share_percent: total > 0 ? Math.round((row.sales * 1000) / total) / 10 : 0 }))
    .sort((a, b) => b.sales - a.sales || a.id.localeCompare(b.id));
}

/** What the orders paid in the period held, by item, the most sales first. */
export function ordersByItem(orders: readonly Order[], { from, to }: ReportPeriod): OrderItemRow[] {
  const rows = new Map<string, OrderItemRow & { latest: string }>();
  for (const order of salesIn(orders, from, to)) {
    for (const line of order.lines) {
      const id = `${line.kind}:${line.item_id}`;
      const row = rows.get(id) ?? { id, kind: line.kind, item_id: line.item_id, name: line.name, quantity: 0, orders: 0, sales: 0, latest: '' };
      row.quantity += line.quantity;
      row.orders += 1;
      row.sales += line.total;
      if ((order.paid_at as string) > row.latest) Object.assign(row, { name: line.name, latest: order.paid_at });
      rows.set(id, row);
    }
  }
  return [...rows.values()].map(({ latest: _latest, ...row }) => row).sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name));
}

/** A report's days: the last 30 unless the query says. */
const daysOf = (ports: SalesReportPorts, query: Pick<ReportQuery, 'from' | 'to'>) => reportDays(query, ports.now(), 30);

export async function listSales(ports: SalesReportPorts, query: ReportQuery, period: SalesPeriod): Promise<TablePage<SalesRow>> {
  const days = periodOf(query, ports.now(), period);
  const paid = await ports.paidBetween(...dayInstants(days));
  return tablePageOf(salesSummary(paid, days, period), query, SALES_COLUMNS, days);
}

export async function listOrdersByStatus(ports: SalesReportPorts, query: ReportQuery): Promise<TablePage<OrderStatusRow>> {
  const days = daysOf(ports, query);
  const placed = await ports.placedBetween(...dayInstants(days));
  return tablePageOf(ordersByStatus(placed, days), query, ORDER_STATUS_COLUMNS, days);
}

export async function listOrdersByMethod(ports: SalesReportPorts, query: ReportQuery): Promise<TablePage<OrderMethodRow>> {
  const days = daysOf(ports, query);
  const [paid, methods] = await Promise.all([ports.paidBetween(...dayInstants(days)), ports.paymentMethods()]);
  return tablePageOf(ordersByMethod(paid, methods, days), query, ORDER_METHOD_COLUMNS, days);
}

export async function listOrdersByItem(ports: SalesReportPorts, query: ReportQuery): Promise<TablePage<OrderItemRow>> {
  const days = daysOf(ports, query);
  return tablePageOf(ordersByItem(await ports.paidBetween(...dayInstants(days)), days), query, ORDER_ITEM_COLUMNS, days);
}
