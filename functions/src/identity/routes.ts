import { identityRoutes } from '@lm/shared/api/identity-routes';
import { signInRoutes } from '@lm/shared/api/sign-in-routes';

/** The identity domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = { ...identityRoutes, ...signInRoutes };
