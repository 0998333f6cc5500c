import type { SiteSettings } from '@lm/shared';
import { api } from '../../../lib/api/client';

/** GET /public/settings: theme, header/footer styles, route lists and package flags, read at start-up. */
export const getSiteSettings = () => api.get<SiteSettings>('/public/settings', { token: 'none' });
