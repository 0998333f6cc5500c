import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { FormValues } from './values';

/**
 * How a field is entered: `textarea` for paragraphs; `money` is baht with two decimals on screen
 * and integer satang in the body; `date` is YYYY-MM-DD; `list` a comma list of words (a list of
 * strings); `choices` ticks any number of records or fixed values; `rows` repeats a small group
 * of inputs (a list of objects, such as a gallery's images or a menu's items); `custom` is drawn
 * by the field's own `editor`, for a value no other kind holds (a text in Thai and English, a
 * question's choices with their correct flags, a quiz's settings).
 */
export type FieldKind = 'text' | 'password' | 'textarea' | 'number' | 'money' | 'select' | 'checkbox' | 'date' | 'list' | 'choices' | 'rows' | 'custom';

/** The five kinds of category (course, product, article, review, gallery). */
export type CategoryKind = 'course' | 'product' | 'article' | 'review' | 'gallery';
/** The admin tables a select or a `choices` field can offer records of. */
export type RecordSource = 'courses' | 'products' | 'userRoles' | 'userGroups' | 'videos' | 'videoCategories' | 'images' | 'quizCategories' | 'quizQuestions' | 'quizzes' | 'homeworkCategories' | 'homework' | 'instructorProfiles' | 'instructorAccounts' | 'studentAccounts' | 'liveClasses' | 'branches';

/**
 * Where a select (or `choices`) takes its options from: fixed values (labelled by the i18n keys
 * under `labels`), a category list endpoint of any kind, or the records of an admin table.
 */
export type FieldOptions = { values: readonly string[]; labels: string } | { categories: CategoryKind } | { records: RecordSource };

/**
 * What a `custom` field's editor is given: the value as the schema takes it (undefined for a new
 * record the schema gives no default), the form's other values (a question's choices follow its
 * kind), the field's own message and those about what it holds by their path under the field
 * (`1.text` for `choices.1.text`), each in the form's words.
 */
export interface CustomInputProps {
  field: FieldDef;
  value: unknown;
  values: FormValues;
  error?: string | undefined;
  errors: Readonly<Record<string, string>>;
  onChange(value: unknown): void;
}

/** A field of a form: what the shared zod schema says of it, with the overrides a form gives. */
export interface FieldDef {
  /** The schema's key. */
  name: string;
  kind: FieldKind;
  /** i18n key. */
  label: string;
  /** i18n key of a hint shown under the field. */
  hint?: string;
  /** Numbers and money: an empty field means null rather than "missing". */
  nullable?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  options?: FieldOptions;
  /** The inputs of each row of a `rows` field. */
  columns?: readonly FieldDef[];
  /** A new record's value (the schema's default). */
  initial?: unknown;
  /** Selects of records: i18n key of the empty choice when it means something ("Full administrator"); "Choose…" otherwise. */
  empty?: string;
  /** A number that is money (baht typed, satang sent) while another field holds a value: a discount of the kind `amount`. */
  moneyWhen?: { field: string; value: string };
  /** A select's options by another field's value (an announcement's audience: its user groups, or the students). */
  optionsWhen?: { field: string; options: Readonly<Record<string, FieldOptions>> };
  /** Shown, and sent, only while another field holds one of the values (a question's choices: single or multiple). */
  shownWhen?: { field: string; values: readonly string[] };
  /** Draws a `custom` field. */
  editor?: ComponentType<CustomInputProps>;
}

/**
 * What a form changes of a field the schema describes; `optionLabels` names the i18n keys of its
 * fixed options' words, and `columnOverrides` changes the inputs of each row of a `rows` field by
 * name (a weight band's fee is money).
 */
export type FieldOverride = Partial<Omit<FieldDef, 'name'>> & { optionLabels?: string; columnOverrides?: Readonly<Record<string, FieldOverride>> };

export interface FieldsOptions {
  /** i18n namespace of the labels: `masterFiles.fields` gives `masterFiles.fields.title`. */
  labels: string;
  /** i18n namespace of fixed options' labels (`masterFiles.statuses`); by default the labels' `options`. */
  optionLabels?: string;
  /** The fields shown, in order; by default all the schema's fields an input can hold. */
  only?: readonly string[];
  overrides?: Readonly<Record<string, FieldOverride>>;
}

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

/** Fields whose text runs to paragraphs get a text area. */
const LONG_TEXT = new Set(['body', 'html', 'address', 'stylesheet', 'meta_description', 'description', 'description_th', 'description_en', 'bio']);

