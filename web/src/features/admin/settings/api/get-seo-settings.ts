import { routes, type SeoSettings } from '@lm/shared';
import { call } from '../../../../lib/api/client';

/** GET /api/settings/seo: the search-engine settings. */
export const getSeoSettings = (signal?: AbortSignal) => call<SeoSettings>('GET', routes.getSeoSettings.path, { signal });
