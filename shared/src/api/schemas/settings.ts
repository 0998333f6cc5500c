import * as z from 'zod';
import type { PlanFlag } from '../../plans.js';
import { currentPlan } from './plan.js';
import { message } from '../messages.js';
import { flag, json, text } from './common.js';
import { FOOTER_STYLES, HEADER_STYLES } from '../enums.js';
import { registerFieldsSettingsFields } from './register-fields.js';
import { liveroomSettings, privateClassRoomSettings, settingLiveroomFields, settingPrivateClassRoomFields } from './live-settings.js';

/** ../shared/SPEC.md §3 "Route list entry": a configured path, whether it is public, and the screen it shows. */
export const routeEntry = z.object({
  path: z.string().startsWith('/'),
  is_public: z.boolean(),
  component: z.string(),
});
export type RouteEntry = z.infer<typeof routeEntry>;

/** The configured route lists of §2's customer route table (steps 1 to 5). */
export const siteRoutes = z.object({
  /** Step 1: instructor pages; `instructorDetailPage` replaces them all when set. */
  instructorPages: z.array(routeEntry),
  instructorDetailPage: routeEntry.nullable(),
  /** Step 2: article pages; `articleDetailPage` replaces them all when set. */
  articlePages: z.array(routeEntry),
  articleDetailPage: routeEntry.nullable(),
  /** Step 3: custom pages built with the page builder. */
  customPages: z.array(routeEntry),
  /** Step 4: course lists by category. */
  categoryPages: z.array(routeEntry),
  /** Step 5: admin screens. */
  adminPaths: z.array(routeEntry),
});
export type SiteRoutes = z.infer<typeof siteRoutes>;

// §3 "Site settings": one stored group each. The same fields check what an administrator
// saves (strict, with plain messages) and what the storefront reads (unknown fields dropped, and a
// stored group that no longer fits answers its default). Groups SPEC does not detail have the
// shapes of decision 0017.

const words = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message('required', { label }) : message('notText', { label })) })
    .trim()
    .max(max, message('tooLong', { label }));
