import { slugsOf } from '../master-files/slugs.js';
import type { CategoryType } from './ports.js';

/**
 * Categories are addressed by slug (`/courses/category/programming`, `/article/category/news`), so
 * two of one kind may not share one; a course category and an article category may.
 */
export const categorySlugs = (type: CategoryType) => slugsOf(`category-${type}`, `${type} category`);
