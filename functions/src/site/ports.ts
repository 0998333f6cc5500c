import type { AdminCustomPage, CustomPage, PageModule, Plan, PlanSelection, SiteRoutes, SiteSettings } from '@lm/shared';

/** Analytics and tracking pixel, kept together so they are written at once. */
export interface Tracking {
  analyticId: string;
  pixelEnabled: boolean;
  pixelId: string;
  /** Advanced-matching address; `{email}` stands for the signed-in user's. */
  pixelEmail: string;
}

/** A storefront settings group is stored under its key in the SiteSettings answer. */
export type SiteSettingName = keyof SiteSettings;

/** The storefront groups as stored: a group never saved is absent; values are checked by the reader. */
export type StoredSiteSettings = Partial<Record<SiteSettingName, unknown>>;

export interface SettingsStore {
  tracking(): Promise<Tracking | undefined>;
  saveTracking(tracking: Tracking): Promise<void>;
  /** Every storefront group as stored, from memory within the cache window unless `fresh`. */
  siteSettings(options?: { fresh?: boolean }): Promise<StoredSiteSettings>;
  /** The stored `plan` item as stored (checked by the reader); undefined when none is. */
  plan(): Promise<unknown>;
  savePlan(plan: PlanSelection): Promise<void>;
  /** Replaces one storefront group; this Lambda's storefront settings show it at once. */
  saveSiteGroup(name: SiteSettingName, value: unknown): Promise<void>;
  /** Drops the cached storefront groups after a group was written elsewhere (the route list, by the page store). */
  forgetSiteSettings(): void;
}

export interface StoredAnnouncement {
  id: string;
  title: string;
  message: string;
  audience: 'all' | 'group' | 'user';
  createdAt: string;
  /** Where it leads on the site, when it leads somewhere (decision 0044). */
  link?: string;
}

export type Audience = { kind: 'all' } | { kind: 'group'; groupId: string } | { kind: 'user'; userId: string };

export interface AnnouncementStore {
  /** Newest first. */
  listFor(audience: Audience): Promise<StoredAnnouncement[]>;
  readIds(userId: string): Promise<Set<string>>;
  /** One announcement with whom it is for; undefined when there is none. */
  get(id: string): Promise<(StoredAnnouncement & { audienceId: string }) | undefined>;
  /** Marks it read by the user; marking again keeps the first time. */
  markRead(userId: string, announcementId: string, at: string): Promise<void>;
}

export interface ProfileReader {
  groupOf(userId: string): Promise<string | null | undefined>;
}

/** The storefront's custom pages and their modules (decision 0015). */
export interface PageStore {
  byPath(path: string): Promise<CustomPage | undefined>;
  byId(id: string): Promise<CustomPage | undefined>;
  /** A page's modules in `ordering`. */
  modules(pageId: string): Promise<PageModule[]>;
  /** Adds one view atomically and answers the new count; undefined when the page is unknown. */
  countView(pageId: string): Promise<number | undefined>;
}

/** The site's route lists as they will be stored, worked out from what is stored now (absent when nothing is). */
export type RoutesChange = (stored: unknown) => SiteRoutes;

/** A page's modules and the version their next save must find. */
export interface ModuleList {
  version: number;
  modules: PageModule[];
}

/**
 * The back office's side of the custom pages (decision 0017). A page, its path and its entry in
 * the site's route list are written together or not at all; so are a page's modules.
 */
export interface PageEditor {
  /** Every page, through the listing index. */
  list(): Promise<AdminCustomPage[]>;
  get(id: string): Promise<AdminCustomPage | undefined>;
  /** The id of the page at a path, if one is. */
  pathOwner(path: string): Promise<string | undefined>;
  /**
   * Creates the page, or replaces the fields of an existing one (keeping its views), taking its
   * path and releasing `previous`'s when it moved, and writing the routes `routes` works out.
   * A path another page took meanwhile is a ConflictError.
   */
  save(page: AdminCustomPage, previous: AdminCustomPage | undefined, routes: RoutesChange): Promise<void>;
  /** Deletes the page, its path, its modules and (through `routes`) its route entry. */
  remove(page: AdminCustomPage, routes: RoutesChange): Promise<void>;
  /** Undefined when the page does not exist. */
  moduleList(pageId: string): Promise<ModuleList | undefined>;
  /**
   * Replaces `current` by `next` in one transaction, provided the page still has `version`;
   * otherwise a ConflictError (or NotFoundError when the page has gone) and nothing changes.
   */
  replaceModules(pageId: string, version: number, current: readonly PageModule[], next: readonly PageModule[]): Promise<void>;
}

export interface SitePorts {
  settings: SettingsStore;
  /** The plan the stage runs while no `plan` item is stored (DEFAULT_PLAN). */
  defaultPlan: Plan;
  announcements: AnnouncementStore;
  profiles: ProfileReader;
  pages: PageStore & PageEditor;
  newId: () => string;
  now: () => Date;
}
