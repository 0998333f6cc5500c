import { masterFilePage } from './admin-workspace';

/** The categories of courses, products, articles, reviews and galleries (admin path component `categories`). */
export default masterFilePage('CategoriesScreen');
