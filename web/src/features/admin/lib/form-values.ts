import type * as z from 'zod';
import type { FieldDef } from '../types';

/** What the form holds: text for every input, a flag for checkboxes. */
export type FormValues = Record<string, string | boolean>;
/** One message per field; `''` names problems no field of the form shows. */
export type FieldErrors = Record<string, string>;

/** The form's starting values: empty for a new record, the record's for an edit. */
export function valuesOf(fields: readonly FieldDef[], record?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record ? record[field.name] : field.initial;
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The record's fields the schema takes, so an edit keeps the ones the form does not show. */
export function baseOf(schema: z.ZodObject, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).filter((key) => key in record).map((key) => [key, record[key]]));
}

/**
 * The payload the shared schema checks: an empty number field is null when it
 * may be null, and missing otherwise (so the schema says it is required rather
 * than reading it as 0); an unchosen select is missing too.
 */
export function payloadOf(fields: readonly FieldDef[], values: FormValues, base: Record<string, unknown> = {}): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...base };
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') payload[field.name] = value === true;
    else if (field.kind === 'number' && String(value ?? '').trim() === '') payload[field.name] = field.nullable ? null : undefined;
    // An unchosen option is missing: the schema's default or its "required" applies.
    else if (field.kind === 'select' && value === '') payload[field.name] = undefined;
    else payload[field.name] = typeof value === 'string' ? value : '';
  }
  return payload;
}

/** The first message per field, keyed by the top-level field name. */
export function errorsOf(fields: Record<string, readonly string[]>, known: readonly FieldDef[]): FieldErrors {
  const names = new Set(known.map((field) => field.name));
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const name = path.split('.')[0] ?? '';
    const key = names.has(name) ? name : '';
    const message = messages[0];
    if (message && !errors[key]) errors[key] = key ? message : `${path}: ${message}`;
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
