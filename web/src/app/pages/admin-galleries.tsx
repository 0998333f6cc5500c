import { masterFilePage } from './admin-workspace';

/** Galleries with their categories (admin path component `galleries`). */
export default masterFilePage('GalleriesScreen');
