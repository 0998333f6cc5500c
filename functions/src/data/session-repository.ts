import { SessionActiveError } from '../identity/errors.js';
import type { SessionStore } from '../identity/ports.js';
import { isConditionFailure } from './conditions.js';
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
      try {
        await db.sessions
          .put(session)
          .where(
            ({ lastSeenAt, endedAt, expiresAt }, { notExists, exists, lte }) =>
              `${notExists(lastSeenAt)} OR ${exists(endedAt)} OR ${lte(lastSeenAt, activeSince)} OR ${lte(expiresAt, session.startedAt)}`,
          )
          .go();
      } catch (error) {
        if (isConditionFailure(error)) throw new SessionActiveError();
        throw error;
      }
    },
    async end(userId, at) {
      try {
        await db.sessions.patch({ userId }).set({ endedAt: at }).go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    async touch(userId, at) {
      try {
        await db.sessions
          .patch({ userId })
          .set({ lastSeenAt: at })
          .where(({ lastSeenAt, endedAt }, { notExists, lt }) => `${notExists(endedAt)} AND ${lt(lastSeenAt, at - ACTIVITY_RESOLUTION_MS)}`)
          .go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
