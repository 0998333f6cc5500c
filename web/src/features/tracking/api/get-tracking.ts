import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /public/googleanalytic: a list whose first item carries analytic_id. */
export const getGoogleAnalytic = () => callRoute(routes.getGoogleAnalytic, {});

/** GET /public/facebookpixel: status, pixel_id and email. */
export const getFacebookPixel = () => callRoute(routes.getFacebookPixel, {});
