import { routes, type SeoSettings } from '@lm/shared';
import { call } from '../../../../lib/api/client';

/** PUT /api/settings/seo: replaces the search-engine settings; the storefront reads them in its site settings. */
export const saveSeoSettings = (body: Record<string, unknown>) => call<SeoSettings>('PUT', routes.updateSeoSettings.path, { body, json: true });
