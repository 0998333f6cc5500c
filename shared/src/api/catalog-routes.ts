import type { AdminScreen } from '../admin-screens.js';
import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute, type RouteDefinition } from './route.js';
import {
  category,
  categoryIdParams,
  categoryInput,
  categoryParams,
  categoryTable,
  course,
  courseInput,
  courseTable,
  deleteCatalogItems,
  deleteCategories,
  deleteIds,
  idParams,
  product,
  productInput,
  productTable,
  publicCategoryList,
  publicCourse,
  publicCourseQuery,
  publicCoursePage,
  publicProductPage,
  publicProductQuery,
} from './schemas/catalog.js';

/** Their categories are kept on the categories screen and beside the content on its own screen. */
const contentCategoryDelete = (id: string, path: string, kind: string, screen: AdminScreen) =>
  adminDelete({
    id,
    method: 'DELETE',
    path,
    domain: 'catalog',
    screens: ['categories', screen],
    summary: `Delete ${kind} categories; refused with cannotDelete while ${kind}s use them (SPEC §7, §8).`,
    body: deleteIds,
  });

const CATEGORY_READERS: readonly AdminScreen[] = ['courses', 'products', 'articles', 'reviews', 'galleries'];

/**
 * Administrators keep the catalogue: courses, products and their categories (../shared/SPEC.md §2
 * "Admin"). Visitors browse what is published through the public routes at the end (decision 0013).
 */
export const catalogRoutes = {
  ...adminCrud({
    noun: 'Course',
    plural: 'Courses',
    domain: 'catalog',
    path: '/api/courses',
    what: 'course',
    screen: 'courses',
    // The review and promotion forms pick courses.
    readers: { list: ['reviews', 'promotions'] },
    row: course,
    input: courseInput,
    table: courseTable,
    summaries: { create: 'Create a course in an existing category.' },
  }),
  deleteCourses: adminDelete({
    id: 'deleteCourses',
    method: 'DELETE',
    path: '/api/courses/delete',
    domain: 'catalog',
    screens: ['courses', 'products'],
    summary: 'Delete courses, or products with type=product (SPEC §7).',
    body: deleteCatalogItems,
  }),
  ...adminCrud({
    noun: 'Product',
    plural: 'Products',
    domain: 'catalog',
    path: '/api/products',
    what: 'product',
    screen: 'products',
    readers: { list: ['promotions'] },
    row: product,
    input: productInput,
    table: productTable,
    summaries: { create: 'Create a product in an existing category.' },
  }),
  ...adminCrud({
    noun: 'Category',
    plural: 'Categories',
    domain: 'catalog',
    path: '/api/categories/{type}',
    what: 'category',
    screen: 'categories',
    // Every screen whose form picks a category of its kind.
    readers: { list: CATEGORY_READERS, get: CATEGORY_READERS },
    row: category,
    input: categoryInput,
    table: categoryTable,
    params: { collection: categoryParams, item: categoryIdParams },
  }),
  deleteCategories: adminDelete({
    id: 'deleteCategories',
    method: 'POST',
    path: '/api/category/delete',
    domain: 'catalog',
    screens: ['categories'],
    summary: 'Delete course or product categories; refused with cannotDelete while items use them (SPEC §7, §8).',
    body: deleteCategories,
  }),
  deleteArticleCategories: contentCategoryDelete('deleteArticleCategories', '/api/articlecate', 'article', 'articles'),
  deleteReviewCategories: contentCategoryDelete('deleteReviewCategories', '/api/reviewcate', 'review', 'reviews'),
  deleteGalleryCategories: contentCategoryDelete('deleteGalleryCategories', '/api/gallerycate', 'gallery', 'galleries'),
  listPublicCourses: defineRoute({
    id: 'listPublicCourses',
    method: 'GET',
    path: '/public/courses',
    domain: 'catalog',
    access: 'public',
    summary: 'A page of 12 published courses, optionally of one category, filtered by type (coursename or category) and value.',
    query: publicCourseQuery,
    response: publicCoursePage,
  }),
  getPublicCourse: defineRoute({
    id: 'getPublicCourse',
    method: 'GET',
    path: '/public/courses/{id}',
    domain: 'catalog',
    access: 'public',
    summary: 'A published course with its category; 404 when it is missing or not published.',
    params: idParams,
    response: publicCourse,
  }),
  listPublicProducts: defineRoute({
    id: 'listPublicProducts',
    method: 'GET',
    path: '/public/products',
    domain: 'catalog',
    access: 'public',
    summary: 'A page of 12 published products, newest first, optionally of one category and found by the words of `value` through the search index.',
    query: publicProductQuery,
    response: publicProductPage,
  }),
  listPublicCategories: defineRoute({
    id: 'listPublicCategories',
    method: 'GET',
    path: '/public/categories/{type}',
    domain: 'catalog',
    access: 'public',
    summary: 'The course or product categories in their order, each with the number of its published items.',
    params: categoryParams,
    response: publicCategoryList,
  }),
} as const satisfies Record<string, RouteDefinition>;
