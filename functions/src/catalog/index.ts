import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { adminHandlers } from './admin-handlers.js';
import { handler as getPublicCourse } from './get-public-course.js';
import { handler as getPublicProduct } from './get-public-product.js';
import { handler as listPublicCategories } from './list-public-categories.js';
import { handler as listPublicCourses } from './list-public-courses.js';
import { handler as listPublicProducts } from './list-public-products.js';
import { teachingHandlers } from './teaching-handlers.js';

export const handler = domainRouter('catalog', routes, [...adminHandlers, ...teachingHandlers, listPublicCourses, listPublicProducts, getPublicCourse, getPublicProduct, listPublicCategories]);
