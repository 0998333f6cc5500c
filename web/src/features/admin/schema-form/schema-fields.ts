import type * as z from 'zod';

/**
 * The inputs a form shows for a shared zod object schema (a module's data, a settings group),
 * worked out from the schema itself, so a new field in a shape needs no form code.
 */
export type ScalarSpec =
  | { kind: 'text'; name: string; long: boolean }
  | { kind: 'number'; name: string; integer: boolean; min?: number; max?: number }
  | { kind: 'checkbox'; name: string }
  | { kind: 'select'; name: string; options: readonly string[] };
/** `list` is a list of words entered as a comma list; `rows` a list of small objects, one row each. */
export type FieldSpec = ScalarSpec | { kind: 'list'; name: string } | { kind: 'rows'; name: string; columns: readonly ScalarSpec[] };

/** What a form holds: text for text, numbers and lists, a flag for checkboxes, rows for rows. */
export type RowValues = Record<string, string | boolean>;
export type FieldValue = string | boolean | RowValues[];
export type FieldValues = Record<string, FieldValue>;

/** Fields whose text runs to paragraphs get a text area. */
const LONG_TEXT = new Set(['body', 'html', 'address', 'stylesheet', 'meta_description', 'description']);

interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  out?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The schema under defaults, optionals and preprocessing, with the default it carries. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; fallback?: unknown } {
  let current = schema;
  let fallback: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'default' && def.innerType) {
      fallback ??= typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType;
    } else if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.out && defOf(def.out).type !== 'transform') current = def.out;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { schema: current, fallback };
  }
}

function scalarOf(name: string, schema: z.ZodType): ScalarSpec | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { kind: 'text', name, long: LONG_TEXT.has(name) };
    case 'number': {
      const number = schema as unknown as { isInt: boolean; minValue: number | null; maxValue: number | null };
      const finite = (value: number | null) => (value !== null && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);
      return { kind: 'number', name, integer: number.isInt, min: finite(number.minValue), max: finite(number.maxValue) };
    }
    case 'boolean':
      return { kind: 'checkbox', name };
    // The form-data flag: a boolean, or its text.
    case 'union':
      return def.options?.some((option) => defOf(option).type === 'boolean') ? { kind: 'checkbox', name } : undefined;
    case 'enum':
      return { kind: 'select', name, options: Object.values(def.entries ?? {}) };
    default:
      return undefined;
  }
}

/** The fields of an object schema, in its order; fields of a shape no input can hold are left out. */
export function specsOf(schema: z.ZodType): FieldSpec[] {
  const shape = defOf(unwrap(schema).schema).shape ?? {};
  const specs: FieldSpec[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const inner = unwrap(field).schema;
    const def = defOf(inner);
    if (def.type === 'array' && def.element) {
      const element = unwrap(def.element).schema;
      const elementDef = defOf(element);
      if (elementDef.type === 'string') specs.push({ kind: 'list', name });
      else if (elementDef.type === 'object') {
        const columns = Object.entries(elementDef.shape ?? {})
          .map(([column, schemaOfColumn]) => scalarOf(column, unwrap(schemaOfColumn).schema))
          .filter((column): column is ScalarSpec => column !== undefined);
        specs.push({ kind: 'rows', name, columns });
      }
      continue;
    }
    const scalar = scalarOf(name, inner);
    if (scalar) specs.push(scalar);
  }
  return specs;
}

/** The defaults an object schema gives each field. */
function defaultsOf(schema: z.ZodType): Record<string, unknown> {
  const shape = defOf(unwrap(schema).schema).shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, unwrap(field).fallback]));
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function scalarValue(spec: ScalarSpec, value: unknown): string | boolean {
  if (spec.kind === 'checkbox') return value === true;
  if (spec.kind === 'select') return asText(value ?? spec.options[0]);
  return asText(value);
}

/** What the form shows: the data given, or the schema's defaults for a new one. */
export function valuesOf(schema: z.ZodType, specs: readonly FieldSpec[], data?: unknown): FieldValues {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : defaultsOf(schema);
  const values: FieldValues = {};
  for (const spec of specs) {
    const value = source[spec.name];
    if (spec.kind === 'list') values[spec.name] = Array.isArray(value) ? value.map(String).join(', ') : '';
    else if (spec.kind === 'rows') {
      values[spec.name] = (Array.isArray(value) ? value : []).map((row) =>
        Object.fromEntries(spec.columns.map((column) => [column.name, scalarValue(column, (row as Record<string, unknown> | null)?.[column.name])])),
      );
    } else values[spec.name] = scalarValue(spec, value);
  }
  return values;
}

/** A new, empty row of a rows field. */
export const emptyRow = (columns: readonly ScalarSpec[]): RowValues => Object.fromEntries(columns.map((column) => [column.name, scalarValue(column, undefined)]));

/** A number as the schema takes it: empty is missing (the default or "required" applies), text that is no number stays text. */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isNaN(number) ? trimmed : number;
}

function scalarData(spec: ScalarSpec, value: FieldValue | undefined): unknown {
  if (spec.kind === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (spec.kind === 'number') return numberOf(text);
  return text;
}

const isBlank = (row: RowValues, columns: readonly ScalarSpec[]) =>
  columns.every((column) => column.kind === 'checkbox' || String(row[column.name] ?? '').trim() === '');

/** The data the schema checks: comma lists split, numbers as numbers, rows left wholly empty dropped. */
export function dataOf(specs: readonly FieldSpec[], values: FieldValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.name];
    if (spec.kind === 'list') {
      data[spec.name] = (typeof value === 'string' ? value : '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (spec.kind === 'rows') {
      const rows = Array.isArray(value) ? value : [];
      data[spec.name] = rows
        .filter((row) => !isBlank(row, spec.columns))
        .map((row) => Object.fromEntries(spec.columns.map((column) => [column.name, scalarData(column, row[column.name])])));
    } else data[spec.name] = scalarData(spec, value);
  }
  return data;
}

/** One message per field from issues under `prefix` (`modules.2.data`); a message about a row says which. */
export function fieldErrorsOf(issues: Record<string, readonly string[]>, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
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

/** Zod issues as `{path: [messages]}`, the shape of the API's 400 `fields`. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return fields;
}
