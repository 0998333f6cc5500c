import { api } from '../../../lib/api/client';

/** GET /public/googleanalytic: a list whose first item carries analytic_id. */
export const getGoogleAnalytic = () => api.get<{ analytic_id: string }[]>('/public/googleanalytic', { token: 'none' });

/** GET /public/facebookpixel: status, pixel_id and email. */
export const getFacebookPixel = () => api.get<{ status: boolean; pixel_id: string; email: string }>('/public/facebookpixel', { token: 'none' });
