import type { SiteSettings } from '@lm/shared';
import { loadConfig } from '../config/env';
import { startActivityPing } from '../features/account/activity-ping';
import { loadUnread, setUnread } from '../lib/unread';
import { expire, renew } from '../features/auth/stores/actions';
import { checkSessionLifetime, syncSessionsAcrossTabs } from '../features/auth/stores/sync';
import { generateId, sessions } from '../lib/sessions';
import { setEarlyPage, type EarlyPage } from '../features/pages/api/early-page';
import { getSiteSettings } from '../features/site/api/get-site-settings';
import { siteStore } from '../lib/site-settings';
import { followCartOwner } from '../lib/cart';
import { configureApi } from '../lib/api/client';
import { initI18n } from '../lib/i18n';
import { sessionEvents } from '../lib/session-events';
import { injectStylesheet } from './theme';

/**
 * Start-up (../shared/SPEC.md §4): configuration, the three sessions restored from storage
 * (the stores read it as they load), the anonymous id, the cart size, the language, the site
 * settings and, for a client, the unread announcement count.
 */
declare global {
  interface Window {
    /** Set by /boot.js: the configuration and site settings, requested before the scripts ran. */
    __boot?: Promise<{ config: unknown; settings: Promise<SiteSettings>; page?: Promise<EarlyPage | undefined> }>;
  }
}

export async function bootstrap() {
  // The back office shows no cart and no announcements, and none of its links leads into the
  // storefront without loading the page again: it reads neither.
  const backOffice = window.location.pathname.startsWith('/admin');
  initI18n(backOffice ? 'admin' : 'site');
  const early = window.__boot;
  window.__boot = undefined;
  await loadConfig(early?.then((boot) => boot.config));
  configureApi({ tokenOf: (kind) => sessions[kind].get().token, renew, expired: expire });
  // §4: a client's push subscription is registered once after signing in, and removed before signing out.
  sessionEvents.onSignedIn((kind, userId) => (kind === 'student' ? import('../features/push/push').then((push) => push.subscribePush(userId)) : undefined));
  sessionEvents.onSigningOut((kind, userId) => (kind === 'student' ? import('../features/push/push').then((push) => push.unsubscribePush(userId)) : undefined));
  generateId();
  // §4: the cart size is read at start-up, and again whenever the cart changes hands (sign-in, sign-out).
  if (!backOffice) followCartOwner();
  syncSessionsAcrossTabs();
  checkSessionLifetime();
  setInterval(checkSessionLifetime, 60_000);

  const preloaded = await early?.then((boot) => boot.settings).catch(() => undefined);
  const settings = preloaded ?? (await getSiteSettings());
  // The custom page of this path, if /boot.js found one: known as soon as the settings are, and
  // taken by the page when it renders.
  setEarlyPage(preloaded ? await early?.then((boot) => boot.page).catch(() => undefined) : undefined);
  siteStore.set({ settings });
  injectStylesheet(settings);

  // The unread count follows the client: loaded at start-up and at every sign-in.
  let counted: string | undefined;
  const countUnread = () => {
    const { isAuthenticated, user } = sessions.student.get();
    const id = isAuthenticated ? user?.id : undefined;
    if (id && id !== counted) void loadUnread(id);
    if (!id) setUnread(0);
    counted = id;
  };
  if (!backOffice) {
    countUnread();
    sessions.student.subscribe(countUnread);
  }
  startActivityPing();
  return settings;
}
