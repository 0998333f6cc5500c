import type { IframeLoginStore } from '../identity/ports.js';
import type { Database } from './database.js';

export function createIframeLoginStore(db: Pick<Database, 'iframeLogins'>): IframeLoginStore {
  return {
    async get(userId) {
      return (await db.iframeLogins.get({ userId }).go()).data?.secret;
    },
    async put(userId, secret, at) {
      await db.iframeLogins.put({ userId, secret, updatedAt: at }).go();
    },
    async remove(userId) {
      await db.iframeLogins.delete({ userId }).go();
    },
  };
}
