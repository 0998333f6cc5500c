import type { TableColumn } from '@lm/shared';
import type * as z from 'zod';
import { fieldsOf, type FieldOverride } from '../form/fields';
import type { ColumnUnits, FormDef, MasterFile } from '../types';
import { columnsOf } from './columns';

/** A form of a master file: its shared schema, the fields it shows in order, and what it overrides of them. */
export interface FormSpec {
  schema: z.ZodObject;
  fields: readonly string[];
  overrides?: Readonly<Record<string, FieldOverride>>;
}

export interface MasterFileSpec extends FormSpec, Pick<MasterFile, 'key' | 'endpoints' | 'params' | 'deleteType'> {
  /** The shared column list, and the columns the table shows, in order. */
  columns: readonly TableColumn[];
  shown: readonly string[];
  /** The column that names a row. */
  named: string;
  /** Number columns whose unit another column of the row names (a coupon's discount: percent or an amount). */
  units?: Readonly<Record<string, ColumnUnits>>;
  /** An edit form unlike the create form. */
  update?: FormSpec;
  /** i18n keys of the title and the item, when not at `masterFiles.<key>`. */
  title?: string;
  item?: string;
}

/** Every label of a master file's fields and columns is under `masterFiles.fields`. */
export const LABELS = 'masterFiles.fields';

const buildForm = (form: FormSpec) => ({ schema: form.schema, fields: fieldsOf(form.schema, { labels: LABELS, only: form.fields, overrides: form.overrides }) });

/** A master file of the admin registry: its title and item words at `masterFiles.<key>`, its form built from its shared schema. */
export function masterFile(spec: MasterFileSpec): MasterFile {
  return {
    key: spec.key,
    title: spec.title ?? `masterFiles.${spec.key}.title`,
    item: spec.item ?? `masterFiles.${spec.key}.item`,
    endpoints: spec.endpoints,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.deleteType ? { deleteType: spec.deleteType } : {}),
    columns: columnsOf(spec.columns, spec.shown).map((column) => ({
      ...column,
      ...(spec.overrides?.[column.key]?.kind === 'money' ? { money: true } : {}),
      ...(spec.units?.[column.key] ? { unitBy: spec.units[column.key] } : {}),
    })),
    ...buildForm(spec),
    ...(spec.update ? { update: buildForm(spec.update) } : {}),
    rowLabel: (row) => String(row[spec.named] ?? row.id),
  };
}

/** Overrides many forms share. */
export const SLUG: FieldOverride = { hint: 'masterFiles.hints.slug' };
export const TEXTAREA: FieldOverride = { kind: 'textarea' };

/** The create form, or the edit form where a master file has one of its own (accounts: no username, an optional new password). */
export const formOf = (file: MasterFile, editing: boolean): FormDef => (editing && file.update ? file.update : file);
