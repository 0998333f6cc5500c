import { message, type Announcement } from '@lm/shared';
import { NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { Audience, SitePorts } from './ports.js';

/* Announcements as their readers see them, and a reader's read marks. */

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
