import { accountRoutes } from '@lm/shared/api/account-routes';
import { notificationRoutes } from '@lm/shared/api/notification-routes';

/** The account domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = { ...accountRoutes, ...notificationRoutes };
