import type { Announcement } from '@lm/shared';
import type { Caller } from '../http/caller.js';
import type { Audience, SitePorts } from './ports.js';

/** SPEC §7: a list whose first item carries analytic_id; empty when none is set. */
export async function googleAnalytic(ports: SitePorts) {
  const setting = await ports.settings.analytics();
  return setting?.analyticId ? [{ analytic_id: setting.analyticId }] : [];
}

export async function facebookPixel(ports: SitePorts) {
  const pixel = await ports.settings.pixel();
  if (!pixel?.pixelId) return { status: false, pixel_id: '', email: '' };
  return { status: pixel.enabled, pixel_id: pixel.pixelId, email: pixel.email };
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
