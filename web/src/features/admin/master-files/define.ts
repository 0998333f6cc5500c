import type { RouteRef, TableColumn } from '@lm/shared';
import { lazy, type ComponentType } from 'react';
import * as z from 'zod';
import { fieldsOf, type FieldOverride } from '../form/fields';
import type { Row } from '../stores/table';
import type { ColumnDef, ColumnUnits, FormDef, FormPreviewProps, MasterFile, RecordAction, RecordViewProps, TableToolbarProps } from '../types';
import { columnsOf } from './columns';

/** A form of a master file: its shared schema, the fields it shows in order, and what it overrides of them. */
export interface FormSpec {
  schema: z.ZodObject;
  fields: readonly string[];
  overrides?: Readonly<Record<string, FieldOverride>>;
  /** The schema the body is checked with, when it is not `schema` (a union of shapes). */
  check?: z.ZodType<Record<string, unknown>>;
}

/** What a column shows that no form field says: words of its own, money, fixed values in words. */
export type ColumnOverride = Partial<Pick<ColumnDef, 'label' | 'money' | 'choices' | 'picks' | 'picksBy' | 'bar' | 'sortable' | 'textOf'>>;

/**
 * A step of the record view: the route it posts to, the values of the record's column it is
 * offered for, whether it asks first, and the form of what it needs. Its words are at
 * `masterFiles.<file>.actions.<key>`: `label`, `done`, and `confirmTitle`, `confirmBody` when it asks.
 */
export interface ActionSpec {
  key: string;
  route: RouteRef;
  when: RecordAction['when'];
  confirm?: boolean;
  form?: FormSpec;
  variation?: RecordAction['variation'];
}

/** What every master file gives: its routes, its columns and how a row is named, and how a record is viewed. */
interface FileSpec extends Pick<MasterFile, 'key' | 'endpoints' | 'params' | 'deleteType' | 'deleteHooks' | 'json'> {
  /** The shared column list, and the columns the table shows, in order. */
  columns: readonly TableColumn[];
  shown: readonly string[];
  /** The column that names a row, or the columns whose values together do (a student and a course), or how a row is named (a text kept in two languages). */
  named: string | readonly string[] | ((row: Row) => string);
  /** Number columns whose unit another column of the row names (a coupon's discount: percent or an amount). */
  units?: Readonly<Record<string, ColumnUnits>>;
  /** Columns no form field describes, by key. */
  columnOverrides?: Readonly<Record<string, ColumnOverride>>;
  /** i18n keys of the title and the item, when not at `masterFiles.<key>`. */
  title?: string;
  item?: string;
  /** A view of one record in place of the edit form, loaded the first time one is opened. */
  detail?: () => Promise<{ default: ComponentType<RecordViewProps> }>;
  /** The steps that view offers. */
  actions?: readonly ActionSpec[];
  /** Drawn under the form as it is filled in, loaded with the form. */
  preview?: () => Promise<{ default: ComponentType<FormPreviewProps> }>;
  /** Drawn under the edit form of a saved record, loaded the first time one is opened. */
  panel?: () => Promise<{ default: ComponentType<RecordViewProps> }>;
  /** Drawn above the table, loaded with it: the file's own controls. */
  toolbar?: () => Promise<{ default: ComponentType<TableToolbarProps> }>;
}

/** A master file a form writes: its create form from its shared schema, and the fields it shows. */
export interface MasterFileSpec extends FileSpec, FormSpec {
  /** An edit form unlike the create form. */
  update?: FormSpec;
}

/**
 * A report no form writes and no one deletes from (course status): only its list route; its rows
 * open nothing. Its own controls are its `toolbar`.
 */
export interface ReportFileSpec extends FileSpec {
  endpoints: Pick<MasterFile['endpoints'], 'list'>;
}

/** A master file no form writes (orders, made by checkout): no create or update route, a record shown in its `detail` view. */
export interface ViewedFileSpec extends FileSpec {
  endpoints: Omit<MasterFile['endpoints'], 'create' | 'update'>;
  detail: NonNullable<FileSpec['detail']>;
}

