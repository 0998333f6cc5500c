import type { SettingsStore, Tracking } from '../site/ports.js';
import type { Database } from './database.js';

/** Names of the setting groups stored in the table. */
export const SETTING = { tracking: 'tracking' } as const;

export function createSettingsStore(db: Pick<Database, 'settings'>): SettingsStore {
  return {
    tracking: async () => (await db.settings.get({ name: SETTING.tracking }).go()).data?.value as Tracking | undefined,
    saveTracking: async (tracking) => void (await db.settings.put({ name: SETTING.tracking, value: tracking }).go()),
  };
}
