import { reportDays, reportMonths, type Order } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { line, order } from './test-orders.js';
import { listOrdersByItem, listOrdersByStatus, listSales, ordersByItem, ordersByMethod, ordersByStatus, salesSummary, type SalesReportPorts } from './sales-reports.js';

/** 2026-03-10 14:00 in Bangkok. */
const NOW = new Date('2026-03-10T07:00:00.000Z');
/** The reports' own period at NOW: the last 30 Bangkok days. */
const LAST_30 = reportDays({}, NOW, 30);

const ORDERS: Order[] = [
  // Paid at 23:30 on 9 March in Bangkok (16:30 UTC): a course with a promotion and a coupon.
  order('a', 'paid', { created: '2026-03-09T16:20:00.000Z', paid: '2026-03-09T16:30:00.000Z' }, [line('course', 'course-sql', 259_000, 1, 59_000)], { coupon: 10_000 }),
  // Paid at 00:10 on 10 March in Bangkok (17:10 UTC on the 9th): two notebooks sent by post, by PromptPay.
  order('b', 'fulfilled', { created: '2026-03-09T17:05:00.000Z', paid: '2026-03-09T17:10:00.000Z' }, [line('product', 'notebook', 15_000, 2)], { shipping: 5_000, method: 'pay-qr', provider: 'promptpay' }),
  // Paid on 10 March, refunded since.
  order('c', 'refunded', { created: '2026-03-10T02:00:00.000Z', paid: '2026-03-10T02:05:00.000Z' }, [line('course', 'course-sql', 259_000)]),
  // Never paid: not a sale, but placed on 10 March.
  order('d', 'expired', { created: '2026-03-10T03:00:00.000Z' }, [line('course', 'course-python', 199_000)]),
  order('e', 'pending', { created: '2026-03-10T04:00:00.000Z' }, [line('product', 'notebook', 15_000)]),
  // Paid in January: outside 30 days, inside 12 months.
  order('f', 'paid', { created: '2026-01-10T03:00:00.000Z', paid: '2026-01-10T03:02:00.000Z' }, [line('course', 'course-python', 199_000)]),
];

describe('daily sales summary', () => {
  const days = salesSummary(ORDERS, reportDays({}, NOW, 30), 'day');

  it('shows every Bangkok day of the last 30, today first', () => {
    expect(days).toHaveLength(30);
    expect(days[0]?.id).toBe('2026-03-10');
    expect(days.at(-1)?.id).toBe('2026-02-09');
  });

  it('counts an order on the Bangkok day it was paid, with its discounts, shipping, VAT and refund', () => {
    const [tenth, ninth] = days;
    // The notebooks (paid 00:10 Bangkok) and the refunded course.
    expect(tenth).toEqual({ id: '2026-03-10', orders: 2, items: 3, list_total: 289_000, discounts: 0, shipping: 5_000, sales: 294_000, vat: 2_290 + 16_944, refunds: 259_000, net: 35_000 });
    expect(ninth).toEqual({ id: '2026-03-09', orders: 1, items: 1, list_total: 259_000, discounts: 69_000, shipping: 0, sales: 190_000, vat: 12_430, refunds: 0, net: 190_000 });
    expect(days.slice(2).every((day) => day.orders === 0 && day.net === 0)).toBe(true);
  });

  it('reads the days asked for, either way round', () => {
    expect(salesSummary(ORDERS, reportDays({ from: '2026-03-10', to: '2026-03-09' }, NOW, 30), 'day').map((day) => [day.id, day.orders])).toEqual([
      ['2026-03-10', 2],
      ['2026-03-09', 1],
    ]);
  });
});

