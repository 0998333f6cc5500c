import { masterFilePage } from './admin-workspace';

/** The search-engine settings (admin path component `seoSettings`). */
export default masterFilePage('SeoSettingsScreen');
