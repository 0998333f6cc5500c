import { pageRoutes } from '@lm/shared/api/page-routes';
import { siteRoutes } from '@lm/shared/api/site-routes';

/** The site domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = { ...siteRoutes, ...pageRoutes };
