import { masterFilePage } from './admin-workspace';

/** Reviews with their categories (admin path component `reviews`). */
export default masterFilePage('ReviewsScreen');
