import { SessionActiveError } from '../identity/errors.js';
import type { SessionStore } from '../identity/ports.js';
import { unlessRefused, writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';

/** lastSeenAt is only moved when it is older than this, to keep writes rare. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

export function createSessionStore(db: Pick<Database, 'sessions'>): SessionStore {
  return {
    async get(userId) {
      const { data } = await db.sessions.get({ userId }).go({ consistent: true });
      if (!data) return undefined;
      const { startedAt, lastSeenAt, expiresAt, endedAt, tokensFrom } = data;
      return { userId, startedAt, lastSeenAt, expiresAt, ...(endedAt === undefined ? {} : { endedAt }), ...(tokensFrom === undefined ? {} : { tokensFrom }) };
    },
    async start(session, activeSince) {
      const started = await writtenUnlessRefused(
        db.sessions
          .put(session)
          .where(
            ({ lastSeenAt, endedAt, expiresAt }, { notExists, exists, lte }) =>
              `${notExists(lastSeenAt)} OR ${exists(endedAt)} OR ${lte(lastSeenAt, activeSince)} OR ${lte(expiresAt, session.startedAt)}`,
          )
          .go(),
      );
      if (!started) throw new SessionActiveError();
    },
    async end(userId, at) {
      // No session to end: nothing to do.
      await unlessRefused(db.sessions.patch({ userId }).set({ endedAt: at }).go());
    },
    async touch(userId, at) {
      // An ended session, or one seen within the resolution, keeps its time.
      await unlessRefused(
        db.sessions
          .patch({ userId })
          .set({ lastSeenAt: at })
          .where(({ lastSeenAt, endedAt }, { notExists, lt }) => `${notExists(endedAt)} AND ${lt(lastSeenAt, at - ACTIVITY_RESOLUTION_MS)}`)
          .go(),
      );
    },
  };
}
