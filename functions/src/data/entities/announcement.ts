import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A message to everyone, to a user group or to one user. */
export const announcementSchema = {
  model: { entity: 'announcement', version: '1', service: 'marketplace' },
  attributes: {
    announcementId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    message: { type: 'string', required: true },
    audience: { type: ['all', 'group', 'user'] as const, required: true },
    /** The group or user id; empty for everyone. */
    audienceId: { type: 'string', default: '' },
    createdAt: { type: 'string', required: true },
    /** Where the announcement leads on the site (a reply to a course comment: the lesson at the reply); '' for none. */
    link: { type: 'string', default: '' },
    /** Absent on announcements written before they could be edited: then it is createdAt. */
    updatedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['announcementId'] }, sk: { field: 'sk', composite: [] } },
    byAudience: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['audience', 'audienceId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'announcementId'] },
    },
    /** Every announcement, for the back office's table. */
    all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'announcementId'] } },
  },
} as const;

export const createAnnouncementEntity = ({ table, client }: DataOptions) => new Entity(announcementSchema, { table, client });
export type AnnouncementItem = EntityItem<ReturnType<typeof createAnnouncementEntity>>;

export function createAnnouncementMock(overrides: Partial<AnnouncementItem> = {}): AnnouncementItem {
  return {
    announcementId: 'a-1',
    title: 'Welcome',
    message: 'Classes start on Monday.',
    audience: 'all',
    audienceId: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
