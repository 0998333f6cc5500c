import { SERIAL_NUMBER_COLUMNS, serialNumberUpdate, routes } from '@lm/shared';
import { masterFile } from './define';

const WORDS = 'masterFiles.serialNumbers';
const LABEL = (key: string) => ({ label: `${WORDS}.columns.${key}` });

/**
 * Serial numbers (../shared/SPEC.md §2 "Admin", decision 0061): codes giving a course, made in
 * batches from the toolbar (which offers the batch's codes as CSV), changed one by one, deleted
 * while unused.
 */
export const serialNumbers = masterFile({
  key: 'serialNumbers',
  endpoints: { list: routes.listSerialNumbers, get: routes.getSerialNumber, update: routes.updateSerialNumber, remove: routes.deleteSerialNumbers },
  json: true,
  columns: SERIAL_NUMBER_COLUMNS,
  shown: ['code', 'course_id', 'batch', 'redeem_until', 'active', 'redeemed_email', 'redeemed_at'],
  named: 'code',
  columnOverrides: {
    ...Object.fromEntries(['code', 'batch', 'redeem_until', 'access_months', 'active', 'redeemed_email', 'redeemed_at'].map((key) => [key, LABEL(key)])),
    course_id: { ...LABEL('course_id'), picks: { records: 'courses' } },
  },
  schema: serialNumberUpdate,
  fields: ['batch', 'redeem_until', 'access_months', 'active'],
  overrides: {
    batch: { label: `${WORDS}.columns.batch`, hint: `${WORDS}.hints.batch` },
    redeem_until: { kind: 'date', label: `${WORDS}.columns.redeem_until`, hint: `${WORDS}.hints.redeemUntil` },
    access_months: { label: `${WORDS}.columns.access_months`, hint: `${WORDS}.hints.accessMonths` },
    active: { label: `${WORDS}.columns.active`, hint: `${WORDS}.hints.active` },
  },
  toolbar: () => import('../components/serial-batch-toolbar'),
});
