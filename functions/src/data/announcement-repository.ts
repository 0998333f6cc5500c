import type { AnnouncementStore, Audience } from '../site/ports.js';
import { unlessRefused } from './conditions.js';
import type { Database } from './database.js';

/** Announcements shown to one audience at most; older ones are for the back office. */
const LIST_LIMIT = 100;

function audienceKey(audience: Audience): { audience: Audience['kind']; audienceId: string } {
  switch (audience.kind) {
    case 'all':
      return { audience: 'all', audienceId: '' };
    case 'group':
      return { audience: 'group', audienceId: audience.groupId };
    case 'user':
      return { audience: 'user', audienceId: audience.userId };
  }
}

export function createAnnouncementStore(db: Pick<Database, 'announcements' | 'announcementReads'>): AnnouncementStore {
  return {
    async listFor(audience) {
      const { data } = await db.announcements.query.byAudience(audienceKey(audience)).go({ order: 'desc', limit: LIST_LIMIT });
      return data.map((item) => ({
        id: item.announcementId,
        title: item.title,
        message: item.message,
        audience: item.audience,
        createdAt: item.createdAt,
        ...(item.link ? { link: item.link } : {}),
      }));
    },
    async readIds(userId) {
      const { data } = await db.announcementReads.query.byUser({ userId }).go({ pages: 'all' });
      return new Set(data.map((item) => item.announcementId));
    },
    async get(id) {
      const { data } = await db.announcements.get({ announcementId: id }).go();
      if (!data) return undefined;
      return { id: data.announcementId, title: data.title, message: data.message, audience: data.audience, audienceId: data.audienceId ?? '', createdAt: data.createdAt };
    },
    async markRead(userId, announcementId, at) {
      // Read before: the first reading is kept.
      await unlessRefused(db.announcementReads.create({ userId, announcementId, readAt: at }).go());
    },
  };
}
