import type * as z from 'zod';
import type { FieldDef } from '../types';

/** One row of a `rows` field: text per column. */
export type RowValue = Record<string, string>;
/**
 * What the form holds: text for most inputs (a `list` as its comma text), a flag for
 * checkboxes, the ticked ids of `choices`, the rows of `rows`.
 */
export type FormValue = string | boolean | string[] | RowValue[];
export type FormValues = Record<string, FormValue>;
/** One message per field; `''` names problems no field of the form shows. */
export type FieldErrors = Record<string, string>;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => String(item)) : []);

/** The value a field shows for what a record (or the field's `initial`) holds. */
function valueOf(field: FieldDef, value: unknown): FormValue {
  switch (field.kind) {
    case 'checkbox':
      return value === true;
    case 'list':
      return texts(value).join(', ');
    case 'choices':
      return texts(value);
    case 'rows':
      return Array.isArray(value)
        ? value.map((row) => Object.fromEntries((field.columns ?? []).map((column) => [column.name, String((row as Record<string, unknown>)?.[column.name] ?? '')])))
        : [];
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** The form's starting values: empty for a new record, the record's for an edit. */
export function valuesOf(fields: readonly FieldDef[], record?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = valueOf(field, record ? record[field.name] : field.initial);
  return values;
}

/** The record's fields the schema takes, so an edit keeps the ones the form does not show. */
export function baseOf(schema: z.ZodObject, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).filter((key) => key in record).map((key) => [key, record[key]]));
}

const asText = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');

/** A field's value as the schema takes it. */
function payloadValue(field: FieldDef, value: FormValue | undefined): unknown {
  switch (field.kind) {
    case 'checkbox':
      return value === true;
    case 'number':
      // Empty is null when it may be null, and missing otherwise (so the schema says it is required rather than reading it as 0).
      return asText(value).trim() === '' ? (field.nullable ? null : undefined) : asText(value);
    // An unchosen option or an empty date is missing: the schema's default or its "required" applies.
    case 'select':
    case 'date':
      return asText(value) === '' ? undefined : asText(value);
    case 'list':
      return asText(value)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    case 'choices':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    case 'rows':
      return (Array.isArray(value) ? (value as RowValue[]) : [])
        .filter((row) => typeof row === 'object' && Object.values(row).some((cell) => cell.trim() !== ''))
        .map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, cell.trim()])));
    default:
      return asText(value);
  }
}

/**
 * The payload the shared schema checks: each field's value as the schema takes it (lists as
 * lists, rows left wholly empty dropped), over the record's other fields for an edit.
 */
export function payloadOf(fields: readonly FieldDef[], values: FormValues, base: Record<string, unknown> = {}): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...base };
  for (const field of fields) payload[field.name] = payloadValue(field, values[field.name]);
  return payload;
}

/**
 * The first message per field, keyed by the top-level field name; a message about one item
 * of a list field says which (`images.1.src` → "2: …").
 */
export function errorsOf(fields: Record<string, readonly string[]>, known: readonly FieldDef[]): FieldErrors {
  const names = new Set(known.map((field) => field.name));
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const [name = '', index] = path.split('.');
    const key = names.has(name) ? name : '';
    const message = messages[0];
    if (!message || errors[key]) continue;
    if (!key) errors[key] = `${path}: ${message}`;
    else errors[key] = index !== undefined && /^\d+$/.test(index) ? `${Number(index) + 1}: ${message}` : message;
  }
  return errors;
}

/** Validates with the shared schema, as the API will. */
export function validateWith<S extends z.ZodObject>(
  schema: S,
  fields: readonly FieldDef[],
  payload: Record<string, unknown>,
): { data: z.output<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(payload);
  if (result.success) return { data: result.data };
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return { errors: errorsOf(byPath, fields) };
}

/** The `fields` of a 400 answer (SPEC §8 error body), if any. */
export function serverFieldsOf(body: unknown): Record<string, string[]> | undefined {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : [String(value)]]),
  );
}
