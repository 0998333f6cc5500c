import { peopleRoutes } from '@lm/shared/api/people-routes';

/** The people domain's routes: its Lambda bundles these schemas only, not the whole table (decision 0008). */
export const routes = peopleRoutes;
