import { CATEGORY_COLUMNS, categoryInput, routes } from '@lm/shared';
import type { MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;

const categories = (type: 'course' | 'product'): MasterFile => ({
  key: `${type}Categories`,
  title: `masterFiles.${type}Categories.title`,
  item: `masterFiles.${type}Categories.item`,
  endpoints: {
    list: routes.listCategories,
    get: routes.getCategory,
    create: routes.createCategory,
    update: routes.updateCategory,
    remove: routes.deleteCategories,
  },
  params: { type },
  deleteType: type,
  columns: columnsOf(CATEGORY_COLUMNS, ['name', 'slug', 'ordering', 'updated_at']),
  schema: categoryInput,
  fields: [
    { name: 'name', kind: 'text', label: label('name') },
    { name: 'slug', kind: 'text', label: label('slug'), hint: 'masterFiles.hints.slug' },
    { name: 'ordering', kind: 'number', label: label('ordering') },
    { name: 'description', kind: 'textarea', label: label('description') },
  ],
  rowLabel: (row) => String(row.name ?? row.id),
});

export const courseCategories = categories('course');
export const productCategories = categories('product');
