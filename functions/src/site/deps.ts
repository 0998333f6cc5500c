import { database } from '../app.js';
import { createAnnouncementReader } from '../data/announcement-repository.js';
import { createSettingsStore } from '../data/settings-repository.js';
import { createUserDirectory } from '../data/user-repository.js';
import type { SitePorts } from './ports.js';

let ports: SitePorts | undefined;

export function site(): SitePorts {
  if (ports) return ports;
  const db = database();
  const users = createUserDirectory(db);
  return (ports = {
    settings: createSettingsStore(db),
    announcements: createAnnouncementReader(db),
    profiles: { groupOf: async (userId) => (await users.findById(userId))?.userGroupId },
  });
}
