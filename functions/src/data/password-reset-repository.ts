import type { PasswordResetStore } from '../identity/ports.js';
import type { Database } from './database.js';

export function createPasswordResetStore(db: Pick<Database, 'passwordResets'>): PasswordResetStore {
  return {
    async save(reset) {
      await db.passwordResets.create(reset).go();
    },
    async claim(tokenHash) {
      // DeleteItem returning the old item: only the one delete that removes it gets it back.
      const { data } = await db.passwordResets.delete({ tokenHash }).go({ response: 'all_old' });
      if (!data) return undefined;
      return { tokenHash: data.tokenHash, userId: data.userId, username: data.username, expiresAt: data.expiresAt };
    },
    async countPending(userId, now) {
      const { data } = await db.passwordResets.query.byUser({ userId }).gt({ expiresAt: now }).go({ pages: 'all', attributes: ['tokenHash'] });
      return data.length;
    },
    async removeAll(userId) {
      const { data } = await db.passwordResets.query.byUser({ userId }).go({ pages: 'all', attributes: ['tokenHash'] });
      if (data.length > 0) await db.passwordResets.delete(data.map(({ tokenHash }) => ({ tokenHash }))).go();
    },
  };
}
