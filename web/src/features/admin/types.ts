import type { CATALOG_CATEGORY_TYPES, CATEGORY_TYPES, HttpMethod, TableColumn } from '@lm/shared';
import type * as z from 'zod';
import type { Row } from './stores/table';

/** The five kinds of category (course, product, article, review, gallery). */
export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** The kinds whose delete endpoint takes a `type`. */
export type CatalogCategoryType = (typeof CATALOG_CATEGORY_TYPES)[number];

/** A column of the shared column list, with its label (an i18n key) and whether the table shows it. */
export interface ColumnDef extends TableColumn {
  label: string;
  visible: boolean;
}

/**
 * How a field is entered: `date` is YYYY-MM-DD; `list` is a comma list of words (a list of
 * strings); `choices` ticks any number of records or fixed values; `rows` repeats a small group of text inputs
 * (a list of objects, such as a gallery's images).
 */
export type FieldKind = 'text' | 'password' | 'textarea' | 'number' | 'select' | 'checkbox' | 'date' | 'list' | 'choices' | 'rows';

/** The admin tables a select or a `choices` field can offer records of. */
export type RecordSource = 'courses' | 'products' | 'userRoles' | 'userGroups';

/**
 * Where a select (or `choices`) takes its options from: a fixed list, a category list
 * endpoint of any kind, or the records of an admin table.
 */
export type FieldOptions = { values: readonly string[]; labels: string } | { categories: CategoryType } | { records: RecordSource };

/** One text input of a `rows` field: the key in each row object and its label (an i18n key). */
export interface RowColumn {
  name: string;
  label: string;
}

/** A field of a create and edit form; the shared zod schema validates what it collects. */
export interface FieldDef {
  /** The schema's key. */
  name: string;
  kind: FieldKind;
  /** i18n key. */
  label: string;
  /** i18n key of a hint shown under the field. */
  hint?: string;
  /** Numbers only: an empty field means null rather than "missing". */
  nullable?: boolean;
  options?: FieldOptions;
  /** The inputs of each row of a `rows` field. */
  columns?: readonly RowColumn[];
  /** The value of a new record's field. */
  initial?: string | boolean;
  /** Selects of records: i18n key of the empty choice when it means something ("Full administrator"); "Choose…" otherwise. */
  empty?: string;
}

/** A form's schema and fields. */
export interface FormDef {
  schema: z.ZodObject;
  fields: readonly FieldDef[];
}

/** An endpoint of the shared route table: its method and its path with `{param}` placeholders. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
}

/**
 * Everything the generic screen needs to show one master file: its endpoints
 * (from the shared route table), columns, schema and form fields.
 */
export interface MasterFile {
  /** Unique; names the table's store. */
  key: string;
  /** i18n keys: the plural title and the singular item name. */
  title: string;
  item: string;
  endpoints: { list: Endpoint; get: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint };
  /** Values for the endpoints' path parameters other than `id` (the category kind). */
  params?: Record<string, string>;
  /**
   * The `type` the delete endpoint takes, when it takes one: courses and products share
   * /api/courses/delete and their categories /api/category/delete (SPEC §7); the other
   * deletes take only `{ids}`.
   */
  deleteType?: CatalogCategoryType;
  columns: readonly ColumnDef[];
  schema: z.ZodObject;
  fields: readonly FieldDef[];
  /**
   * The edit form, when it is not the create form: an account's username is set once and its
   * password is only replaced when a new one is typed.
   */
  update?: FormDef;
  /** How a row is named in accessible labels ("Select Data science"). */
  rowLabel(row: Row): string;
}
