import { accountRoutes } from './account-routes.js';
import { catalogRoutes } from './catalog-routes.js';
import { certificateRoutes } from './certificate-routes.js';
import { commerceRoutes } from './commerce-routes.js';
import { contentRoutes } from './content-routes.js';
import { identityRoutes } from './identity-routes.js';
import { learningRoutes } from './learning-routes.js';
import { liveRoutes } from './live-routes.js';
import { mediaRoutes } from './media-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { pageRoutes } from './page-routes.js';
import { peopleRoutes } from './people-routes.js';
import { routeKey, type RouteDefinition } from './route.js';
import { signInRoutes } from './sign-in-routes.js';
import { siteRoutes } from './site-routes.js';

/**
 * Every endpoint of the API, once (ARCHITECTURE §2). Infra creates one HTTP API
 * route per entry, each domain Lambda dispatches on it, the local gateway
 * mounts it and the web calls through it. An entry appears here only once its
 * handler exists and is tested. Each file holds one domain's routes (the account
 * domain's are in two), so a domain's Lambda bundles its own routes' schemas only
 * (decision 0008).
 */
export const routes = {
  ...identityRoutes,
  ...siteRoutes,
  ...catalogRoutes,
  ...pageRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...commerceRoutes,
  ...mediaRoutes,
  ...learningRoutes,
  ...certificateRoutes,
  ...liveRoutes,
  ...peopleRoutes,
  ...signInRoutes,
  ...notificationRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeList: readonly RouteDefinition[] = Object.values(routes);

export function findRouteByKey(key: string): RouteDefinition | undefined {
  return routeList.find((route) => routeKey(route) === key);
}
