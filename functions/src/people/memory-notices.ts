import type { QueuedNotice, StaffNoticeQueue } from './staff-notices.js';

/** The queue in memory, oldest first, for unit tests of the services that queue and send. */
export function memoryNoticeQueue(): StaffNoticeQueue & { queued: QueuedNotice[] } {
  const queued: QueuedNotice[] = [];
  return {
    queued,
    add: async (notice) => void queued.push(structuredClone(notice)),
    oldest: async (limit) => [...queued].sort((a, b) => a.queued_at.localeCompare(b.queued_at)).slice(0, limit),
    remove: async (notice) => void queued.splice(queued.findIndex((one) => one.id === notice.id), 1),
  };
}
