import { mediaRoutes } from '@lm/shared/api/media-routes';

/** The media domain's routes: its Lambda bundles these schemas only (decision 0008). */
export const routes = mediaRoutes;
