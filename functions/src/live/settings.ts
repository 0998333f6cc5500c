import { siteSettings } from '@lm/shared';
import { settingsStore } from '../app.js';

/** settingLiveroom and settingPrivateClassRoom as stored, with their defaults (../shared/SPEC.md §3). */
export async function liveSettings() {
  const stored = await settingsStore().siteSettings();
  return {
    liveroom: siteSettings.shape.settingLiveroom.parse(stored.settingLiveroom ?? {}),
    privateClassRoom: siteSettings.shape.settingPrivateClassRoom.parse(stored.settingPrivateClassRoom ?? {}),
  };
}
