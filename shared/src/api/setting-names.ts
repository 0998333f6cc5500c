/**
 * The groups of ../shared/SPEC.md §3 "Site settings", one stored setting item each, without zod:
 * every Lambda's settings store names them, and only some Lambdas check their values
 * (`siteSettings` in `schemas/settings.ts`, whose keys must be these).
 */
export const SITE_SETTING_NAMES = [
  'theme',
  'customText',
  'header',
  'footer',
  'stylesheet',
  'aboutWebSite',
  'settingLogin',
  'externalLogin',
  'registerFields',
  'headerSubMenu',
  'categoryCourseName',
  'settingPrivateClassRoom',
  'businessMenu',
  'settingLiveroom',
  'paymentMethods',
  'seo',
  'routes',
  'packages',
  'pdpa',
  'plan',
] as const;
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];
