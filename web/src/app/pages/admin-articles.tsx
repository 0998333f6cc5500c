import { masterFilePage } from './admin-workspace';

/** Articles with their categories (admin path component `articles`). */
export default masterFilePage('ArticlesScreen');
