import type { AdminAnnouncement, Article, Gallery, InstructorProfile, Promotion, Review } from '@lm/shared';
import type { ContentPorts, RecordStore } from '../content/ports.js';
import { articleSlugs, instructorSlugs } from '../content/slugs.js';
import { categorizedStore, deleteExisting, recordStore, same, write } from './record-store.js';
import { withUniqueValues, type UniqueEntity } from './unique-values.js';
import type { Database } from './database.js';
import type { AnnouncementItem } from './entities/announcement.js';

type ContentStores = Pick<ContentPorts, 'articles' | 'reviews' | 'galleries' | 'promotions' | 'instructors' | 'announcements'>;

/** Announcements were first written by the site domain in camelCase; the API speaks snake_case. */
const toAnnouncement = (item: AnnouncementItem): AdminAnnouncement => ({
  id: item.announcementId,
  title: item.title,
  message: item.message,
  audience: item.audience,
  audience_id: item.audienceId ?? '',
  created_at: item.createdAt,
  updated_at: item.updatedAt ?? item.createdAt,
});

const toAnnouncementItem = (record: AdminAnnouncement): AnnouncementItem => ({
  announcementId: record.id,
  title: record.title,
  message: record.message,
  audience: record.audience,
  audienceId: record.audience_id,
  createdAt: record.created_at,
  updatedAt: record.updated_at,
});

/**
 * The storefront's content in the one table. Content entities keep the API's field names (as the
 * catalogue's do), so records are stored whole; announcements are mapped.
 */
export function createContentStores(
  db: Pick<Database, 'articles' | 'reviews' | 'galleries' | 'promotions' | 'instructorProfiles' | 'announcements' | 'announcementReads' | 'valueClaims'>,
): ContentStores {
  const articles = withUniqueValues(categorizedStore<Article>(db.articles), db.articles as unknown as UniqueEntity, db.valueClaims, articleSlugs, same);
  const reviews = categorizedStore<Review>(db.reviews);
  const galleries = categorizedStore<Gallery>(db.galleries);
  const promotions = recordStore<Promotion>(db.promotions);
  const instructors = withUniqueValues(recordStore<InstructorProfile>(db.instructorProfiles), db.instructorProfiles as unknown as UniqueEntity, db.valueClaims, instructorSlugs, same);

  /** The read marks of one announcement, through their announcement index. */
  const deleteReadMarks = async (announcementId: string) => {
    const { data } = await db.announcementReads.query.byAnnouncement({ announcementId }).go({ pages: 'all', attributes: ['userId', 'announcementId'] });
    if (data.length) await db.announcementReads.delete(data.map(({ userId }) => ({ userId, announcementId }))).go();
  };

  const announcements: RecordStore<AdminAnnouncement> = {
    list: async () => (await db.announcements.query.all({}).go({ pages: 'all' })).data.map(toAnnouncement),
    get: async (id) => {
      const { data } = await db.announcements.get({ announcementId: id }).go();
      return data ? toAnnouncement(data) : undefined;
    },
    put: (record, mode) => {
      const item = toAnnouncementItem(record);
      return write(
        () => (mode === 'create' ? db.announcements.create(item).go() : db.announcements.put(item).where((a, o) => o.exists(a.announcementId)).go()),
        mode,
        record.id,
      );
    },
    async delete(ids) {
      const deleted = await deleteExisting(
        ids,
        (id) => announcements.get(id),
        (keys) => db.announcements.delete(keys.map(({ id }) => ({ announcementId: id }))).go(),
      );
      for (const id of deleted) await deleteReadMarks(id);
      return deleted;
    },
  };

  return { articles, reviews, galleries, promotions, instructors, announcements };
}
