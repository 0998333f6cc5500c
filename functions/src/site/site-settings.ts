import {
  message,
  SITE_SETTING_GROUPS,
  SOCIAL_SIGN_IN_CLIENTS,
  studentSignInWays,
  type SocialSignInWay,
  siteSettings as siteSettingsSchema,
  type AdminSiteSettings,
  type CurrentPlan,
  type PlanSelection,
  type RegisterFieldsConfig,
  type SeoSettings,
  type SiteSettingGroup,
  type SiteSettingInput,
  type SiteSettings,
} from '@lm/shared';
import { invalidField } from '../errors.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';
import { planEnables, selectedPlan, withFeatures } from './plan.js';
import type { SiteSettingName, SitePorts, StoredSiteSettings } from './ports.js';

/* The site settings (../shared/SPEC.md §3): read with their defaults, the plan, and the groups an administrator edits. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored group laid over its default field by field, so a group saved
 * before a field existed still answers that field. A group that does not
 * hold its shape answers the default rather than break the storefront.
 */
export function withDefault<K extends SiteSettingName>(name: K, stored: unknown): SiteSettings[K] {
  const fallback = DEFAULT_SITE_SETTINGS[name];
  if (stored === undefined) return fallback;
  const base: unknown = fallback;
  const candidate = isRecord(base) && isRecord(stored) ? { ...base, ...stored } : stored;
  const parsed = siteSettingsSchema.shape[name].safeParse(candidate);
  return parsed.success ? (parsed.data as SiteSettings[K]) : fallback;
}

/**
 * The storefront configuration the SPA reads at start-up: what is stored,
 * defaults for the rest. The plan's features are never stored: they follow
 * from its name and table (or the stage's default plan).
 */
export async function siteSettings(ports: Pick<SitePorts, 'settings' | 'defaultPlan'>): Promise<SiteSettings> {
  const stored = await ports.settings.siteSettings();
  const names = siteSettingsSchema.keyof().options;
  const plan = withFeatures(selectedPlan(stored.plan, ports.defaultPlan));
  const settings = Object.fromEntries(names.map((name) => [name, name === 'plan' ? plan : withDefault(name, stored[name])])) as SiteSettings;
  // A plan without SEO boost leaves the storefront on the plain defaults, whatever was saved before;
  // one without CUSTOM_REGISTER, the registration on its fixed fields (decision 0019).
  if (!plan.features.SEO_BOOST) settings.seo = DEFAULT_SITE_SETTINGS.seo;
  settings.registerFields = registerFieldsOf(stored.registerFields, plan.features.CUSTOM_REGISTER);
  return settings;
}

/** The version of the privacy policy in force, which a PDPA approval must name. */
export async function currentPolicyVersion(ports: Pick<SitePorts, 'settings'>): Promise<string> {
  return withDefault('pdpa', (await ports.settings.siteSettings()).pdpa).policy_version;
}

/**
 * Whether registration is open (settingLogin), and the optional fields a registration asks now
 * (decision 0019): the stored group over its defaults, or none at all while the plan lacks
 * CUSTOM_REGISTER, whatever was saved before. Read past the cache: a registration is rare, and
 * should follow a change made a moment ago.
 */
export async function registrationInForce(ports: Pick<SitePorts, 'settings' | 'defaultPlan'>): Promise<{ open: boolean; fields: RegisterFieldsConfig }> {
  const stored = await ports.settings.siteSettings({ fresh: true });
  return {
    open: withDefault('settingLogin', stored.settingLogin).registration,
    fields: registerFieldsOf(stored.registerFields, planEnables(selectedPlan(stored.plan, ports.defaultPlan), 'CUSTOM_REGISTER')),
  };
}

/** Whether students sign in with a username and password (settingLogin); kept by a warm Lambda as the storefront's settings are. */
export async function passwordSignInInForce(ports: Pick<SitePorts, 'settings'>): Promise<boolean> {
  return withDefault('settingLogin', (await ports.settings.siteSettings()).settingLogin).username_password;
}

