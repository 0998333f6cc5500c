import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** One sign-in session per account; times are epoch milliseconds. */
export const sessionSchema = {
  model: { entity: 'session', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true },
    startedAt: { type: 'number', required: true },
    lastSeenAt: { type: 'number', required: true },
    /** When the session's requested lifetime (expired_time) runs out. */
    expiresAt: { type: 'number', required: true },
    endedAt: { type: 'number' },
    /**
     * Epoch seconds: the issue time (`iat`) of the id token the sign-in handed out. Tokens issued
     * earlier belong to an earlier session and are refused (decision 0004).
     */
    tokensFrom: { type: 'number' },
    ttl: { type: 'number', watch: ['expiresAt'], set: (_: unknown, { expiresAt }: { expiresAt?: number }) => (expiresAt ? Math.ceil(expiresAt / 1000) : undefined) },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createSessionEntity = ({ table, client }: DataOptions) => new Entity(sessionSchema, { table, client });
export type SessionItem = EntityItem<ReturnType<typeof createSessionEntity>>;

export function createSessionMock(overrides: Partial<SessionItem> = {}): SessionItem {
  const now = Date.now();
  return { userId: 'u-1', startedAt: now, lastSeenAt: now, expiresAt: now + 1_209_600_000, ...overrides };
}
