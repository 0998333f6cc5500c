import type { CATALOG_CATEGORY_TYPES, CATEGORY_TYPES, RouteRef, TableColumn } from '@lm/shared';
import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { Store } from '../../lib/store';
import type { FieldDef, FieldOptions } from './form/fields';
import type { Row, TableState } from './stores/table';

/** The five kinds of category (course, product, article, review, gallery). */
export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** The kinds whose delete endpoint takes a `type`. */
export type CatalogCategoryType = (typeof CATALOG_CATEGORY_TYPES)[number];

/** A column of the shared column list, with its label (an i18n key) and whether the table shows it. */
export interface ColumnDef extends TableColumn {
  label: string;
  visible: boolean;
  /** Kept in satang, shown and filtered in baht. */
  money?: boolean;
  /**
   * A number whose unit another column of its row names (a discount: percent, or satang shown in
   * baht): that column, and the unit each of its values gives.
   */
  unitBy?: ColumnUnits;
  /** A column of fixed values no form field lists (an order's status): shown, and filtered, in their words. */
  choices?: ColumnChoices;
  /** A column holding the id of a record of another table (a video's category): shown by its name, filtered by choosing one. */
  picks?: RecordOptions;
  /** A column holding the id of a record whose table another column of its row names (an announcement's group or student): shown by its name. */
  picksBy?: { column: string; options: Readonly<Record<string, RecordOptions>> };
  /** A percent shown as a bar beside its number (a student's progress). */
  bar?: boolean;
  /** False: the table shows the column and its list is not sorted by it (a question's text, in the reader's language). */
  sortable?: boolean;
  /** What a cell shows, when it is not the value as it is (a text kept in Thai and English). */
  textOf?(row: Row): string;
}

/** Where records a column or a select names come from: a category list or an admin table. */
export type RecordOptions = Exclude<FieldOptions, { values: readonly string[] }>;

export interface ColumnChoices {
  values: readonly string[];
  /** i18n namespace of the values' words: `masterFiles.orderStatuses` gives `masterFiles.orderStatuses.paid`. */
  labels: string;
}

export interface ColumnUnits {
  column: string;
  units: Readonly<Record<string, 'money' | 'percent'>>;
}

/** A form's schema and fields. */
export interface FormDef {
  schema: z.ZodObject;
  fields: readonly FieldDef[];
  /**
   * The schema the body is checked with, when it is not `schema`, the object the fields are read
   * from: a question is one of six shapes, chosen by its kind.
   */
  check?: z.ZodType<Record<string, unknown>>;
}

/**
 * Everything the one master-file screen needs to show a master file: the routes it calls
 * (from the shared route table), its columns, its schema and form fields.
 */
export interface MasterFile extends FormDef {
  /** Unique; names the table's store. */
  key: string;
  /** i18n keys: the plural title and the singular item name. */
  title: string;
  item: string;
  /**
   * A file no form writes (orders, made by checkout) has no create or update route; a report (course
   * status) has only its list: no record opens and nothing is selected or deleted.
   */
  endpoints: { list: RouteRef; get?: RouteRef; create?: RouteRef; update?: RouteRef; remove?: RouteRef };
  /** Values for the routes' path parameters other than `id` (the category kind). */
  params?: Record<string, string>;
  /** Saves send JSON rather than form-data: the schema reads numbers and nested values that form-data would turn to text. */
  json?: boolean;
  /**
   * The `type` the delete endpoint takes, when it takes one: courses and products share
   * /api/courses/delete and their categories /api/category/delete (../shared/SPEC.md §7); the other
   * deletes take only `{ids}`.
   */
  deleteType?: CatalogCategoryType;
  columns: readonly ColumnDef[];
  /**
   * The edit form, when it is not the create form: an account's username is set once and its
   * password is only replaced when a new one is typed.
   */
  update?: FormDef;
  /** How a row is named in accessible labels ("Select Data science"). */
  rowLabel(row: Row): string;
  /**
   * A view of one record in place of the edit form (an order: its lines, breakdown, address and
   * payment), loaded the first time a record is opened; the steps below it are the file's `actions`.
   */
  detail?: ComponentType<RecordViewProps>;
  /** Drawn under the form as it is filled in (a promotion: its prices before and after). */
  preview?: ComponentType<FormPreviewProps>;
  /**
   * Drawn under the edit form of a saved record, apart from its fields, and loaded the first time
   * one is opened: what the record holds besides them, with the routes that change it (a video:
   * its file's upload and its transcoding). It reads the record as the edit form loaded it.
   */
  panel?: ComponentType<RecordViewProps>;
  /** What the record view offers to do to a record, by its state (an order: cancel, refund, mark as sent). */
  actions?: readonly RecordAction[];
  /** What runs around the delete of the selected rows (a video's files: ../shared/SPEC.md §7 "File clean-up"). */
  deleteHooks?: DeleteHooks;
  /**
   * Drawn above the table, loaded with it: the file's own controls (course status: a course, a
   * search, the CSV export), which set the table's `scope` and read its state.
   */
  toolbar?: ComponentType<TableToolbarProps>;
}

export interface TableToolbarProps {
  file: MasterFile;
  store: Store<TableState>;
}

/**
 * Steps around a master file's §7 delete. `before` reads, with the selected ids, what the delete
 * leaves to do afterwards (each record's file name); `after` does it once the delete succeeded. A
 * delete that is refused or fails runs no `after`. Neither may fail the delete: they catch and
 * log their own errors (../shared/SPEC.md §8 "File-delete helper failures: only logged").
 */
export interface DeleteHooks<T = unknown> {
  before(ids: readonly string[]): Promise<T>;
  after(held: T): Promise<void>;
}

/** What a form's preview draws from: the form's input as it would be sent, or undefined while it does not pass the schema. */
export interface FormPreviewProps {
  input: Record<string, unknown> | undefined;
}

/** What a record view draws: the record as the file's get route answers it. */
export interface RecordViewProps {
  record: Row;
  /**
   * A panel tells its form what it saved of the record (a course's curriculum): the form's own
   * save sends the record back whole, so it sends that, not what it loaded.
   */
  onSaved?(changed: Partial<Row>): void;
}

/**
 * A record's state a step is offered in: its column holds one of the values. The column may name
 * a field inside an object column (`slip.status`: the order's slip's status).
 */
export interface ActionCondition {
  column: string;
  values: readonly string[];
}

/**
 * A step the record view offers (a POST of the shared route table on `{id}`) while the record is
 * in `when`'s state (every condition holds, when it lists several). Its words are i18n keys: the
 * button, the notice once done, and the question asked first when it cannot be undone; a step
 * that needs input (a tracking number) asks for it with a form of the form engine.
 */
export interface RecordAction {
  key: string;
  route: RouteRef;
  when: ActionCondition | readonly ActionCondition[];
  label: string;
  done: string;
  confirm?: { title: string; body: string };
  form?: FormDef;
  variation?: 'primary' | 'warning' | 'destructive';
}