/** The stored registerFields group as it applies with the plan's CUSTOM_REGISTER flag on or off. */
export function registerFieldsOf(stored: unknown, customRegister: boolean): RegisterFieldsConfig {
  return customRegister ? withDefault('registerFields', stored) : DEFAULT_SITE_SETTINGS.registerFields;
}

/** An administrator moves the site to another plan or package table; gated routes follow at once in this Lambda. */
export async function updatePlan(ports: SitePorts, input: PlanSelection): Promise<CurrentPlan> {
  const plan: PlanSelection = { name: input.name, table: input.table };
  await ports.settings.savePlan(plan);
  return withFeatures(plan);
}

/** Every editable group of the site settings, stored or default, read past the cache. */
export async function adminSiteSettings(ports: Pick<SitePorts, 'settings'>): Promise<AdminSiteSettings> {
  const stored = await ports.settings.siteSettings({ fresh: true });
  return Object.fromEntries(SITE_SETTING_GROUPS.map((group) => [group, withDefault(group, stored[group])])) as AdminSiteSettings;
}


/**
 * The external sign-in group as it is stored: the shared secret is never answered, so the form
 * sends it empty unless it is being changed; empty keeps the stored one, and only
 * `clear_shared_secret` removes it (decision 0023).
 */
function withKeptSecret(stored: StoredSiteSettings, input: SiteSettingInput<'externalLogin'>) {
  const { clear_shared_secret: clear, ...fields } = input;
  if (clear || fields.shared_secret !== '') return { ...fields, shared_secret: clear ? '' : fields.shared_secret };
  const kept = stored.externalLogin as { shared_secret?: unknown } | undefined;
  return { ...fields, shared_secret: typeof kept?.shared_secret === 'string' ? kept.shared_secret : '' };
}
/**
 * A sign-in group is not saved when, with the other as stored, no student could sign in: the
 * password off and every social way switched on without its client id (or none on). The refusal
 * names the field to change: the password switch, or the cleared client id of the way that is on.
 */
function refuseLockOut(stored: StoredSiteSettings, group: 'settingLogin' | 'externalLogin', value: unknown) {
  const login = withDefault('settingLogin', group === 'settingLogin' ? value : stored.settingLogin);
  const external = withDefault('externalLogin', group === 'externalLogin' ? value : stored.externalLogin);
  if (studentSignInWays(login, external).length > 0) return;
  const way = (Object.keys(SOCIAL_SIGN_IN_CLIENTS) as SocialSignInWay[]).find((one) => login[one]);
  const field = group === 'settingLogin' || !way ? 'username_password' : SOCIAL_SIGN_IN_CLIENTS[way].find((one) => !external[one])!;
  throw invalidField(field, message('signInLockout'));
}

/** Replaces one group (`stylesheet` arrives as `{stylesheet}` and is stored as its text); answers every group. */
export async function updateSiteSettingGroup<G extends SiteSettingGroup>(
  ports: Pick<SitePorts, 'settings'>,
  group: G,
  input: SiteSettingInput<G>,
): Promise<AdminSiteSettings> {
  // The sign-in groups are saved against what is stored: the secret kept, and the other group read for the lock-out rule.
  const signIn = group === 'settingLogin' || group === 'externalLogin' ? await ports.settings.siteSettings({ fresh: true }) : undefined;
  const value =
    group === 'stylesheet'
      ? (input as SiteSettingInput<'stylesheet'>).stylesheet
      : group === 'externalLogin'
        ? withKeptSecret(signIn!, input as SiteSettingInput<'externalLogin'>)
        : input;
  if (signIn) refuseLockOut(signIn, group as 'settingLogin' | 'externalLogin', value);
  await ports.settings.saveSiteGroup(group, value);
  return adminSiteSettings(ports);
}

/** The search-engine settings as saved, or the defaults. */
export async function seoSettings(ports: Pick<SitePorts, 'settings'>): Promise<SeoSettings> {
  return withDefault('seo', (await ports.settings.siteSettings({ fresh: true })).seo);
}

export async function updateSeoSettings(ports: Pick<SitePorts, 'settings'>, input: SeoSettings): Promise<SeoSettings> {
  await ports.settings.saveSiteGroup('seo', input);
  return input;
}