/** The schema under defaults, optionals and preprocessing, with the default it carries and whether it takes null. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; fallback?: unknown; nullable: boolean } {
  let current = schema;
  let fallback: unknown;
  let nullable = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'default' && def.innerType) {
      fallback ??= typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType;
    } else if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      nullable ||= def.type === 'nullable';
      current = def.innerType;
    } else if (def.type === 'pipe' && def.out && defOf(def.out).type !== 'transform') current = def.out;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { schema: current, fallback, nullable };
  }
}

type Derived = Omit<FieldDef, 'label'>;

function scalarOf(name: string, schema: z.ZodType, optionLabels: string): Derived | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { name, kind: LONG_TEXT.has(name) ? 'textarea' : 'text' };
    case 'number': {
      const number = schema as unknown as { isInt: boolean; minValue: number | null; maxValue: number | null };
      const finite = (value: number | null) => (value !== null && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);
      return { name, kind: 'number', integer: number.isInt, min: finite(number.minValue), max: finite(number.maxValue) };
    }
    case 'boolean':
      return { name, kind: 'checkbox' };
    // The form-data flag: a boolean, or its text.
    case 'union':
      return def.options?.some((option) => defOf(option).type === 'boolean') ? { name, kind: 'checkbox' } : undefined;
    case 'enum':
      return { name, kind: 'select', options: { values: Object.values(def.entries ?? {}), labels: optionLabels } };
    default:
      return undefined;
  }
}

/** A field as its schema describes it: the input that holds its type, its default, whether it takes null. */
function derive(name: string, field: z.ZodType, options: Required<Pick<FieldsOptions, 'labels' | 'optionLabels'>>): Derived | undefined {
  const { schema, fallback, nullable } = unwrap(field);
  const def = defOf(schema);
  let derived: Derived | undefined;
  if (def.type === 'array' && def.element) {
    const element = unwrap(def.element).schema;
    const elementDef = defOf(element);
    if (elementDef.type === 'string' || elementDef.type === 'enum') derived = { name, kind: 'list' };
    else if (elementDef.type === 'object') {
      const columns = Object.entries(elementDef.shape ?? {})
        .map(([column, schemaOfColumn]) => derive(column, schemaOfColumn, options))
        .filter((column): column is Derived => column !== undefined && column.kind !== 'list' && column.kind !== 'rows')
        .map((column) => ({ ...column, kind: column.kind === 'textarea' ? ('text' as const) : column.kind, label: `${options.labels}.${column.name}` }));
      derived = { name, kind: 'rows', columns };
    }
  } else derived = scalarOf(name, schema, options.optionLabels);
  if (!derived) return undefined;
  return { ...derived, ...(nullable ? { nullable } : {}), ...(fallback !== undefined ? { initial: fallback } : {}) };
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => defOf(unwrap(schema).schema).shape ?? {};

/** A field with a form's override over what its schema says. */
function overridden(field: FieldDef, override: FieldOverride = {}): FieldDef {
  const { optionLabels, columnOverrides, ...rest } = override;
  const fixed = field.options && 'values' in field.options && optionLabels ? { options: { values: field.options.values, labels: optionLabels } } : {};
  const columns = field.columns && columnOverrides ? { columns: field.columns.map((column) => overridden(column, columnOverrides[column.name])) } : {};
  const merged: FieldDef = { ...field, ...fixed, ...columns, ...rest, name: field.name };
  // A custom editor draws what the field holds itself: no rows or options of the schema's.
  if (merged.kind === 'custom') {
    delete merged.columns;
    delete merged.options;
  }
  return merged;
}

/**
 * The fields of a form, built from the shared zod object schema the API checks the body with:
 * each field's input follows its type (text, number, flag, one of a list, a list of words, rows),
 * its default and whether it takes null; a form names which fields it shows and overrides what the
 * schema cannot say (a label, a hint, money, a password, where a select's options come from).
 */
export function fieldsOf(schema: z.ZodType, options: FieldsOptions): FieldDef[] {
  const shape = shapeOf(schema);
  const names = options.only ?? Object.keys(shape);
  const namespaces = { labels: options.labels, optionLabels: options.optionLabels ?? `${options.labels}.options` };
  const fields: FieldDef[] = [];
  for (const name of names) {
    const field = shape[name];
    if (!field) throw new Error(`The schema has no field ${name}.`);
    const derived = derive(name, field, namespaces);
    const override = options.overrides?.[name];
    // A field the schema shapes by hand (a phone number's pattern and cleaning) is text, when the form asks for it.
    if (!derived && !override?.kind && !options.only) continue;
    fields.push(overridden({ kind: 'text', ...derived, label: `${options.labels}.${name}`, name }, override));
  }
  return fields;
}

/** `category_ids` → "Category ids", for a field without words of its own. */
export const humanise = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());

/** A schema's message in the words of the form (the web's, shared with the editors outside the back office). */
export { withLabels } from '../../../lib/form-messages';
