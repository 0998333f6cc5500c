import type { SettingsStore, Tracking } from '../site/ports.js';
import type { Database } from './database.js';

/** Names of the setting groups stored in the table. */
export const SETTING = { tracking: 'tracking' } as const;

/**
 * Every page view asks for the tracking configuration, which changes a few
 * times a year: a warm Lambda answers from memory for this long. A save in the
 * same Lambda is seen at once; other warm Lambdas see it within the window.
 */
export const SETTINGS_CACHE_MS = 30_000;

export function createSettingsStore(db: Pick<Database, 'settings'>, now: () => number = Date.now): SettingsStore {
  let cached: { value: Tracking | undefined; until: number } | undefined;
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
  };
}
