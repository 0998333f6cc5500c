import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** That a user has read an announcement (../shared/SPEC.md §3 action_read). */
export const announcementReadSchema = {
  model: { entity: 'announcementRead', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true },
    announcementId: { type: 'string', required: true },
    readAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['announcementId'] } },
    /** Who read an announcement: its marks go when it is deleted. */
    byAnnouncement: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['announcementId'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
} as const;

export const createAnnouncementReadEntity = ({ table, client }: DataOptions) =>
  new Entity(announcementReadSchema, { table, client });
export type AnnouncementReadItem = EntityItem<ReturnType<typeof createAnnouncementReadEntity>>;

export function createAnnouncementReadMock(overrides: Partial<AnnouncementReadItem> = {}): AnnouncementReadItem {
  return { userId: 'u-1', announcementId: 'a-1', readAt: '2026-11-02T00:00:00.000Z', ...overrides };
}
