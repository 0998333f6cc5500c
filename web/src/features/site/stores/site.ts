import type { SiteSettings } from '@lm/shared';
import { createStore, useStore } from '../../../lib/store';

export const siteStore = createStore<{ settings?: SiteSettings }>({});

export function useSiteSettings(): SiteSettings {
  const settings = useStore(siteStore, (state) => state.settings);
  if (!settings) throw new Error('Site settings are read before the app renders.');
  return settings;
}
