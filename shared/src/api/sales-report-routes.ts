import { orderItemTable, orderMethodTable, orderStatusTable, salesTable } from '../commerce/sales-report-schemas.js';
import { defineRoute } from './route.js';
import { reportQuery } from './schemas/table.js';

/**
 * The sales dashboards (../shared/SPEC.md §2 "Admin dashboards", decision 0058): reports read from
 * orders, nothing written. The sales summaries need the SALES flag, the order summary STATISTIC
 * (../shared/SPEC.md §6), as the menu shows them.
 */
export const salesReportRoutes = {
  listDailySales: defineRoute({
    id: 'listDailySales',
    method: 'GET',
    path: '/api/salessummary/daily',
    domain: 'commerce',
    access: 'admin',
    permission: ['dailySalesSummary'],
    feature: 'SALES',
    summary: 'Daily sales summary: each Bangkok day from `from` to `to` (the last 30 days unless said), newest first: orders paid, units, list total, discounts, shipping, sales, VAT, refunds since and net, in satang.',
    query: reportQuery,
    response: salesTable,
  }),
  listMonthlySales: defineRoute({
    id: 'listMonthlySales',
    method: 'GET',
    path: '/api/salessummary/monthly',
    domain: 'commerce',
    access: 'admin',
    permission: ['monthlySalesSummary'],
    feature: 'SALES',
    summary: 'Monthly sales summary: each Bangkok month of the period (the last 12 months unless said), newest first, totalled as the daily summary is.',
    query: reportQuery,
    response: salesTable,
  }),
  listOrdersByStatus: defineRoute({
    id: 'listOrdersByStatus',
    method: 'GET',
    path: '/api/ordersummary/status',
    domain: 'commerce',
    access: 'admin',
    permission: ['orderSummary'],
    feature: 'STATISTIC',
    summary: 'Order summary by status: the orders placed on the Bangkok days `from` to `to` (the last 30 days unless said), counted and totalled by where each stands now.',
    query: reportQuery,
    response: orderStatusTable,
  }),
  listOrdersByMethod: defineRoute({
    id: 'listOrdersByMethod',
    method: 'GET',
    path: '/api/ordersummary/methods',
    domain: 'commerce',
    access: 'admin',
    permission: ['orderSummary'],
    feature: 'STATISTIC',
    summary: "Order summary by payment method: the orders paid in the period, counted and totalled by method, with each method's share of the sales.",
    query: reportQuery,
    response: orderMethodTable,
  }),
  listOrdersByItem: defineRoute({
    id: 'listOrdersByItem',
    method: 'GET',
    path: '/api/ordersummary/items',
    domain: 'commerce',
    access: 'admin',
    permission: ['orderSummary'],
    feature: 'STATISTIC',
    summary: 'Order summary by item: what the orders paid in the period held, by course, product or class, best-selling first.',
    query: reportQuery,
    response: orderItemTable,
  }),
} as const;
