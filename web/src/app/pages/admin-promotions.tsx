import { masterFilePage } from './admin-workspace';

/** Promotions (admin path component `promotions`). */
export default masterFilePage('PromotionsScreen');
