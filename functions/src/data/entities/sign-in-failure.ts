import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * Failed sign-ins counted per account (`account#<username>`) and per client address
 * (`address#<ip>`), and serial numbers that gave nothing per account (`serial#<userId>`): how many
 * within the window, and until when the next try is refused. The count lapses a window after the
 * last failure; TTL clears it, and reads ignore what has lapsed.
 */
export const signInFailureSchema = {
  model: { entity: 'signInFailure', version: '1', service: 'marketplace' },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    failures: { type: 'number', required: true },
    /** Epoch milliseconds; 0 while not locked. */
    lockedUntil: { type: 'number', required: true },
    /** Epoch milliseconds after which the count no longer holds. */
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', watch: ['expiresAt'], set: (_: unknown, { expiresAt }: { expiresAt?: number }) => (expiresAt ? Math.ceil(expiresAt / 1000) : undefined) },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createSignInFailureEntity = ({ table, client }: DataOptions) => new Entity(signInFailureSchema, { table, client });
export type SignInFailureItem = EntityItem<ReturnType<typeof createSignInFailureEntity>>;
