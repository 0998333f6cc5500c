import {
  message,
  CUSTOM_PAGE_COLUMNS,
  ROLE,
  type RoleId,
  SITE_SETTING_GROUPS,
  SOCIAL_SIGN_IN_CLIENTS,
  studentSignInWays,
  type SocialSignInWay,
  siteSettings as siteSettingsSchema,
  type AdminCustomPage,
  type AdminSiteSettings,
  type Announcement,
  type CurrentPlan,
  type CustomPage,
  type CustomPageInput,
  type FirstLoad,
  type PageModule,
  type PageModuleInput,
  type PlanSelection,
  type RegisterFieldsConfig,
  type RouteEntry,
  type SeoSettings,
  type SiteRoutes,
  type SiteSettingGroup,
  type SiteSettingInput,
  type SiteSettings,
  type TablePage,
  type TableQuery,
  type TrackingSettings,
} from '@lm/shared';
import { ForbiddenError, invalidField, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { tablePageOf } from '../tables/table-query.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';
import { PathTakenError } from './errors.js';
import { planEnables, selectedPlan, withFeatures } from './plan.js';
import type { Audience, PageStore, SiteSettingName, SitePorts, StoredSiteSettings, Tracking } from './ports.js';

/** ../shared/SPEC.md §7: a list whose first item carries analytic_id; empty when none is set. */
export async function googleAnalytic(ports: SitePorts) {
  const tracking = await ports.settings.tracking();
  return tracking?.analyticId ? [{ analytic_id: tracking.analyticId }] : [];
}

/** A pixel without an id is off, whatever its flag says. */
export async function facebookPixel(ports: SitePorts) {
  const tracking = await ports.settings.tracking();
  if (!tracking?.pixelId) return { status: false, pixel_id: '', email: '' };
  return { status: tracking.pixelEnabled, pixel_id: tracking.pixelId, email: tracking.pixelEmail };
}

const NO_TRACKING: Tracking = { analyticId: '', pixelEnabled: false, pixelId: '', pixelEmail: '' };

function toTrackingSettings(tracking: Tracking): TrackingSettings {
  return {
    analytic_id: tracking.analyticId,
    pixel_enabled: tracking.pixelEnabled,
    pixel_id: tracking.pixelId,
    pixel_email: tracking.pixelEmail,
  };
}

export async function trackingSettings(ports: SitePorts): Promise<TrackingSettings> {
  return toTrackingSettings((await ports.settings.tracking()) ?? NO_TRACKING);
}

export async function updateTrackingSettings(ports: SitePorts, input: TrackingSettings): Promise<TrackingSettings> {
  const tracking: Tracking = {
    analyticId: input.analytic_id,
    pixelEnabled: input.pixel_enabled,
    pixelId: input.pixel_id,
    pixelEmail: input.pixel_email,
  };
  await ports.settings.saveTracking(tracking);
  return toTrackingSettings(tracking);
}

/**
 * Announcements for user `userId`. Everyone may see the public ones; group and
 * personal announcements, and the read flags, only go to that user's own token.
 */
export async function userAnnouncements(ports: SitePorts, userId: string, caller: Caller | undefined): Promise<Announcement[]> {
  const isOwner = caller?.userId === userId;
  const audiences: Audience[] = [{ kind: 'all' }];
  if (isOwner) {
    const groupId = await ports.profiles.groupOf(userId);
    if (groupId) audiences.push({ kind: 'group', groupId });
    audiences.push({ kind: 'user', userId });
  }
  const [lists, read] = await Promise.all([
    Promise.all(audiences.map((audience) => ports.announcements.listFor(audience))),
    isOwner ? ports.announcements.readIds(userId) : Promise.resolve(new Set<string>()),
  ]);
  return lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((item) => ({
      id: item.id,
      title: item.title,
      message: item.message,
      audience: item.audience,
      created_at: item.createdAt,
      action_read: read.has(item.id) ? 1 : 0,
      ...(item.link ? { link: item.link } : {}),
    }));
}

/**
 * Marks an announcement read by the caller (§3 action_read 1; §4: the unread count falls by
 * one on read). One meant for another user or group answers as one that does not exist.
 */
export async function markAnnouncementRead(ports: SitePorts, id: string, caller: Caller): Promise<{ success: true; ok: true; action_read: 1 }> {
  const found = await ports.announcements.get(id);
  const forCaller =
    found &&
    (found.audience === 'all' ||
      (found.audience === 'user' && found.audienceId === caller.userId) ||
      (found.audience === 'group' && found.audienceId === (await ports.profiles.groupOf(caller.userId))));
  if (!forCaller) throw new NotFoundError(message('noneWithId', { what: 'announcement', id }));
  await ports.announcements.markRead(caller.userId, id, ports.now().toISOString());
  return { success: true, ok: true, action_read: 1 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored group laid over its default field by field, so a group saved
 * before a field existed still answers that field. A group that does not
 * hold its shape answers the default rather than break the storefront.
 */
function withDefault<K extends SiteSettingName>(name: K, stored: unknown): SiteSettings[K] {
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

type PagePorts = { pages: PageStore };

/** A path is matched without its trailing slash, so `/about/` shows `/about`. */
const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

type ReaderPorts = PagePorts & Pick<SitePorts, 'settings'>;

/** A page's answer, and whether it is for members only (then it is not for shared caches). */
export interface PageAnswer<T> {
  body: T;
  membersOnly: boolean;
}

/** §2's client-area guard admits a client (role 3) or an instructor (role 2). */
const CLIENT_AREA_ROLES: ReadonlySet<RoleId | undefined> = new Set([ROLE.student, ROLE.instructor]);

/**
 * §2: a custom page whose route entry is not public is a client-area page; its content is
 * refused to anyone else as the route is (decision 0015). The route list is the flag's home
 * (decision 0017).
 */
async function requireReader(ports: ReaderPorts, page: CustomPage, caller: Caller | undefined): Promise<boolean> {
  const { customPages } = routesOf((await ports.settings.siteSettings()).routes);
  const membersOnly = customPages.some((entry) => entry.path === page.path && !entry.is_public);
  if (membersOnly && !caller) throw new UnauthorizedError();
  if (membersOnly && !CLIENT_AREA_ROLES.has(caller?.roleId)) throw new ForbiddenError(message('membersOnlyPage'));
  return membersOnly;
}

/** The custom page a site path shows; 404 when none does, 401 for a members' page without a sign-in. */
export async function customPageByPath(ports: ReaderPorts, path: string, caller?: Caller): Promise<PageAnswer<CustomPage>> {
  const page = await ports.pages.byPath(normalisePath(path));
  if (!page) throw new NotFoundError(message('pageNotAtPath', { path }));
  return { body: page, membersOnly: await requireReader(ports, page, caller) };
}

/** §7: a page's modules in their ordering; 404 for an unknown page, 401 as for the page itself. */
export async function pageModules(ports: ReaderPorts, pageId: string, caller?: Caller): Promise<PageAnswer<PageModule[]>> {
  const [page, modules] = await Promise.all([ports.pages.byId(pageId), ports.pages.modules(pageId)]);
  if (!page) throw new NotFoundError(message('noneWithId', { what: 'page', id: pageId }));
  return { body: [...modules].sort((a, b) => a.ordering - b.ordering), membersOnly: await requireReader(ports, page, caller) };
}

/**
 * The storefront's first load in one answer (decision 0014): the settings and, when the path is a
 * public custom page, the page and its modules, so a phone waits for one round trip, not three.
 * A members' page is left out: it needs the visitor's token, which the first load does not send.
 */
export async function firstLoad(ports: ReaderPorts & Pick<SitePorts, 'defaultPlan'>, path: string): Promise<FirstLoad> {
  const [settings, page] = await Promise.all([siteSettings(ports), ports.pages.byPath(normalisePath(path))]);
  const isPublic = page !== undefined && settings.routes.customPages.some((entry) => entry.path === page.path && entry.is_public);
  if (!page || !isPublic) return { settings, page: null };
  const modules = await ports.pages.modules(page.id);
  return { settings, page: { page, modules: [...modules].sort((a, b) => a.ordering - b.ordering) } };
}

/** §2: one view per render of a page. */
export async function recordPageView(ports: PagePorts, pageId: string): Promise<{ views: number }> {
  const views = await ports.pages.countView(pageId);
  if (views === undefined) throw new NotFoundError(message('noneWithId', { what: 'page', id: pageId }));
  return { views };
}

// The back office's page builder and settings (decision 0017).

type EditorPorts = Pick<SitePorts, 'pages' | 'settings' | 'newId' | 'now'>;

/** The route lists as stored now, each group over its default like the storefront reads them. */
const routesOf = (stored: unknown): SiteRoutes => withDefault('routes', stored);

/** A custom page's entry in the route list (§3 "Route list entry"). */
const pageRoute = (page: Pick<AdminCustomPage, 'path' | 'is_public'>): RouteEntry => ({ path: page.path, is_public: page.is_public, component: 'customPage' });

/**
 * The route list with `page`'s entry in place of `previous`'s (or of one at the same path), keeping
 * its position, else added at the end; or without the page's entry when `page` is undefined.
 */
function withPageRoute(stored: unknown, previous: Pick<AdminCustomPage, 'path'> | undefined, page: AdminCustomPage | undefined): SiteRoutes {
  const routes = routesOf(stored);
  const gone = new Set([previous?.path, page?.path].filter((path): path is string => path !== undefined));
  const index = routes.customPages.findIndex((entry) => gone.has(entry.path));
  const kept = routes.customPages.filter((entry) => !gone.has(entry.path));
  if (page) kept.splice(index < 0 ? kept.length : index, 0, pageRoute(page));
  return { ...routes, customPages: kept };
}

/** The routing flag lives in the route list; a page item written before the builder may not hold it. */
async function withRouteFlags(ports: EditorPorts, pages: AdminCustomPage[]): Promise<AdminCustomPage[]> {
  const routes = routesOf((await ports.settings.siteSettings({ fresh: true })).routes);
  const flags = new Map(routes.customPages.map((entry) => [entry.path, entry.is_public]));
  return pages.map((page) => ({ ...page, is_public: flags.get(page.path) ?? page.is_public }));
}

async function requirePage(ports: EditorPorts, id: string): Promise<AdminCustomPage> {
  const page = await ports.pages.get(id);
  if (!page) throw new NotFoundError(message('noneWithId', { what: 'page', id }));
  return page;
}

/** The custom pages table (§3 "Admin data table"), by path until another sort is asked for. */
export async function listCustomPages(ports: EditorPorts, query: TableQuery): Promise<TablePage<AdminCustomPage>> {
  const pages = await withRouteFlags(ports, await ports.pages.list());
  return tablePageOf(pages.sort((a, b) => a.path.localeCompare(b.path)), query, CUSTOM_PAGE_COLUMNS);
}

export async function getCustomPage(ports: EditorPorts, id: string): Promise<AdminCustomPage> {
  const [page] = await withRouteFlags(ports, [await requirePage(ports, id)]);
  return page as AdminCustomPage;
}

async function requireFreePath(ports: EditorPorts, path: string, id: string | undefined): Promise<void> {
  const owner = await ports.pages.pathOwner(path);
  if (owner !== undefined && owner !== id) throw new PathTakenError(path);
}

/** A new page at a free path; the storefront routes the path to it at once. */
export async function createCustomPage(ports: EditorPorts, input: CustomPageInput): Promise<AdminCustomPage> {
  await requireFreePath(ports, input.path, undefined);
  const now = ports.now().toISOString();
  const page: AdminCustomPage = { ...input, id: ports.newId(), views: 0, created_at: now, updated_at: now };
  await ports.pages.save(page, undefined, (stored) => withPageRoute(stored, undefined, page));
  ports.settings.forgetSiteSettings();
  return page;
}

/** Replaces a page's fields; a new path moves its route, keeping the route's place in the list. */
export async function updateCustomPage(ports: EditorPorts, id: string, input: CustomPageInput): Promise<AdminCustomPage> {
  const previous = await requirePage(ports, id);
  await requireFreePath(ports, input.path, id);
  const page: AdminCustomPage = { ...input, id, views: previous.views, created_at: previous.created_at || ports.now().toISOString(), updated_at: ports.now().toISOString() };
  await ports.pages.save(page, previous, (stored) => withPageRoute(stored, previous, page));
  ports.settings.forgetSiteSettings();
  return page;
}

/** Deletes pages with their modules and their route entries; answers the ids that existed. */
export async function deleteCustomPages(ports: EditorPorts, ids: readonly string[]) {
  const deleted: string[] = [];
  for (const id of new Set(ids)) {
    const page = await ports.pages.get(id);
    if (!page) continue;
    await ports.pages.remove(page, (stored) => withPageRoute(stored, page, undefined));
    deleted.push(id);
  }
  if (deleted.length) ports.settings.forgetSiteSettings();
  return { success: true as const, ok: true as const, deleted };
}

/** The builder's view of a page's modules: all of them, in their ordering. */
export async function customPageModules(ports: EditorPorts, pageId: string): Promise<PageModule[]> {
  const list = await ports.pages.moduleList(pageId);
  if (!list) throw new NotFoundError(message('noneWithId', { what: 'page', id: pageId }));
  return [...list.modules].sort((a, b) => a.ordering - b.ordering);
}

/** Orderings step by ten, as the demo pages do, so a module written by other means can go between two. */
const ORDERING_STEP = 10;

/**
 * Replaces a page's modules with `modules`, in that order (decision 0017): a module keeps its id
 * when the list names it, a new one gets an id, and those the list leaves out are removed, all in
 * one transaction, so a failure leaves the previous list as it was.
 */
export async function saveCustomPageModules(ports: EditorPorts, pageId: string, modules: readonly PageModuleInput[]): Promise<PageModule[]> {
  const list = await ports.pages.moduleList(pageId);
  if (!list) throw new NotFoundError(message('noneWithId', { what: 'page', id: pageId }));
  const known = new Set(list.modules.map((module) => module.id));
  const fields: Record<string, string[]> = {};
  modules.forEach((module, index) => {
    if (module.id !== undefined && !known.has(module.id)) {
      fields[`modules.${index}.id`] = [`Module ${index + 1} (${module.type}): this page has no module with the id ${module.id}.`];
    }
  });
  const problems = Object.entries(fields);
  if (problems.length) {
    throw new ValidationError(`The request is not valid. (body) ${problems.map(([field, [message]]) => `${field}: ${message}`).join('; ')}`, fields);
  }
  const next: PageModule[] = modules.map((module, index) => ({
    id: module.id ?? ports.newId(),
    page_id: pageId,
    type: module.type,
    ordering: (index + 1) * ORDERING_STEP,
    name: module.name,
    custom_name: module.custom_name,
    data: module.data,
  }));
  await ports.pages.replaceModules(pageId, list.version, list.modules, next);
  return next;
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
