import { MODULE_DATA, type ModuleType, type PageModule } from '@lm/shared';
import type * as z from 'zod';
import { fieldsOf, type FieldDef } from '../../form/fields';
import { errorsAt, payloadOf, valuesOf, type FormValues } from '../../form/values';
import type { ModuleInput } from '../api/page-modules-api';

/** The words of a module's and a settings group's fields, and of their fixed options. */
export const PAGE_BUILDER_LABELS = 'pageBuilder.fields';

/** The inputs of a module's data or a settings group: every field of its shared schema. */
export const settingsFieldsOf = (schema: z.ZodType): FieldDef[] => fieldsOf(schema, { labels: PAGE_BUILDER_LABELS, optionLabels: 'pageBuilder.options' });

/** A module as the builder holds it: `key` names it on screen, `id` only once the page has it. */
export interface BuilderItem {
  key: string;
  id?: string;
  type: ModuleType;
  name: string;
  custom_name: string;
  values: FormValues;
}

const fields = new Map<ModuleType, FieldDef[]>();

/** The inputs of a module type, from its MODULE_DATA schema. */
export function fieldsOfType(type: ModuleType): FieldDef[] {
  let found = fields.get(type);
  if (!found) fields.set(type, (found = settingsFieldsOf(MODULE_DATA[type])));
  return found;
}

export const itemOf = (module: PageModule): BuilderItem => ({
  key: module.id,
  id: module.id,
  type: module.type,
  name: module.name,
  custom_name: module.custom_name,
  values: valuesOf(fieldsOfType(module.type), module.data as Record<string, unknown>),
});

/** A new module of `type` with its schema's defaults, named `name` until the administrator renames it. */
export const newItem = (type: ModuleType, name: string, key: string): BuilderItem => ({
  key,
  type,
  name,
  custom_name: '',
  values: valuesOf(fieldsOfType(type)),
});

/** The list with the module at `index` moved one place up (-1) or down (1); the same list at either end. */
export function moveItem(items: readonly BuilderItem[], index: number, by: -1 | 1): BuilderItem[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as BuilderItem);
  return next;
}

export const removeItem = (items: readonly BuilderItem[], key: string) => items.filter((item) => item.key !== key);

export const updateItem = (items: readonly BuilderItem[], key: string, patch: Partial<Omit<BuilderItem, 'key'>>) =>
  items.map((item) => (item.key === key ? { ...item, ...patch } : item));

/** What PUT /api/custompages/{id}/modules takes: the list in its order. */
export const inputsOf = (items: readonly BuilderItem[]): ModuleInput[] =>
  items.map((item) => ({
    ...(item.id ? { id: item.id } : {}),
    type: item.type,
    name: item.name.trim(),
    custom_name: item.custom_name.trim(),
    data: payloadOf(fieldsOfType(item.type), item.values),
  }));

/** What is wrong with one module: its own fields' messages, and those about its data. */
export interface ItemErrors {
  own: Record<string, string>;
  data: Record<string, string>;
}

/** The messages of a refused save (`modules.2.data.body`, …) by module key; those about no module under `''`. */
export function itemErrorsOf(fields: Record<string, readonly string[]>, items: readonly BuilderItem[]): Map<string, ItemErrors> {
  const errors = new Map<string, ItemErrors>();
  items.forEach((item, index) => {
    const own = errorsAt(fields, `modules.${index}`);
    const data = errorsAt(fields, `modules.${index}.data`);
    delete own.data;
    if (Object.keys(own).length || Object.keys(data).length) errors.set(item.key, { own, data });
  });
  const general = Object.entries(fields).find(([path]) => !/^modules\.\d+\./.test(path));
  if (general?.[1][0]) errors.set('', { own: { '': general[1][0] }, data: {} });
  return errors;
}
