import { message } from '@lm/shared';
import type * as z from 'zod';
import { issuesOf } from '../../../lib/form-messages';
import type { FieldDef } from './fields';

// The schema's and the server's messages by field path are the web's (editors outside the back office read them too).
export { issuesOf, serverFieldsOf } from '../../../lib/form-messages';

/** One row of a `rows` field: text per column, a flag for a checkbox column. */
export type RowValue = Record<string, string | boolean>;
/** What a `custom` field's editor holds: the value as the schema takes it. */
export interface EditedValue {
  readonly edited: unknown;
}
/**
 * What the form holds: text for most inputs (a `list` as its comma text, money as baht), a flag
 * for checkboxes, the ticked ids of `choices`, the rows of `rows`, a custom editor's value.
 */
export type FormValue = string | boolean | string[] | RowValue[] | EditedValue;
export type FormValues = Record<string, FormValue>;
/** One message per field; `''` names problems no field of the form shows. */
export type FieldErrors = Record<string, string>;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => String(item)) : []);
const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Satang as the baht an administrator reads and types: 259000 → "2590.00". */
export const bahtOf = (satang: unknown): string => (typeof satang === 'number' && Number.isFinite(satang) ? (satang / 100).toFixed(2) : asText(satang));

/** Baht as typed ("2,590.5") as integer satang; text that is no amount stays text, for the schema to name. */
export function satangOf(baht: string): number | string {
  const plain = baht.trim().replace(/,/g, '').replace(/^฿/, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : baht.trim();
}

/** A number as the schema takes it; text that is no number stays text, for the schema to name. */
function numberOf(text: string): number | string {
  const number = Number(text.trim());
  return Number.isNaN(number) ? text.trim() : number;
}

/**
 * The fields as the form's values make them: a number that is money while another field holds a
 * value (`moneyWhen`: a discount of the kind `amount`) is money then.
 */
export function effectiveFields(fields: readonly FieldDef[], values: Record<string, unknown>): FieldDef[] {
  return fields.map((field) => (field.moneyWhen && values[field.moneyWhen.field] === field.moneyWhen.value ? { ...field, kind: 'money' } : field));
}

/** The fields the form's values show: one `shownWhen` another field holds one of its values. */
export function shownFields(fields: readonly FieldDef[], values: Record<string, unknown>): FieldDef[] {
  return fields.filter((field) => !field.shownWhen || field.shownWhen.values.includes(String(values[field.shownWhen.field] ?? '')));
}

/** A custom editor's value out of what the form holds. */
export const editedOf = (value: FormValue | undefined): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value.edited : undefined);

/** The value a field shows for what a record (or the field's `initial`) holds. */
function valueOf(field: FieldDef, value: unknown): FormValue {
  switch (field.kind) {
    case 'custom':
      return { edited: value };
    case 'checkbox':
      return value === true || value === 'true';
    case 'money':
      return bahtOf(value);
    case 'list':
      return texts(value).join(', ');
    case 'choices':
      return texts(value);
    case 'rows': {
      const columns = field.columns ?? [];
      return (Array.isArray(value) ? value : []).map((row) =>
        Object.fromEntries(columns.map((column) => [column.name, valueOf(column, (row as Record<string, unknown> | null)?.[column.name] ?? column.initial) as string | boolean])),
      );
    }
    default:
      return asText(value);
  }
}

/** The form's starting values: the schema's defaults for a new record, the record's for an edit. */
export function valuesOf(fields: readonly FieldDef[], record?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  const source = record ?? Object.fromEntries(fields.map((field) => [field.name, field.initial]));
  for (const field of effectiveFields(fields, source)) values[field.name] = valueOf(field, record ? record[field.name] : field.initial);
  return values;
}

/** A new, empty row of a rows field. */
export const emptyRow = (field: FieldDef): RowValue => Object.fromEntries((field.columns ?? []).map((column) => [column.name, valueOf(column, column.initial) as string | boolean]));

/** The record's fields the schema takes, so an edit keeps the ones the form does not show. */
export function baseOf(schema: z.ZodObject, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).filter((key) => key in record).map((key) => [key, record[key]]));
}

const isBlank = (row: RowValue, columns: readonly FieldDef[]) => columns.every((column) => column.kind === 'checkbox' || asText(row[column.name]).trim() === '');

