import { masterFilePage } from './admin-workspace';

/** The products master file (admin path component `products`). */
export default masterFilePage('ProductsScreen');
