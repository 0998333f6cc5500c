import {
  message,
  CUSTOM_PAGE_COLUMNS,
  ROLE,
  type RoleId,
  type AdminCustomPage,
  type CustomPage,
  type CustomPageInput,
  type FirstLoad,
  type PageModule,
  type PageModuleInput,
  type RouteEntry,
  type SiteRoutes,
  type TablePage,
  type TableQuery,
} from '@lm/shared';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { tablePageOf } from '../tables/table-query.js';
import { PathTakenError } from './errors.js';
import type { PageStore, SitePorts } from './ports.js';
import { siteSettings, withDefault } from './site-settings.js';

/* Custom pages: read by path for the storefront, and built in the page builder (decisions 0015, 0017). */

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
