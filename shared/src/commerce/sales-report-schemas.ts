import * as z from 'zod';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, SELLABLE_KINDS } from '../api/enums.js';
import { column, tablePage, type TableColumn } from '../api/schemas/table.js';

/**
 * The back office's sales dashboards (../shared/SPEC.md §2 "Admin dashboards": daily and monthly
 * sales summary, order summary; decision 0058), read from orders. Money is satang; days and
 * months are Asia/Bangkok's.
 */

/** What was paid in one Bangkok day or month: orders by the day they were paid. */
export const salesRow = z.object({
  /** The day (YYYY-MM-DD) or month (YYYY-MM). */
  id: z.string(),
  /** Orders paid in the period, those refunded since included. */
  orders: z.number().int(),
  /** Units sold: each line's quantity. */
  items: z.number().int(),
  /** The lines at list price. */
  list_total: z.number().int(),
  /** Promotions' and coupons' discounts together. */
  discounts: z.number().int(),
  shipping: z.number().int(),
  /** What buyers paid: list total less discounts plus shipping. */
  sales: z.number().int(),
  /** The VAT the sales include. */
  vat: z.number().int(),
  /** What of the period's sales was refunded since. */
  refunds: z.number().int(),
  /** Sales less refunds. */
  net: z.number().int(),
});
export type SalesRow = z.infer<typeof salesRow>;
export const SALES_MONEY = ['list_total', 'discounts', 'shipping', 'sales', 'vat', 'refunds', 'net'] as const;
export const SALES_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('orders', 'number'),
  column('items', 'number'),
  ...SALES_MONEY.map((key) => column(key, 'number')),
];
export const salesTable = tablePage(salesRow);

/** Orders placed in the period, by where they stand now. */
export const orderStatusRow = z.object({
  /** The status. */
  id: z.enum(ORDER_STATUSES),
  orders: z.number().int(),
  /** Their totals together. */
  total: z.number().int(),
});
export type OrderStatusRow = z.infer<typeof orderStatusRow>;
export const ORDER_STATUS_COLUMNS: readonly TableColumn[] = [column('id', 'string', false), column('orders', 'number'), column('total', 'number')];
export const orderStatusTable = tablePage(orderStatusRow);

/** Orders paid in the period, by the payment method they were paid with. */
export const orderMethodRow = z.object({
  /** The payment method's id. */
  id: z.string(),
  /** Its names now, Thai and English (its id in both when it has been deleted). */
  method_th: z.string(),
  method_en: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  orders: z.number().int(),
  sales: z.number().int(),
  /** Its share of the period's sales, in percent with one decimal. */
  share_percent: z.number(),
});
export type OrderMethodRow = z.infer<typeof orderMethodRow>;
export const ORDER_METHOD_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('method_th', 'string'),
  column('method_en', 'string'),
  column('provider', 'string'),
  column('orders', 'number'),
  column('sales', 'number'),
  column('share_percent', 'number'),
];
export const orderMethodTable = tablePage(orderMethodRow);

/** What sold in the period: each item of orders paid in it, best-selling first. */
export const orderItemRow = z.object({
  /** `<kind>:<item id>` */
  id: z.string(),
  kind: z.enum(SELLABLE_KINDS),
  item_id: z.string(),
  /** The item's name on its latest order. */
  name: z.string(),
  quantity: z.number().int(),
  orders: z.number().int(),
  /** Its lines' totals after promotions (an order's coupon is not shared out among its lines). */
  sales: z.number().int(),
});
export type OrderItemRow = z.infer<typeof orderItemRow>;
export const ORDER_ITEM_COLUMNS: readonly TableColumn[] = [
  column('id', 'string', false),
  column('kind', 'string'),
  column('item_id', 'string'),
  column('name', 'string'),
  column('quantity', 'number'),
  column('orders', 'number'),
  column('sales', 'number'),
];
export const orderItemTable = tablePage(orderItemRow);
