import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * The one-time answer of a sign-in without the password (decision 0023): the SHA-256 of a random
 * secret the identity Lambda hands to Cognito, one per username, for 60 seconds. The verify
 * trigger deletes it as it reads it, so it answers once. TTL clears what was never used.
 */
export const signInChallengeSchema = {
  model: { entity: 'signInChallenge', version: '1', service: 'marketplace' },
  attributes: {
    username: { type: 'string', required: true, readOnly: true },
    secretHash: { type: 'string', required: true },
    /** Epoch milliseconds. */
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', watch: ['expiresAt'], set: (_: unknown, { expiresAt }: { expiresAt?: number }) => (expiresAt ? Math.ceil(expiresAt / 1000) : undefined) },
  },
  indexes: {
    byUsername: { pk: { field: 'pk', composite: ['username'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createSignInChallengeEntity = ({ table, client }: DataOptions) => new Entity(signInChallengeSchema, { table, client });
export type SignInChallengeItem = EntityItem<ReturnType<typeof createSignInChallengeEntity>>;
