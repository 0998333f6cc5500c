import { masterFilePage } from './admin-workspace';

/** Course and product categories (admin path component `categories`). */
export default masterFilePage('CategoriesScreen');
