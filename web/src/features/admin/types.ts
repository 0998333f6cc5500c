import type { HttpMethod, TableColumn } from '@lm/shared';
import type * as z from 'zod';
import type { Row } from './stores/table';

/** A column of the shared column list, with its label (an i18n key) and whether the table shows it. */
export interface ColumnDef extends TableColumn {
  label: string;
  visible: boolean;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'checkbox';

/** Where a select takes its options from: a fixed list, or a category list endpoint. */
export type FieldOptions = { values: readonly string[]; labels: string } | { categories: 'course' | 'product' };

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
  /** The value of a new record's field. */
  initial?: string | boolean;
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
  /** The `type` the delete endpoint takes. */
  deleteType: 'course' | 'product';
  columns: readonly ColumnDef[];
  schema: z.ZodObject;
  fields: readonly FieldDef[];
  /** How a row is named in accessible labels ("Select Data science"). */
  rowLabel(row: Row): string;
}
