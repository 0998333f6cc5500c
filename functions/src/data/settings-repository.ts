import { SITE_SETTING_NAMES } from '@lm/shared';
import type { SettingsStore, SiteSettingName, StoredSiteSettings, Tracking } from '../site/ports.js';
import type { Database } from './database.js';
import { batchGetAll } from './batch-get.js';

/** Names of the setting groups stored in the table. */
export const SETTING = {
  tracking: 'tracking',
  ...(Object.fromEntries(SITE_SETTING_NAMES.map((name) => [name, name])) as { [N in SiteSettingName]: N }),
} as const;

/** Every setting item the table may hold, for the back office and infra. */
export const ALL_SETTING_NAMES: readonly string[] = Object.values(SETTING);

/**
 * Every page view asks for the tracking configuration, and every start of the
 * SPA for the storefront settings; both change a few times a year: a warm
 * Lambda answers from memory for this long. A save in the same Lambda is seen
 * at once; other warm Lambdas see it within the window.
 */
export const SETTINGS_CACHE_MS = 30_000;

export function createSettingsStore(db: Pick<Database, 'settings'>, now: () => number = Date.now): SettingsStore {
  let cached: { value: Tracking | undefined; until: number } | undefined;
  let cachedSite: { value: StoredSiteSettings; until: number } | undefined;
  let cachedPlan: { value: unknown; until: number } | undefined;

  /** All storefront groups in one BatchGetItem (no Query: each setting is its own partition). */
  async function readSiteSettings(): Promise<StoredSiteSettings> {
    const stored: StoredSiteSettings = {};
    const keys: { name: string }[] = SITE_SETTING_NAMES.map((name) => ({ name }));
    const items = await batchGetAll(keys, (pending) => db.settings.get(pending).go(), 'settings');
    for (const item of items) stored[item.name as SiteSettingName] = item.value;
    return stored;
  }

  return {
    async tracking() {
      if (cached && cached.until > now()) return cached.value;
      const value = (await db.settings.get({ name: SETTING.tracking }).go()).data?.value as Tracking | undefined;
      cached = { value, until: now() + SETTINGS_CACHE_MS };
      return value;
    },
    async saveTracking(tracking) {
      await db.settings.put({ name: SETTING.tracking, value: tracking }).go();
      cached = { value: tracking, until: now() + SETTINGS_CACHE_MS };
    },
    async siteSettings(options) {
      if (!options?.fresh && cachedSite && cachedSite.until > now()) return cachedSite.value;
      const value = await readSiteSettings();
      cachedSite = { value, until: now() + SETTINGS_CACHE_MS };
      cachedPlan = { value: value.plan, until: cachedSite.until };
      return value;
    },
    /** Read on every route gated by a plan feature: from memory within the window, like the rest. */
    async plan() {
      if (cachedPlan && cachedPlan.until > now()) return cachedPlan.value;
      const value: unknown = (await db.settings.get({ name: SETTING.plan }).go()).data?.value;
      cachedPlan = { value, until: now() + SETTINGS_CACHE_MS };
      return value;
    },
    /** Seen at once by this Lambda's gating and storefront settings; other warm Lambdas within the window. */
    async savePlan(plan) {
      await db.settings.put({ name: SETTING.plan, value: plan }).go();
      cachedPlan = { value: plan, until: now() + SETTINGS_CACHE_MS };
      if (cachedSite) cachedSite = { ...cachedSite, value: { ...cachedSite.value, plan } };
    },
    /** Seen at once by this Lambda's storefront settings, like the plan. */
    async saveSiteGroup(name, value) {
      await db.settings.put({ name, value }).go();
      if (cachedSite) cachedSite = { ...cachedSite, value: { ...cachedSite.value, [name]: value } };
      if (name === SETTING.plan) cachedPlan = { value, until: now() + SETTINGS_CACHE_MS };
    },
    forgetSiteSettings() {
      cachedSite = undefined;
    },
  };
}
