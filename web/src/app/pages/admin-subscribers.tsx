import { masterFilePage } from './admin-workspace';

/** The news subscribers (admin path component `subscribers`). */
export default masterFilePage('SubscribersScreen');
