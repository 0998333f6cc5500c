import type { AdminEmail } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** An address the shop's notices go to, and which notices (decision 0059). */
export const adminEmailModel = {
  model: { entity: 'adminEmail', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    events: { type: 'list', items: { type: 'string' }, required: true },
    active: { type: 'boolean', default: true },
  },
  indexes: listedIndexes,
} as const;

// Read by the minute sweep when it has notices to send, once per run (decision 0059). An address
// is on the list once: twice, it would get every notice twice.
export const adminEmailRecords = recordKind<AdminEmail>(adminEmailModel, [], { unique: { email: 'adminEmailTaken' } });
