import type { SignInChallengeStore } from '../identity/ports.js';
import type { Database } from './database.js';

export function createSignInChallengeStore(db: Pick<Database, 'signInChallenges'>): SignInChallengeStore {
  return {
    async save(challenge) {
      await db.signInChallenges.put(challenge).go();
    },
    async claim(username) {
      // DeleteItem returning the old item: only the one delete that removes it gets it back.
      const { data } = await db.signInChallenges.delete({ username }).go({ response: 'all_old' });
      return data ? { username: data.username, secretHash: data.secretHash, expiresAt: data.expiresAt } : undefined;
    },
  };
}
