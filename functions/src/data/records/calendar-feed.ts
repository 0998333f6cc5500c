import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A person's private calendar feed (decision 0050): kept under their account id, with the secret its address carries. */
export interface CalendarFeedRecord {
  /** The account id. */
  id: string;
  secret: string;
  created_at: string;
  updated_at: string;
}

export const calendarFeedModel = {
  model: { entity: 'calendarFeed', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    secret: { type: 'string', required: true },
  },
  indexes: listedIndexes,
} as const;

export const calendarFeedRecords = recordKind<CalendarFeedRecord>(calendarFeedModel);
