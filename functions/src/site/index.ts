import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { handler as createCustomPage } from './create-custom-page.js';
import { handler as deleteCustomPages } from './delete-custom-pages.js';
import { handler as getAdminSiteSettings } from './get-admin-site-settings.js';
import { handler as getCustomPage } from './get-custom-page.js';
import { handler as getCustomPageModules } from './get-custom-page-modules.js';
import { handler as getCustomPageByPath } from './get-custom-page-by-path.js';
import { handler as getFacebookPixel } from './get-facebook-pixel.js';
import { handler as getFirstLoad } from './get-first-load.js';
import { handler as getGoogleAnalytic } from './get-google-analytic.js';
import { handler as getSeoSettings } from './get-seo-settings.js';
import { handler as getSiteSettings } from './get-site-settings.js';
import { handler as getTrackingSettings } from './get-tracking-settings.js';
import { handler as listCustomPages } from './list-custom-pages.js';
import { handler as listPageModules } from './list-page-modules.js';
import { handler as listUserAnnouncements } from './list-user-announcements.js';
import { handler as markAnnouncementRead } from './mark-announcement-read.js';
import { handler as recordPageView } from './record-page-view.js';
import { handler as saveCustomPageModules } from './save-custom-page-modules.js';
import { handler as updatePlan } from './update-plan.js';
import { handler as updateSeoSettings } from './update-seo-settings.js';
import { handlers as updateSiteSettingGroups } from './update-site-setting-groups.js';
import { handler as updateCustomPage } from './update-custom-page.js';
import { handler as updateTrackingSettings } from './update-tracking-settings.js';

export const handler = domainRouter('site', routes, [
  getGoogleAnalytic,
  getFacebookPixel,
  getSiteSettings,
  getFirstLoad,
  listUserAnnouncements,
  markAnnouncementRead,
  getTrackingSettings,
  updateTrackingSettings,
  updatePlan,
  getCustomPageByPath,
  listPageModules,
  recordPageView,
  listCustomPages,
  getCustomPage,
  createCustomPage,
  updateCustomPage,
  deleteCustomPages,
  getCustomPageModules,
  saveCustomPageModules,
  getAdminSiteSettings,
  ...updateSiteSettingGroups,
  getSeoSettings,
  updateSeoSettings,
]);
