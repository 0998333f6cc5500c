import type { AdminAnnouncement, Article, Gallery, InstructorProfile, Promotion, Review } from '@lm/shared';
import type { ContentPorts, RecordStore } from '../content/ports.js';
import { deleteExisting, write } from './catalog-repository.js';
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
  db: Pick<Database, 'articles' | 'reviews' | 'galleries' | 'promotions' | 'instructorProfiles' | 'announcements' | 'announcementReads'>,
): ContentStores {
  const articles: ContentStores['articles'] = {
    list: async () => (await db.articles.query.all({}).go({ pages: 'all' })).data as Article[],
    get: async (id) => ((await db.articles.get({ id }).go()).data ?? undefined) as Article | undefined,
    put: (record, mode) => write(() => (mode === 'create' ? db.articles.create(record).go() : db.articles.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => articles.get(id), (keys) => db.articles.delete(keys).go()),
    listInCategory: async (categoryId) => (await db.articles.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data as Article[],
  };

  const reviews: ContentStores['reviews'] = {
    list: async () => (await db.reviews.query.all({}).go({ pages: 'all' })).data as Review[],
    get: async (id) => ((await db.reviews.get({ id }).go()).data ?? undefined) as Review | undefined,
    put: (record, mode) => write(() => (mode === 'create' ? db.reviews.create(record).go() : db.reviews.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => reviews.get(id), (keys) => db.reviews.delete(keys).go()),
    listInCategory: async (categoryId) => (await db.reviews.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data as Review[],
  };

  const galleries: ContentStores['galleries'] = {
    list: async () => (await db.galleries.query.all({}).go({ pages: 'all' })).data as Gallery[],
    get: async (id) => ((await db.galleries.get({ id }).go()).data ?? undefined) as Gallery | undefined,
    put: (record, mode) =>
      write(() => (mode === 'create' ? db.galleries.create(record).go() : db.galleries.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => galleries.get(id), (keys) => db.galleries.delete(keys).go()),
    listInCategory: async (categoryId) => (await db.galleries.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data as Gallery[],
  };

  const promotions: ContentStores['promotions'] = {
    list: async () => (await db.promotions.query.all({}).go({ pages: 'all' })).data as Promotion[],
    get: async (id) => ((await db.promotions.get({ id }).go()).data ?? undefined) as Promotion | undefined,
    put: (record, mode) =>
      write(() => (mode === 'create' ? db.promotions.create(record).go() : db.promotions.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => promotions.get(id), (keys) => db.promotions.delete(keys).go()),
  };

  const instructors: ContentStores['instructors'] = {
    list: async () => (await db.instructorProfiles.query.all({}).go({ pages: 'all' })).data as InstructorProfile[],
    get: async (id) => ((await db.instructorProfiles.get({ id }).go()).data ?? undefined) as InstructorProfile | undefined,
    put: (record, mode) =>
      write(
        () => (mode === 'create' ? db.instructorProfiles.create(record).go() : db.instructorProfiles.put(record).where((a, o) => o.exists(a.id)).go()),
        mode,
        record.id,
      ),
    delete: (ids) => deleteExisting(ids, (id) => instructors.get(id), (keys) => db.instructorProfiles.delete(keys).go()),
  };

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
