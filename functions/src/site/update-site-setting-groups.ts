import { SITE_SETTING_GROUPS, type RouteDefinition, type SiteSettingGroup, type SiteSettingInput } from '@lm/shared';
import { routes } from './routes.js';
import { route } from '../app.js';
import type { RouteHandler } from '../http/handler.js';
import { site } from './deps.js';
import { updateSiteSettingGroup } from './site-settings.js';

/** The route of each group's PUT, by group (shared route table). */
const ROUTE_OF = {
  theme: routes.updateThemeSettings,
  customText: routes.updateCustomTextSettings,
  header: routes.updateHeaderSettings,
  footer: routes.updateFooterSettings,
  stylesheet: routes.updateStylesheetSettings,
  aboutWebSite: routes.updateAboutWebSiteSettings,
  settingLogin: routes.updateSettingLoginSettings,
  externalLogin: routes.updateExternalLoginSettings,
  headerSubMenu: routes.updateHeaderSubMenuSettings,
  categoryCourseName: routes.updateCategoryCourseNameSettings,
  settingPrivateClassRoom: routes.updateSettingPrivateClassRoomSettings,
  businessMenu: routes.updateBusinessMenuSettings,
  settingLiveroom: routes.updateSettingLiveroomSettings,
  paymentMethods: routes.updatePaymentMethodsSettings,
  registerFields: routes.updateRegisterFieldsSettings,
} as const satisfies Record<SiteSettingGroup, RouteDefinition>;

// The chain has checked the body against this group's own schema.
const handlerOf = (group: SiteSettingGroup): RouteHandler =>
  route<RouteDefinition>(ROUTE_OF[group], ({ body }) => updateSiteSettingGroup(site(), group, body as SiteSettingInput<SiteSettingGroup>));

/**
 * PUT /api/settings/site/{group}: the routes differ only in the group they save, so they
 * share this module; each still has its own route table entry, body schema and plan flag.
 */
export const handlers: readonly RouteHandler[] = SITE_SETTING_GROUPS.map(handlerOf);
