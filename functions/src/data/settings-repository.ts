import type { AnalyticsSetting, PixelSetting, SettingsReader } from '../site/ports.js';
import type { Database } from './database.js';

/** Names of the setting groups stored in the table. */
export const SETTING = { analytics: 'analytics', pixel: 'pixel' } as const;

export function createSettingsReader(db: Pick<Database, 'settings'>): SettingsReader {
  const read = async <T>(name: string) => (await db.settings.get({ name }).go()).data?.value as T | undefined;
  return {
    analytics: () => read<AnalyticsSetting>(SETTING.analytics),
    pixel: () => read<PixelSetting>(SETTING.pixel),
  };
}
