import { catalogRoutes } from '@lm/shared/api/catalog-routes';

/** The catalog domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = catalogRoutes;
