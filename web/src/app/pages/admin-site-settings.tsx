import { masterFilePage } from './admin-workspace';

/** The site settings of SPEC §3, a tab per group (admin path component `siteSettings`). */
export default masterFilePage('SiteSettingsScreen');
