import { randomUUID } from 'node:crypto';
import { database, settingsStore } from '../app.js';
import { createAnnouncementStore } from '../data/announcement-repository.js';
import { createPageStore } from '../data/page-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import { env } from '../env.js';
import type { SitePorts } from './ports.js';

let ports: SitePorts | undefined;

export function site(): SitePorts {
  if (ports) return ports;
  const db = database();
  const users = createUserDirectory(db);
  return (ports = {
    // The store the HTTP chain gates plan features with: a plan saved here is enforced at once.
    settings: settingsStore(),
    defaultPlan: env().DEFAULT_PLAN,
    announcements: createAnnouncementStore(db),
    profiles: { groupOf: async (userId) => (await users.findById(userId))?.userGroupId },
    pages: createPageStore(db),
    newId: randomUUID,
    now: () => new Date(),
  });
}
