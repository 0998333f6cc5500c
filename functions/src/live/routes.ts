import { liveRoutes } from '@lm/shared/api/live-routes';

/** The live domain's routes: its Lambda bundles these schemas only (decision 0008). */
export const routes = liveRoutes;
