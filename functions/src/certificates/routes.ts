import { certificateRoutes } from '@lm/shared/api/certificate-routes';

/** The certificates domain's routes: its Lambda bundles these schemas only (decision 0008). */
export const routes = certificateRoutes;
