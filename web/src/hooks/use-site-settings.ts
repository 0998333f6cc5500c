import type { PlanFlag, SiteSettings } from '@lm/shared';
import { siteStore } from '../lib/site-settings';
import { useStore } from '../lib/store';

export function useSiteSettings(): SiteSettings {
  const settings = useStore(siteStore, (state) => state.settings);
  if (!settings) throw new Error('Site settings are read before the app renders.');
  return settings;
}

/**
 * Whether the current plan has `flag` on (../shared/SPEC.md §6), as the server worked it
 * out in the site settings: a screen or link of a feature that is off is not
 * shown (the API refuses it anyway).
 */
export function useFeature(flag: PlanFlag): boolean {
  const enabled = useStore(siteStore, (state) => state.settings?.plan.features[flag]);
  if (enabled === undefined) throw new Error('Site settings are read before the app renders.');
  return enabled;
}
