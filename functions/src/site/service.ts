import {
  siteSettings as siteSettingsSchema,
  type Announcement,
  type CurrentPlan,
  type CustomPage,
  type PageModule,
  type PlanSelection,
  type SiteSettings,
  type TrackingSettings,
} from '@lm/shared';
import { NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';
import { selectedPlan, withFeatures } from './plan.js';
import type { Audience, PageStore, SiteSettingName, SitePorts, Tracking } from './ports.js';

/** SPEC §7: a list whose first item carries analytic_id; empty when none is set. */
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
    }));
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
export async function siteSettings(ports: SitePorts): Promise<SiteSettings> {
  const stored = await ports.settings.siteSettings();
  const names = siteSettingsSchema.keyof().options;
  return Object.fromEntries(
    names.map((name) => [name, name === 'plan' ? withFeatures(selectedPlan(stored.plan, ports.defaultPlan)) : withDefault(name, stored[name])]),
  ) as SiteSettings;
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

/** The custom page a site path shows; 404 when none does. */
export async function customPageByPath(ports: PagePorts, path: string): Promise<CustomPage> {
  const page = await ports.pages.byPath(normalisePath(path));
  if (!page) throw new NotFoundError(`No page has the path ${path}.`);
  return page;
}

/** SPEC §7: a page's modules in their ordering; 404 for an unknown page. */
export async function pageModules(ports: PagePorts, pageId: string): Promise<PageModule[]> {
  const [page, modules] = await Promise.all([ports.pages.byId(pageId), ports.pages.modules(pageId)]);
  if (!page) throw new NotFoundError(`No page has the id ${pageId}.`);
  return [...modules].sort((a, b) => a.ordering - b.ordering);
}

/** SPEC §2: one view per render of a page. */
export async function recordPageView(ports: PagePorts, pageId: string): Promise<{ views: number }> {
  const views = await ports.pages.countView(pageId);
  if (views === undefined) throw new NotFoundError(`No page has the id ${pageId}.`);
  return { views };
}
