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
  };
}
