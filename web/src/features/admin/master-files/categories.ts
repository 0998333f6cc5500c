import { CATEGORY_COLUMNS, categoryInput, routes } from '@lm/shared';
import type { CategoryType, Endpoint, MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;

/**
 * SPEC §7: course and product categories go through POST /api/category/delete with their
 * `type`; article, review and gallery categories each have an endpoint of their own taking `{ids}`.
 */
const DELETES: Record<CategoryType, Endpoint> = {
  course: routes.deleteCategories,
  product: routes.deleteCategories,
  article: routes.deleteArticleCategories,
  review: routes.deleteReviewCategories,
  gallery: routes.deleteGalleryCategories,
};

const categories = (type: CategoryType): MasterFile => ({
  key: `${type}Categories`,
  title: `masterFiles.${type}Categories.title`,
  item: `masterFiles.${type}Categories.item`,
  endpoints: {
    list: routes.listCategories,
    get: routes.getCategory,
    create: routes.createCategory,
    update: routes.updateCategory,
    remove: DELETES[type],
  },
  params: { type },
  ...(type === 'course' || type === 'product' ? { deleteType: type } : {}),
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
export const articleCategories = categories('article');
export const reviewCategories = categories('review');
export const galleryCategories = categories('gallery');
