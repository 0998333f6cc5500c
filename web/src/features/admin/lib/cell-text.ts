import type { TFunction } from 'i18next';
import { bahtOf } from '../form/values';
import type { FieldDef } from '../form/fields';
import type { Row } from '../stores/table';
import type { ColumnDef } from '../types';

// A file's size is worded alike everywhere (the upload panels outside the back office too).
export { byteText } from '../../../lib/byte-text';

/** Satang as the table shows it: 259000 → "฿2,590.00". */
export const bahtText = (satang: unknown) => `฿${Number(bahtOf(satang)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const BANGKOK_STAMP = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A stored time as the back office shows it, on Bangkok's clock as the storefront does:
 * 2026-01-10T03:02:00.000Z → "2026-01-10 10:02". A date without a time is shown as it is.
 */
export function stampText(value: unknown): string {
  const text = String(value);
  const time = text.includes('T') ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? text : BANGKOK_STAMP.format(time);
}

/** What a cell of the admin table shows for a row's value in a column. */
export function cellText(row: Row, column: ColumnDef, t: TFunction, fields: readonly FieldDef[]): string {
  if (column.textOf) return column.textOf(row) || '—';
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '—';
  if (column.type === 'boolean') return t(value === true || value === 'true' ? 'masterFiles.table.yes' : 'masterFiles.table.no');
  const field = fields.find((one) => one.name === column.key);
  const unit = column.unitBy?.units[String(row[column.unitBy.column])];
  // Money is kept in satang and shown in baht.
  if (column.money || field?.kind === 'money' || unit === 'money') return bahtText(value);
  if (unit === 'percent') return `${Number(value).toLocaleString('en-US')}%`;
  if (column.type === 'number') return Number(value).toLocaleString('en-US');
  // A column of fixed choices (status, audience, discount kind) shows the choice's words.
  const options = column.choices ?? field?.options;
  if (options && 'values' in options) return t(`${options.labels}.${String(value)}`, { defaultValue: String(value) });
  if (column.key.endsWith('_at') || column.key.endsWith('_until')) return stampText(value);
  return String(value);
}