/** A field's value as the schema takes it. */
function payloadValue(field: FieldDef, value: FormValue | undefined): unknown {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'custom':
      return editedOf(value);
    case 'checkbox':
      return value === true;
    // Empty is null when it may be null, and missing otherwise (so the schema says it is required rather than reading it as 0).
    case 'number':
      return text.trim() === '' ? (field.nullable ? null : undefined) : numberOf(text);
    case 'money':
      return text.trim() === '' ? (field.nullable ? null : undefined) : satangOf(text);
    // An unchosen option or an empty date is missing: the schema's default or its "required" applies.
    case 'select':
    case 'date':
      return text === '' ? undefined : text;
    case 'list':
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    case 'choices':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    case 'rows': {
      const columns = field.columns ?? [];
      return (Array.isArray(value) ? (value as RowValue[]) : [])
        .filter((row) => typeof row === 'object' && !isBlank(row, columns))
        .map((row) => Object.fromEntries(columns.map((column) => [column.name, payloadValue(column, typeof row[column.name] === 'string' ? (row[column.name] as string).trim() : row[column.name])])));
    }
    default:
      return text;
  }
}

/**
 * The body the shared schema checks: each field's value as the schema takes it (lists as lists,
 * money as satang, rows left wholly empty dropped), over the record's other fields for an edit;
 * a field the values hide is left out (a true-or-false question sends no choices).
 */
export function payloadOf(fields: readonly FieldDef[], values: FormValues, base: Record<string, unknown> = {}): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...base };
  const shown = shownFields(effectiveFields(fields, values), values);
  for (const field of fields) if (!shown.some((one) => one.name === field.name)) delete payload[field.name];
  for (const field of shown) {
    const value = payloadValue(field, values[field.name]);
    if (field.kind === 'custom' && value === undefined) delete payload[field.name];
    else payload[field.name] = value;
  }
  return payload;
}

/** One message per field from the issues under `prefix` (`modules.2.data`); a message about one row of a list says which. */
export function errorsAt(issues: Record<string, readonly string[]>, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const start = prefix ? `${prefix}.` : '';
  for (const [path, messages] of Object.entries(issues)) {
    if (!path.startsWith(start) && path !== prefix) continue;
    const [name = '', row] = path.slice(start.length).split('.');
    const message = messages[0];
    if (!message || errors[name]) continue;
    errors[name] = row !== undefined && /^\d+$/.test(row) ? `${Number(row) + 1}: ${message}` : message;
  }
  return errors;
}

/**
 * One message per field of the form, keyed by the field's name (one about a row says which); what
 * no field shows goes under `''`, naming its path. A custom field also keeps each message about
 * what it holds under the message's whole path (`choices.1.text`), for its editor to show in place.
 */
export function errorsOf(issues: Record<string, readonly string[]>, fields: readonly FieldDef[]): FieldErrors {
  const names = new Set(fields.map((field) => field.name));
  const custom = new Set(fields.filter((field) => field.kind === 'custom').map((field) => field.name));
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(issues)) {
    const [name = '', row] = path.split('.');
    const key = names.has(name) ? name : '';
    const message = messages[0];
    if (message && custom.has(name)) {
      if (path !== name) errors[path] ??= message;
      // The field's own message, ahead of those about what it holds.
      else errors[name] = message;
      errors[name] ??= message;
      continue;
    }
    if (!message || errors[key]) continue;
    if (!key) errors[key] = `${path}: ${message}`;
    else errors[key] = row !== undefined && /^\d+$/.test(row) ? `${Number(row) + 1}: ${message}` : message;
  }
  return errors;
}

/**
 * A money field's message in baht: the schema speaks of satang, which the administrator never
 * types; an empty amount is missing, text that is no amount is named as such.
 */
function moneyMessage(field: FieldDef, value: unknown): string | undefined {
  if (field.kind !== 'money') return undefined;
  if (value === undefined) return message('required', { label: field.name });
  return typeof value === 'string' ? message('notBaht', { label: field.name }) : undefined;
}

/** The baht message of the money input at an issue's path: a field (`price`) or a row's cell (`bands.0.fee`). */
function moneyMessageAt(path: string, fields: readonly FieldDef[], payload: Record<string, unknown>): string | undefined {
  const [name, row, cell] = path.split('.');
  const field = fields.find((one) => one.name === name);
  if (!field || !name) return undefined;
  if (row === undefined) return moneyMessage(field, payload[name]);
  const column = field.kind === 'rows' && cell !== undefined ? field.columns?.find((one) => one.name === cell) : undefined;
  const rows = payload[name];
  return column && Array.isArray(rows) ? moneyMessage(column, (rows[Number(row)] as Record<string, unknown> | undefined)?.[column.name]) : undefined;
}

/** Validates with the shared schema, as the API will. */
export function validateWith<S extends z.ZodType>(schema: S, fields: readonly FieldDef[], payload: Record<string, unknown>): { data: z.output<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(payload);
  if (result.success) return { data: result.data };
  const issues = issuesOf(result.error);
  for (const path of Object.keys(issues)) {
    const money = moneyMessageAt(path, effectiveFields(fields, payload), payload);
    if (money) issues[path] = [money];
  }
  return { errors: errorsOf(issues, fields) };
}
