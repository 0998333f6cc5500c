import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * The marker of one class reminder sent to one person (decision 0050): created only if absent, so a
 * reminder goes once however many sweeps see it. DynamoDB's TTL removes it a few days after the
 * session.
 */
export const reminderSentSchema = {
  model: { entity: 'reminderSent', version: '1', service: 'marketplace' },
  attributes: {
    session_id: { type: 'string', required: true },
    kind: { type: ['24h', '15m'] as const, required: true },
    user_id: { type: 'string', required: true },
    sent_at: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byReminder: { pk: { field: 'pk', composite: ['session_id'] }, sk: { field: 'sk', composite: ['kind', 'user_id'] } },
  },
} as const;

export const createReminderSentEntity = ({ table, client }: DataOptions) => new Entity(reminderSentSchema, { table, client });