const cssColour = (label: string) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .regex(/^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgb|hsl)a?\([0-9.,%\s/]+\))$/i, `${label} must be a CSS colour such as #0f766e.`);
const fontList = (label: string) =>
  text(label, 200).regex(/^[\p{L}\p{N}\s,'"-]+$/u, `${label} must be font names separated by commas, e.g. Sarabun, sans-serif.`);
/** An image or file: a site path or an https address. */
const address = (label: string) =>
  words(label, 1024).regex(/^$|^\/\S*$|^https:\/\/\S+$/, `${label} must be a site path such as /logo.svg or an https address.`);
/** Where a menu entry goes: a site path, a web address, mailto: or tel:. */
const link = (label: string) =>
  text(label, 1024).regex(/^\/\S*$|^https?:\/\/\S+$|^mailto:\S+$|^tel:[+\d\s-]+$/, `${label} must be a site path such as /courses, a web address, mailto: or tel:.`);

/** §3 "theme": colours, fonts, light or dark, and the default logo and favicon. */
export const THEME_MODES = ['light', 'dark'] as const;
const themeFields = {
  color: cssColour('color'),
  background: cssColour('background'),
  background_font: fontList('background_font'),
  theme_font: fontList('theme_font'),
  theme: z.enum(THEME_MODES, { error: `theme must be one of ${THEME_MODES.join(', ')}.` }),
  defaultImageUrl: address('defaultImageUrl').min(1, 'defaultImageUrl is required.'),
  defaultImgUrlFavicon: address('defaultImgUrlFavicon').min(1, 'defaultImgUrlFavicon is required.'),
};

/** §3 "customText": the site's own words by key (`home.welcome` → "Welcome"), up to 200 of them. */
const TEXT_KEY = /^[A-Za-z][\w.-]{0,63}$/;
const customTextRecord = z.record(z.string(), words('Each text', 2000)).superRefine((texts, ctx) => {
  const keys = Object.keys(texts);
  if (keys.length > 200) ctx.addIssue({ code: 'custom', message: 'At most 200 texts.' });
  for (const key of keys.filter((one) => !TEXT_KEY.test(one))) {
    ctx.addIssue({ code: 'custom', path: [key], message: 'Each key starts with a letter and holds letters, digits, dots, dashes or underscores (at most 64).' });
  }
});

const headerFields = { header_style_name: z.enum(HEADER_STYLES, { error: `header_style_name must be one of ${HEADER_STYLES.join(', ')}.` }) };
const footerFields = { footer_style_name: z.enum(FOOTER_STYLES, { error: `footer_style_name must be one of ${FOOTER_STYLES.join(', ')}.` }) };
const STYLESHEET_MAX = 100_000;
const stylesheetText = z.string({ error: 'stylesheet must be text.' }).max(STYLESHEET_MAX, `stylesheet is too long (at most ${STYLESHEET_MAX} characters).`);

/** §3 "aboutWebSite"; §2: the business menu is always hidden, whatever is_business_menu says. */
const aboutWebSiteFields = { title: text('title', 120), social_share_image: address('social_share_image').default(''), is_business_menu: flag.default(false) };

/** settingLogin: the ways visitors sign in, and whether they may register themselves. */
const settingLoginFields = {
  username_password: flag.default(true),
  google: flag.default(false),
  facebook: flag.default(false),
  azure_ad: flag.default(false),
  registration: flag.default(true),
};
const keepsOneSignIn = (login: { username_password: boolean; google: boolean; facebook: boolean; azure_ad: boolean }) =>
  login.username_password || login.google || login.facebook || login.azure_ad;
const keepsOneSignInError = { message: 'Keep at least one way to sign in.', path: ['username_password'] };

/**
 * externalLogin: who may sign people in without their password (decision 0023): the external
 * issuer of /user/loginExternal (its JWKS or a shared HS256 secret) and the social providers'
 * client ids, each the audience their ID tokens must name. Empty turns that way off.
 */
const optionalHttps = (label: string) => words(label, 500).regex(/^$|^https:\/\/\S+$/, `${label} must be an https address.`);
const clientId = (label: string) => words(label, 200).regex(/^[\w.:/-]*$/, `${label} may hold letters, digits, dots, dashes, colons, slashes and underscores.`);
const externalLoginPublicFields = {
  issuer: words('issuer', 500).default(''),
  audience: words('audience', 200).default(''),
  jwks_url: optionalHttps('jwks_url').default(''),
  google_client_id: clientId('google_client_id').default(''),
  azure_tenant_id: clientId('azure_tenant_id').default(''),
  azure_client_id: clientId('azure_client_id').default(''),
  facebook_app_id: clientId('facebook_app_id').default(''),
};
/** The social ways of settingLogin, and the fields of externalLogin each needs set before it can sign anyone in. */
export const SOCIAL_SIGN_IN_CLIENTS = {
  google: ['google_client_id'],
  facebook: ['facebook_app_id'],
  azure_ad: ['azure_tenant_id', 'azure_client_id'],
} as const satisfies Record<string, readonly (keyof typeof externalLoginPublicFields)[]>;
export type SocialSignInWay = keyof typeof SOCIAL_SIGN_IN_CLIENTS;

/** Whether a social way can sign anyone in: switched on in settingLogin, its client set in externalLogin. */
export const socialSignInReady = (way: SocialSignInWay, login: Record<SocialSignInWay, boolean>, external: Readonly<Record<string, unknown>>) =>
  login[way] && SOCIAL_SIGN_IN_CLIENTS[way].every((field) => typeof external[field] === 'string' && external[field] !== '');

/**
 * The ways a student can sign in with these two groups (decision 0060): the password while it is
 * on, each social way that is ready. None would lock every student out.
 */
export const studentSignInWays = (login: Record<SocialSignInWay | 'username_password', boolean>, external: Readonly<Record<string, unknown>>) => [
  ...(login.username_password ? (['username_password'] as const) : []),
  ...(Object.keys(SOCIAL_SIGN_IN_CLIENTS) as SocialSignInWay[]).filter((way) => socialSignInReady(way, login, external)),
];

/** Write-only: saved with the group, never answered (the public and admin answers drop it). */
const externalLoginSecret = {
  shared_secret: z
    .string({ error: 'shared_secret must be text.' })
    .max(512, 'shared_secret is too long.')
    .refine((value) => value === '' || value.length >= 32, 'shared_secret must be at least 32 characters (256 bits for HS256).')
    .default(''),
};
/** The whole stored group, secret included: read by the identity service only. */
export const externalLoginSettings = z.object({ ...externalLoginPublicFields, ...externalLoginSecret });
export type ExternalLoginSettings = z.infer<typeof externalLoginSettings>;

/** An entry of a menu: its words, where it goes, and whether it opens a new tab. */
const menuItem = z.object({ label: text('label', 60), link: link('link'), new_tab: flag.default(false) });
const menuItems = (label: string, max: number) => json(z.array(menuItem, { error: `${label} must be a list.` }).max(max, `At most ${max} entries.`)).default([]);

/** headerSubMenu: the header's second row of links, in order. */
const headerSubMenuFields = { items: menuItems('items', 12) };
/** categoryCourseName: what the storefront calls course categories, and its "all courses" entry. */
const categoryCourseNameFields = { title: text('title', 80).default('Course categories'), all_label: text('all_label', 80).default('All courses') };
/** businessMenu: kept for the business package; §2 hides it always. */
const businessMenuFields = { title: words('title', 80).default(''), items: menuItems('items', 12) };
/** paymentMethods: what the cart offers. Only what a buyer may see: gateway keys live in the stage's secrets. */
const bankAccount = z.object({
  bank: text('bank', 80),
  account_name: text('account_name', 120),
  account_number: z.string({ error: 'account_number is required.' }).trim().regex(/^[0-9][0-9-]{4,18}[0-9]$/, 'account_number must be 6 to 20 digits, dashes allowed between them.'),
});
const paymentMethodsFields = {
  card: flag.default(true),
  promptpay: flag.default(true),
  bank_transfer: flag.default(false),
  bank_accounts: json(z.array(bankAccount, { error: 'bank_accounts must be a list.' }).max(10, 'At most 10 bank accounts.')).default([]),
};
const namesAnAccount = (payments: { bank_transfer: boolean; bank_accounts: unknown[] }) => !payments.bank_transfer || payments.bank_accounts.length > 0;
const namesAnAccountError = { message: 'Add a bank account to offer bank transfer.', path: ['bank_accounts'] };

/**
 * The search-engine settings (§2 "Admin"): the site's default meta title, description and
 * keywords, robots, social image, canonical origin and Google site verification. Custom pages fall
 * back on them for what they leave empty.
 */
const seoFields = {
  meta_title: words('meta_title', 120).default(''),
  meta_description: words('meta_description', 320).default(''),
  meta_keywords: words('meta_keywords', 500).default(''),
  robot_index: flag.default(true),
  robot_follow: flag.default(true),
  social_image: address('social_image').default(''),
  canonical_origin: words('canonical_origin', 200)
    .regex(/^$|^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, "canonical_origin must be the site's address such as https://learn.example.com, without a path or a closing slash.")
    .default(''),
  google_site_verification: words('google_site_verification', 100)
    .regex(/^[\w-]*$/, 'google_site_verification must be the content of the verification tag: letters, digits, dashes and underscores.')
    .default(''),
};
export const seoSettings = z.object(seoFields);
export const seoSettingsInput = z.strictObject(seoFields);
export type SeoSettings = z.infer<typeof seoSettings>;

/** §3 "Site settings", as the SPA reads them at start-up. */
export const siteSettings = z.object({
  theme: z.object(themeFields),
  customText: customTextRecord,
  header: z.object(headerFields),
  footer: z.object(footerFields),
  /** CSS the shell injects. */
  stylesheet: stylesheetText,
  aboutWebSite: z.object(aboutWebSiteFields),
  settingLogin: z.object(settingLoginFields).refine(keepsOneSignIn, keepsOneSignInError),
  externalLogin: z.object(externalLoginPublicFields),
  /**
   * registerFields: what a registration asks besides the username, e-mail, password and names, each
   * `off`, `optional` or `required` (decision 0019); all `off` while the plan lacks CUSTOM_REGISTER.
   */
  registerFields: z.object(registerFieldsSettingsFields),
  headerSubMenu: z.object(headerSubMenuFields),
  categoryCourseName: z.object(categoryCourseNameFields),
  settingPrivateClassRoom: privateClassRoomSettings,
  businessMenu: z.object(businessMenuFields),
  settingLiveroom: liveroomSettings,
  paymentMethods: z.object(paymentMethodsFields).refine(namesAnAccount, namesAnAccountError),
  /** Search-engine defaults (§2 "Admin"); the defaults while the plan lacks SEO_BOOST. */
  seo: seoSettings,
  routes: siteRoutes,
  /** The sales-package and student-package flags read at start-up (§2, §6). */
  packages: z.object({ sales: z.boolean(), student: z.boolean() }),
  /** The privacy policy a user approves in the PDPA modal. */
  pdpa: z.object({ policy_version: z.string(), policy_url: z.string() }),
  /** The current plan and its features (§6): the SPA hides what is off. */
  plan: currentPlan,
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** The groups of §3 "Site settings" an administrator edits, each through PUT /api/settings/site/{group}. */
export const SITE_SETTING_GROUPS = [
  'theme',
  'customText',
  'header',
  'footer',
  'stylesheet',
  'aboutWebSite',
  'settingLogin',
  'externalLogin',
  'headerSubMenu',
  'categoryCourseName',
  'settingPrivateClassRoom',
  'businessMenu',
  'settingLiveroom',
  'paymentMethods',
  'registerFields',
] as const satisfies readonly (keyof SiteSettings)[];
export type SiteSettingGroup = (typeof SITE_SETTING_GROUPS)[number];

/**
 * What each group's PUT takes: the group's fields, strict. `customText` takes the texts themselves
 * as fields; `stylesheet`, a text, comes as `{stylesheet}`.
 */
export const SITE_SETTING_INPUTS = {
  theme: z.strictObject(themeFields),
  customText: customTextRecord,
  header: z.strictObject(headerFields),
  footer: z.strictObject(footerFields),
  stylesheet: z.strictObject({ stylesheet: stylesheetText }),
  aboutWebSite: z.strictObject(aboutWebSiteFields),
  settingLogin: z.strictObject(settingLoginFields).refine(keepsOneSignIn, keepsOneSignInError),
  // An empty secret keeps the stored one (the form never shows it); the tick removes it.
  externalLogin: z.strictObject({ ...externalLoginPublicFields, ...externalLoginSecret, clear_shared_secret: flag.default(false) }),
  headerSubMenu: z.strictObject(headerSubMenuFields),
  categoryCourseName: z.strictObject(categoryCourseNameFields),
  settingPrivateClassRoom: z.strictObject(settingPrivateClassRoomFields),
  businessMenu: z.strictObject(businessMenuFields),
  settingLiveroom: z.strictObject(settingLiveroomFields),
  paymentMethods: z.strictObject(paymentMethodsFields).refine(namesAnAccount, namesAnAccountError),
  registerFields: z.strictObject(registerFieldsSettingsFields),
} as const satisfies Record<SiteSettingGroup, z.ZodType>;
export type SiteSettingInput<G extends SiteSettingGroup> = z.output<(typeof SITE_SETTING_INPUTS)[G]>;

/**
 * The plan flag that lets an administrator edit each group (§6): the header, footer and custom
 * texts have their own; private classes and live rooms no flag of SPEC's; the rest is page appearance.
 */
export const SITE_SETTING_FEATURES = {
  theme: 'PAGE_APPEARANCE',
  customText: 'APPERANCE_CUSTOMTEXT',
  header: 'APPERANCE_HEADER',
  footer: 'APPERANCE_FOOTER',
  stylesheet: 'PAGE_APPEARANCE',
  aboutWebSite: 'PAGE_APPEARANCE',
  settingLogin: 'PAGE_APPEARANCE',
  externalLogin: undefined,
  headerSubMenu: 'APPERANCE_HEADER',
  categoryCourseName: 'PAGE_APPEARANCE',
  settingPrivateClassRoom: undefined,
  businessMenu: 'PAGE_APPEARANCE',
  settingLiveroom: undefined,
  paymentMethods: 'PAYMENT',
  registerFields: 'CUSTOM_REGISTER',
} as const satisfies Record<SiteSettingGroup, PlanFlag | undefined>;

/** GET /api/settings/site and every group's PUT answer: the editable groups, stored or default. */
export const adminSiteSettings = siteSettings.pick(Object.fromEntries(SITE_SETTING_GROUPS.map((group) => [group, true])) as { [G in SiteSettingGroup]: true });
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;

export const pdpaApprovalRequest = z.strictObject({
  policy_version: z.string().trim().min(1, 'policy_version is required.').max(32),
});
export const pdpaApprovalResponse = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  pdpa_approved: z.literal(1),
  policy_version: z.string(),
  approved_at: z.string(),
});
