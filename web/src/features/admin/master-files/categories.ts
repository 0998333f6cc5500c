import { CATEGORY_COLUMNS, categoryInput, routes, type RouteRef } from '@lm/shared';
import type { CategoryType, MasterFile } from '../types';
import { masterFile, SLUG } from './define';

/**
 * ../shared/SPEC.md §7: course and product categories go through POST /api/category/delete with
 * their `type`; article, review and gallery categories each have an endpoint of their own taking
 * `{ids}`.
 */
const DELETES: Record<CategoryType, RouteRef> = {
  course: routes.deleteCategories,
  product: routes.deleteCategories,
  article: routes.deleteArticleCategories,
  review: routes.deleteReviewCategories,
  gallery: routes.deleteGalleryCategories,
};

const categories = (type: CategoryType): MasterFile =>
  masterFile({
    key: `${type}Categories`,
    endpoints: {
      list: routes.listCategories,
      get: routes.getCategory,
      create: routes.createCategory,
      update: routes.updateCategory,
      remove: DELETES[type],
    },
    params: { type },
    ...(type === 'course' || type === 'product' ? { deleteType: type } : {}),
    columns: CATEGORY_COLUMNS,
    shown: ['name', 'slug', 'ordering', 'updated_at'],
    named: 'name',
    schema: categoryInput,
    fields: ['name', 'slug', 'ordering', 'description'],
    overrides: { slug: SLUG },
  });

export const courseCategories = categories('course');
export const productCategories = categories('product');
export const articleCategories = categories('article');
export const reviewCategories = categories('review');
export const galleryCategories = categories('gallery');
