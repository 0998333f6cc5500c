import * as z from 'zod';
import { customPage, pageModuleList } from './pages.js';
import { siteSettings } from './settings.js';

/**
 * What the storefront's first load needs, in one answer (decision 0014): the site settings and,
 * when the path is a public custom page, that page with its modules in their ordering.
 */
export const firstLoad = z.object({
  settings: siteSettings,
  page: z.object({ page: customPage, modules: pageModuleList }).nullable(),
});
export type FirstLoad = z.infer<typeof firstLoad>;
