import type { CustomPage, PageModule, Plan, PlanSelection, SiteSettings } from '@lm/shared';

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
  siteSettings(): Promise<StoredSiteSettings>;
  /** The stored `plan` item as stored (checked by the reader); undefined when none is. */
  plan(): Promise<unknown>;
  savePlan(plan: PlanSelection): Promise<void>;
}

export interface StoredAnnouncement {
  id: string;
  title: string;
  message: string;
  audience: 'all' | 'group' | 'user';
  createdAt: string;
}

export type Audience = { kind: 'all' } | { kind: 'group'; groupId: string } | { kind: 'user'; userId: string };

export interface AnnouncementReader {
  /** Newest first. */
  listFor(audience: Audience): Promise<StoredAnnouncement[]>;
  readIds(userId: string): Promise<Set<string>>;
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

export interface SitePorts {
  settings: SettingsStore;
  /** The plan the stage runs while no `plan` item is stored (DEFAULT_PLAN). */
  defaultPlan: Plan;
  announcements: AnnouncementReader;
  profiles: ProfileReader;
  pages: PageStore;
}