describe('monthly sales summary', () => {
  it('totals the last 12 months, this one first, months without sales at zero', () => {
    const months = salesSummary(ORDERS, reportMonths({}, NOW, 12), 'month');
    expect(months.map((month) => month.id)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12', '2025-11', '2025-10', '2025-09', '2025-08', '2025-07', '2025-06', '2025-05', '2025-04']);
    expect(months[0]).toMatchObject({ orders: 3, sales: 484_000, refunds: 259_000, net: 225_000 });
    expect(months[1]).toMatchObject({ orders: 0, sales: 0 });
    expect(months[2]).toMatchObject({ orders: 1, sales: 199_000, net: 199_000 });
  });
});

describe('order summary', () => {
  it('counts the orders placed in the period by where they stand, every status shown', () => {
    expect(ordersByStatus(ORDERS, LAST_30).map((row) => [row.id, row.orders, row.total])).toEqual([
      ['pending', 1, 15_000],
      ['paid', 1, 190_000],
      ['fulfilled', 1, 35_000],
      ['expired', 1, 199_000],
      ['cancelled', 0, 0],
      ['refunded', 1, 259_000],
    ]);
  });

  it('totals the paid orders by payment method, named as the method is now, with its share', () => {
    const methods = [
      { id: 'pay-card', name_th: 'บัตรเครดิต', name_en: 'Credit card', provider: 'card' as const },
      { id: 'pay-qr', name_th: '', name_en: 'PromptPay QR', provider: 'promptpay' as const },
    ];
    expect(ordersByMethod(ORDERS, methods, LAST_30)).toEqual([
      { id: 'pay-card', method_th: 'บัตรเครดิต', method_en: 'Credit card', provider: 'card', orders: 2, sales: 449_000, share_percent: 92.8 },
      { id: 'pay-qr', method_th: '', method_en: 'PromptPay QR', provider: 'promptpay', orders: 1, sales: 35_000, share_percent: 7.2 },
    ]);
    expect(ordersByMethod(ORDERS, [], LAST_30)[0]).toMatchObject({ method_th: 'pay-card', method_en: 'pay-card' });
  });

  it('lists what sold by item, the most sales first', () => {
    expect(ordersByItem(ORDERS, LAST_30)).toEqual([
      { id: 'course:course-sql', kind: 'course', item_id: 'course-sql', name: 'course-sql', quantity: 2, orders: 2, sales: 459_000 },
      { id: 'product:notebook', kind: 'product', item_id: 'notebook', name: 'notebook', quantity: 2, orders: 1, sales: 30_000 },
    ]);
  });
});

/** Ports over ORDERS that keep the windows the reports asked for. */
function reportPorts() {
  const asked: string[] = [];
  const between = (at: (order: Order) => string | null) => async (start: string, end: string) => {
    asked.push(`${start} – ${end}`);
    return ORDERS.filter((order) => { const instant = at(order); return instant !== null && instant >= start && instant < end; });
  };
  const ports: SalesReportPorts = { paidBetween: between((order) => order.paid_at), placedBetween: between((order) => order.created_at), paymentMethods: async () => [], now: () => NOW };
  return { ports, asked };
}

describe('the report routes', () => {
  it('answer a table page of the summary, reading only the orders paid on its Bangkok days', async () => {
    const { ports, asked } = reportPorts();
    const page = await listSales(ports, { page: 1, order: 'asc', from: '2026-03-09', to: '2026-03-10' }, 'day');
    expect(page).toMatchObject({ page: 1, total: 2, last_page: 1 });
    expect(page.rows.map((row) => row.net)).toEqual([35_000, 190_000]);
    expect(asked).toEqual(['2026-03-08T17:00:00.000Z – 2026-03-10T17:00:00.000Z']);
  });

  it('read the months of a monthly summary from the first day of the first month', async () => {
    const { ports, asked } = reportPorts();
    const page = await listSales(ports, { page: 1, order: 'desc' }, 'month');
    expect(page.total).toBe(12);
    expect(asked).toEqual(['2025-03-31T17:00:00.000Z – 2026-03-10T17:00:00.000Z']);
  });

  it('count the statuses of the orders placed in the period, and the items of those paid in it', async () => {
    const { ports, asked } = reportPorts();
    const statuses = await listOrdersByStatus(ports, { page: 1, order: 'asc', from: '2026-03-10', to: '2026-03-10' });
    // Placed on 10 March in Bangkok: b (00:05), c, d and e; a was placed on the 9th.
    expect(Object.fromEntries(statuses.rows.filter((row) => row.orders > 0).map((row) => [row.id, row.orders]))).toEqual({ pending: 1, fulfilled: 1, refunded: 1, expired: 1 });
    const items = await listOrdersByItem(ports, { page: 1, order: 'asc', from: '2026-03-10', to: '2026-03-10' });
    expect(items.rows.map((row) => [row.id, row.orders])).toEqual([['course:course-sql', 1], ['product:notebook', 1]]);
    expect(asked).toEqual(['2026-03-09T17:00:00.000Z – 2026-03-10T17:00:00.000Z', '2026-03-09T17:00:00.000Z – 2026-03-10T17:00:00.000Z']);
  });
});
