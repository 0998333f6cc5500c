import { routes, type AdminSiteSettings } from '@lm/shared';
import { call } from '../../../../lib/api/client';

/** GET /api/settings/site: every editable group of the site settings, stored or default. */
export const getAdminSettings = (signal?: AbortSignal) => call<AdminSiteSettings>('GET', routes.getAdminSiteSettings.path, { signal });
