import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A pending password reset, keyed by the SHA-256 of its token: the token
 * itself only ever travels in the e-mail, so a read of the table cannot reset
 * anyone's password. DynamoDB's TTL removes it some time after it expires;
 * the expiry is checked on use, as TTL deletion is not immediate.
 */
export const passwordResetSchema = {
  model: { entity: 'passwordReset', version: '1', service: 'marketplace' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    username: { type: 'string', required: true, readOnly: true },
    /** Epoch milliseconds. */
    expiresAt: { type: 'number', required: true, readOnly: true },
    ttl: { type: 'number', watch: ['expiresAt'], set: (_: unknown, { expiresAt }: { expiresAt?: number }) => (expiresAt ? Math.ceil(expiresAt / 1000) : undefined) },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    /** An account's links, by expiry: how many still work, and which to spend after a reset. */
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['expiresAt'] } },
  },
} as const;

export const createPasswordResetEntity = ({ table, client }: DataOptions) => new Entity(passwordResetSchema, { table, client });
export type PasswordResetItem = EntityItem<ReturnType<typeof createPasswordResetEntity>>;