/** A report's columns each worded at `<words>.<key>`, the `money` ones shown in baht. */
export const reportColumns = (words: string, columns: readonly TableColumn[], money: readonly string[] = []): Record<string, ColumnOverride> =>
  Object.fromEntries(columns.map((column) => [column.key, { label: `${words}.${column.key}`, ...(money.includes(column.key) ? { money: true } : {}) }]));

/** Every label of a master file's fields and columns is under `masterFiles.fields`. */
export const LABELS = 'masterFiles.fields';

const buildForm = (form: FormSpec): FormDef => ({
  schema: form.schema,
  fields: fieldsOf(form.schema, { labels: LABELS, only: form.fields, overrides: form.overrides }),
  ...(form.check ? { check: form.check } : {}),
});

/** A file no form writes takes no input: no fields, and a schema nothing is checked with. */
const NO_FORM: FormDef = { schema: z.strictObject({}), fields: [] };

function buildAction(file: string, action: ActionSpec): RecordAction {
  const words = `masterFiles.${file}.actions.${action.key}`;
  return {
    key: action.key,
    route: action.route,
    when: action.when,
    label: `${words}.label`,
    done: `${words}.done`,
    ...(action.confirm ? { confirm: { title: `${words}.confirmTitle`, body: `${words}.confirmBody` } } : {}),
    ...(action.form ? { form: buildForm(action.form) } : {}),
    ...(action.variation ? { variation: action.variation } : {}),
  };
}

/** A master file of the admin registry: its title and item words at `masterFiles.<key>`, its form built from its shared schema. */
export function masterFile(spec: MasterFileSpec | ViewedFileSpec | ReportFileSpec): MasterFile {
  const written = 'schema' in spec ? spec : undefined;
  return {
    key: spec.key,
    title: spec.title ?? `masterFiles.${spec.key}.title`,
    item: spec.item ?? `masterFiles.${spec.key}.item`,
    endpoints: spec.endpoints,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.deleteType ? { deleteType: spec.deleteType } : {}),
    ...(spec.json ? { json: true } : {}),
    columns: columnsOf(spec.columns, spec.shown).map((column) => ({
      ...column,
      ...(written?.overrides?.[column.key]?.kind === 'money' ? { money: true } : {}),
      ...(spec.units?.[column.key] ? { unitBy: spec.units[column.key] } : {}),
      ...spec.columnOverrides?.[column.key],
    })),
    ...(written ? buildForm(written) : NO_FORM),
    ...(written?.update ? { update: buildForm(written.update) } : {}),
    rowLabel: (row) =>
      typeof spec.named === 'function'
        ? spec.named(row)
        : typeof spec.named === 'string'
        ? String(row[spec.named] ?? row.id)
        : spec.named.map((column) => row[column]).filter((value) => value !== undefined && value !== null && value !== '').join(', ') || row.id,
    ...(spec.detail ? { detail: lazy(spec.detail) } : {}),
    ...(spec.preview ? { preview: lazy(spec.preview) } : {}),
    ...(spec.panel ? { panel: lazy(spec.panel) } : {}),
    ...(spec.actions ? { actions: spec.actions.map((action) => buildAction(spec.key, action)) } : {}),
    ...(spec.deleteHooks ? { deleteHooks: spec.deleteHooks } : {}),
    ...(spec.toolbar ? { toolbar: lazy(spec.toolbar) } : {}),
  };
}

/** Overrides many forms share. */
export const SLUG: FieldOverride = { hint: 'masterFiles.hints.slug' };
export const TEXTAREA: FieldOverride = { kind: 'textarea' };

/** The create form, or the edit form where a master file has one of its own (accounts: no username, an optional new password). */
export const formOf = (file: MasterFile, editing: boolean): FormDef => (editing && file.update ? file.update : file);

/** A column's value, or a field's inside an object column (`slip.status`). */
const valueAt = (record: Record<string, unknown>, column: string): unknown =>
  column.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** Whether the record view offers an action for a record in its present state: every condition of it holds. */
export function offers(action: Pick<RecordAction, 'when'>, record: Record<string, unknown>): boolean {
  const conditions = 'column' in action.when ? [action.when] : action.when;
  return conditions.every((condition) => {
    const value = valueAt(record, condition.column);
    return value !== undefined && value !== null && condition.values.includes(String(value));
  });
}
