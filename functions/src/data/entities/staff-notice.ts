import { Entity } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A staff notice waiting to be sent (decision 0059): queued by a request that should not wait for
 * e-mail (a slip handed in), sent by the next run of the minute sweep, oldest first. One the sweep
 * cannot send stays for the next; the table forgets it after a week.
 */
export const staffNoticeSchema = {
  model: { entity: 'staffNotice', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    queued_at: { type: 'string', required: true },
    events: { type: 'list', items: { type: 'string' }, required: true },
    subject: { type: 'string', required: true },
    text: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byQueue: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['queued_at', 'id'] } },
  },
} as const;

export const createStaffNoticeEntity = ({ table, client }: DataOptions) => new Entity(staffNoticeSchema, { table, client });
