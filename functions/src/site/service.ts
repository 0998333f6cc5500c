import type { Announcement, TrackingSettings } from '@lm/shared';
import type { Caller } from '../http/caller.js';
import type { Audience, SitePorts, Tracking } from './ports.js';

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
