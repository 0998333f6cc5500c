import { liveroomSettings, privateClassRoomSettings } from '@lm/shared';
import { settingsStore } from '../app.js';

/** settingLiveroom and settingPrivateClassRoom as stored, with their defaults (../shared/SPEC.md §3). */
export async function liveSettings() {
  const stored = await settingsStore().siteSettings();
  return {
    liveroom: liveroomSettings.parse(stored.settingLiveroom ?? {}),
    privateClassRoom: privateClassRoomSettings.parse(stored.settingPrivateClassRoom ?? {}),
  };
}
