import type { AdminMailEvent, QueuedNotice, StaffNoticeQueue } from '../people/staff-notices.js';
import type { Database } from './database.js';

/** A queued notice is forgotten after a week, sent or not. */
const KEPT_DAYS = 7;

/** A notice as the table keeps it: with the time the table forgets it. */
export const staffNoticeItem = (notice: QueuedNotice) => ({ ...notice, ttl: Math.ceil(Date.parse(notice.queued_at) / 1000) + KEPT_DAYS * 86_400 });

/** The staff notices' queue in the table (decision 0059). */
export function createStaffNoticeQueue(db: Pick<Database, 'staffNotices'>): StaffNoticeQueue {
  return {
    add: async (notice) => {
      await db.staffNotices.create(staffNoticeItem(notice)).go();
    },
    oldest: async (limit) =>
      (await db.staffNotices.query.byQueue({}).go({ limit })).data.map(({ id, queued_at, events, subject, text }) => ({ id, queued_at, events: events as AdminMailEvent[], subject, text })),
    remove: async (notice) => {
      await db.staffNotices.delete({ id: notice.id, queued_at: notice.queued_at }).go();
    },
  };
}
