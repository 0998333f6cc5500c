import {
  ORDER_ITEM_COLUMNS,
  ORDER_METHOD_COLUMNS,
  ORDER_STATUS_COLUMNS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  routes,
  SALES_COLUMNS,
  SALES_MONEY,
  SELLABLE_KINDS,
  type TableColumn,
} from '@lm/shared';
import { masterFile, reportColumns } from './define';
import { namedInLanguage } from '../../../lib/in-language';

/** The sales dashboards' columns are worded under `masterFiles.salesColumns`. */
const labelled = (columns: readonly TableColumn[], money: readonly string[] = []) => reportColumns('masterFiles.salesColumns', columns, money);

const toolbar = () => import('../components/date-range-toolbar');
const SALES_SHOWN = ['id', 'orders', 'items', ...SALES_MONEY];

/**
 * Daily sales summary (../shared/SPEC.md §2 "Admin dashboards", decision 0058): each Bangkok day of
 * the toolbar's period (the last 30 unless said), what was paid, discounted, refunded and kept.
 */
export const dailySales = masterFile({
  key: 'dailySales',
  endpoints: { list: routes.listDailySales },
  columns: SALES_COLUMNS,
  shown: SALES_SHOWN,
  named: 'id',
  columnOverrides: { ...labelled(SALES_COLUMNS, SALES_MONEY), id: { label: 'masterFiles.salesColumns.day' } },
  toolbar,
});

/** The same per Bangkok month (the last 12 months unless said). */
export const monthlySales = masterFile({
  key: 'monthlySales',
  endpoints: { list: routes.listMonthlySales },
  columns: SALES_COLUMNS,
  shown: SALES_SHOWN,
  named: 'id',
  columnOverrides: { ...labelled(SALES_COLUMNS, SALES_MONEY), id: { label: 'masterFiles.salesColumns.month' } },
  toolbar,
});

/** Order summary: the period's orders by where they stand, by payment method, and by item, a switch apart. */
export const ordersByStatus = masterFile({
  key: 'ordersByStatus',
  endpoints: { list: routes.listOrdersByStatus },
  columns: ORDER_STATUS_COLUMNS,
  shown: ['id', 'orders', 'total'],
  named: 'id',
  columnOverrides: { ...labelled(ORDER_STATUS_COLUMNS, ['total']), id: { label: 'masterFiles.salesColumns.status', choices: { values: ORDER_STATUSES, labels: 'masterFiles.orderStatuses' } } },
  toolbar,
});

export const ordersByMethod = masterFile({
  key: 'ordersByMethod',
  endpoints: { list: routes.listOrdersByMethod },
  columns: ORDER_METHOD_COLUMNS,
  shown: ['method_th', 'method_en', 'provider', 'orders', 'sales', 'share_percent'],
  named: namedInLanguage('method'),
  columnOverrides: {
    ...labelled(ORDER_METHOD_COLUMNS, ['sales']),
    provider: { label: 'masterFiles.salesColumns.provider', choices: { values: PAYMENT_PROVIDERS, labels: 'masterFiles.providers' } },
    share_percent: { label: 'masterFiles.salesColumns.share_percent', bar: true },
  },
  toolbar,
});

export const ordersByItem = masterFile({
  key: 'ordersByItem',
  endpoints: { list: routes.listOrdersByItem },
  columns: ORDER_ITEM_COLUMNS,
  shown: ['name', 'kind', 'quantity', 'orders', 'sales'],
  named: 'name',
  columnOverrides: { ...labelled(ORDER_ITEM_COLUMNS, ['sales']), kind: { label: 'masterFiles.salesColumns.kind', choices: { values: SELLABLE_KINDS, labels: 'masterFiles.sellableKinds' } } },
  toolbar,
});
