import { commerceRoutes } from '@lm/shared/api/commerce-routes';

/** The commerce domain's routes: its Lambda bundles these schemas only (decision 0008). */
export const routes = commerceRoutes;
