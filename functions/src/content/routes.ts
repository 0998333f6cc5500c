import { contentRoutes } from '@lm/shared/api/content-routes';

/** The content domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = contentRoutes;
