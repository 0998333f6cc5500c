import type { SiteSettings } from '@lm/shared';
import { createStore } from './store';

/** The site settings start-up read (../shared/SPEC.md §4), for every area of the app. */
export const siteStore = createStore<{ settings?: SiteSettings }>({});
