import type { Category, Homework, PublicCourseInstructor, Quiz, UploadedFile, Video } from '@lm/shared';
import { ConflictError } from '../errors.js';
import { createMemorySearchIndex } from '../search/memory-index.js';
import { refuseTaken } from '../master-files/memory-records.js';
import type { UniqueValues } from '../master-files/master-file.js';
import { categorySlugs } from './slugs.js';
import type { CatalogPorts, CategorizedItems, CategoryType, RecordStore } from './ports.js';

export function memoryStore<T extends { id: string }>(records = new Map<string, T>(), accepts: (record: T) => boolean = () => true, unique?: UniqueValues): RecordStore<T> {
  return {
    list: async () => [...records.values()].filter(accepts),
    get: async (id) => {
      const record = records.get(id);
      return record && accepts(record) ? record : undefined;
    },
    async put(record, mode) {
      if ((mode === 'create') === records.has(record.id)) throw new ConflictError(`put ${mode} ${record.id}`);
      refuseTaken(unique, record, [...records.values()].filter(accepts));
      records.set(record.id, record);
    },
    async delete(ids) {
      const found = ids.filter((id) => records.has(id) && accepts(records.get(id) as T));
      for (const id of found) records.delete(id);
      return found;
    },
  };
}

/**
 * In-memory catalogue ports for unit tests of the service, with the adapters' rules.
 * `contentItems` answers for the articles, reviews and galleries the content domain keeps.
 */
export function memoryCatalog(contentItems: Partial<Record<CategoryType, CategorizedItems>> = {}) {
  const categories = new Map<string, Category>();
  const courses = memoryStore<Parameters<CatalogPorts['courses']['put']>[0]>();
  const products = memoryStore<Parameters<CatalogPorts['products']['put']>[0]>();
  const videos = new Map<string, Video>();
  const files = new Map<string, UploadedFile>();
  const quizzes = new Map<string, Quiz>();
  const homework = new Map<string, Homework>();
  /** Instructor profile → the account it belongs to. */
  const profiles = new Map<string, string>();
  /** How many students hold each course, and how many unpaid orders. */
  const enrolled = new Map<string, number>();
  const unpaid = new Map<string, number>();
  /** How many class recordings name each course. */
  const recorded = new Map<string, number>();
  /** The published instructor profiles, by id. */
  const publishedProfiles = new Map<string, PublicCourseInstructor>();
  let next = 0;
  const clock = { now: new Date('2026-11-22T10:00:00.000Z') };
  const ports: CatalogPorts = {
    categories: (type: CategoryType) => memoryStore(categories, (record) => record.type === type, categorySlugs(type)),
    courses: {
      ...courses,
      countInCategory: async (id) => (await courses.list()).filter((c) => c.category_id === id).length,
      listInCategory: async (id) => (await courses.list()).filter((c) => c.category_id === id),
    },
    products: {
      ...products,
      countInCategory: async (id) => (await products.list()).filter((p) => p.category_id === id).length,
      listInCategory: async (id) => (await products.list()).filter((p) => p.category_id === id),
    },
    itemsOf: (type: CategoryType) => {
      if (type === 'course') return ports.courses;
      if (type === 'product') return ports.products;
      return contentItems[type] ?? { countInCategory: async () => 0, list: async () => [] };
    },
    search: createMemorySearchIndex(),
    videos: memoryStore(videos),
    files: memoryStore(files),
    quizzes: memoryStore(quizzes),
    homework: memoryStore(homework),
    enrollments: { countOfCourse: async (courseId) => enrolled.get(courseId) ?? 0 },
    unpaidOrders: { countOfCourses: async (courseIds) => new Map(courseIds.flatMap((id) => (unpaid.get(id) ? [[id, unpaid.get(id)!] as const] : []))) },
    recordings: { countOfCourses: async (courseIds) => new Map(courseIds.flatMap((id) => (recorded.get(id) ? [[id, recorded.get(id)!] as const] : []))) },
    instructors: {
      accountOf: async (profileId) => profiles.get(profileId) || undefined,
      profilesOf: async (userId) => (userId ? [...profiles].filter(([, account]) => account === userId).map(([profile]) => profile) : []),
      profiles: async () =>
        [...new Set([...profiles.keys(), ...publishedProfiles.keys()])].map((id) => {
          const shown = publishedProfiles.get(id);
          return { id, slug: shown?.slug ?? id, name: shown?.name ?? id, headline: shown?.headline ?? '', avatar: shown?.avatar ?? '', user_id: profiles.get(id) ?? '', published: !!shown };
        }),
    },
    newId: () => `id-${++next}`,
    now: () => clock.now,
  };
  return { ports, clock, videos, files, quizzes, homework, profiles, publishedProfiles, enrolled, unpaid, recorded };
}
