import type { SitePorts, StoredSiteSettings, Tracking } from './ports.js';

/** A settings store over `holder.stored`, saving as the table store does (the page store may share the holder). */
export function memorySettings(initial?: Tracking, holder: { stored: StoredSiteSettings } = { stored: {} }): SitePorts['settings'] {
  let tracking = initial;
  return {
    tracking: async () => tracking,
    saveTracking: async (value) => void (tracking = value),
    siteSettings: async () => holder.stored,
    plan: async () => holder.stored.plan,
    savePlan: async (plan) => void (holder.stored = { ...holder.stored, plan }),
    saveSiteGroup: async (name, value) => void (holder.stored = { ...holder.stored, [name]: value }),
    forgetSiteSettings: () => undefined,
  };
}
