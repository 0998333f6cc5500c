import { learningRoutes } from '@lm/shared/api/learning-routes';

/** The learning domain's routes: its Lambda bundles these schemas only (decision 0008). */
export const routes = learningRoutes;
