import { type Category } from '@lm/shared';
import { routes } from './routes.js';
import { route } from '../app.js';
import { crudHandlers } from '../http/crud-handlers.js';
import type { RouteHandler } from '../http/handler.js';
import { deleteRecords } from '../master-files/master-file.js';
import { catalog } from './deps.js';
import { categories, courses, products } from './service.js';
import { getCurriculum, saveCurriculum } from './curriculum.js';

/** The catalogue's master files (decision 0011); categories and the delete of courses name their kind. */
const categoryOf = ({ params, body }: { params?: Record<string, string>; body?: unknown }) =>
  categories[(params?.type ?? (body as { type: string }).type) as Category['type']];

export const adminHandlers: RouteHandler[] = [
  route(routes.getCourseCurriculum, ({ params }) => getCurriculum(catalog(), params.id)),
  route(routes.updateCourseCurriculum, ({ params, body }) => saveCurriculum(catalog(), params.id, body.sections)),
  ...crudHandlers(courses, { list: routes.listCourses, get: routes.getCourse, create: routes.createCourse, update: routes.updateCourse }, catalog),
  ...crudHandlers(products, { list: routes.listProducts, get: routes.getProduct, create: routes.createProduct, update: routes.updateProduct }, catalog),
  // ../shared/SPEC.md §7 DELETE /api/courses/delete deletes courses, or products with type=product.
  route(routes.deleteCourses, ({ body }) => (body.type === 'product' ? deleteRecords(catalog(), products, body.ids) : deleteRecords(catalog(), courses, body.ids))),
  ...crudHandlers(categoryOf, { list: routes.listCategories, get: routes.getCategory, create: routes.createCategory, update: routes.updateCategory, remove: routes.deleteCategories }, catalog),
  route(routes.deleteArticleCategories, ({ body }) => deleteRecords(catalog(), categories.article, body.ids)),
  route(routes.deleteReviewCategories, ({ body }) => deleteRecords(catalog(), categories.review, body.ids)),
  route(routes.deleteGalleryCategories, ({ body }) => deleteRecords(catalog(), categories.gallery, body.ids)),
];
