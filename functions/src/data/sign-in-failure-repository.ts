import type { FailureCounter } from '../throttle.js';
import { unlessRefused } from './conditions.js';
import type { Database } from './database.js';

/** Failed sign-ins per key, one item each; a lapsed count is ignored on read (TTL deletes it later). */
export function createFailureCounter(db: Pick<Database, 'signInFailures'>): FailureCounter {
  return {
    async get(key, now) {
      const { data } = await db.signInFailures.get({ key }).go();
      if (!data || data.expiresAt <= now) return undefined;
      return { failures: data.failures, lockedUntil: data.lockedUntil, expiresAt: data.expiresAt };
    },
    async increment(key, now, windowMs) {
      const counted = await unlessRefused(
        db.signInFailures
          .update({ key })
          .add({ failures: 1 })
          .set({ expiresAt: now + windowMs })
          .where(({ expiresAt }, { gt }) => gt(expiresAt, now))
          .go({ response: 'all_new' }),
      );
      if (counted) return counted.data.failures ?? 1;
      // No count, or one that lapsed: this failure starts a new one.
      await db.signInFailures.put({ key, failures: 1, lockedUntil: 0, expiresAt: now + windowMs }).go();
      return 1;
    },
    async lock(key, until, windowMs) {
      // Cleared by a right password meanwhile: nothing to lock.
      await unlessRefused(db.signInFailures.patch({ key }).set({ lockedUntil: until, expiresAt: until + windowMs }).go());
    },
    async clear(key) {
      await db.signInFailures.delete({ key }).go();
    },
  };
}
