import { externalLoginSettings, siteSettings } from '@lm/shared';
import type { SignInSettingsReader } from '../identity/ports.js';
import { batchGetAll } from './batch-get.js';
import type { Database } from './database.js';

const SETTING_LOGIN = 'settingLogin';
const EXTERNAL_LOGIN = 'externalLogin';

/**
 * The two setting items sign-in needs, read past the storefront's cache in one BatchGetItem.
 * A stored group that no longer fits its shape reads as its default: every way off.
 */
export function createSignInSettingsReader(db: Pick<Database, 'settings'>): SignInSettingsReader {
  return {
    async read() {
      const items = await batchGetAll([{ name: SETTING_LOGIN }, { name: EXTERNAL_LOGIN }], (keys) => db.settings.get(keys).go(), 'settings');
      const stored = new Map(items.map((item) => [item.name, item.value as unknown]));
      const login = siteSettings.shape.settingLogin.safeParse(stored.get(SETTING_LOGIN) ?? {});
      const external = externalLoginSettings.safeParse(stored.get(EXTERNAL_LOGIN) ?? {});
      return {
        providers: login.success ? login.data : { google: false, facebook: false, azure_ad: false },
        external: external.success ? external.data : externalLoginSettings.parse({}),
      };
    },
  };
}
