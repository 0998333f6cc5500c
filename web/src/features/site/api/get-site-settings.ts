import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /public/settings: theme, header/footer styles, route lists and package flags, read at start-up. */
export const getSiteSettings = () => callRoute(routes.getSiteSettings, {});
