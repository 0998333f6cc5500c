import { ROLE, type Article, type Gallery, type Review } from '@lm/shared';
import { memoryCatalog, memoryStore } from '../catalog/memory-ports.js';
import type { CategorizedItems } from '../catalog/ports.js';
import { memoryRecords } from '../master-files/memory-records.js';
import type { UniqueValues } from '../master-files/master-file.js';
import type { CategorizedStore, ContentPorts } from './ports.js';
import { articleSlugs, instructorSlugs } from './slugs.js';

function categorizedStore<T extends { id: string; category_id: string }>(unique?: UniqueValues): CategorizedStore<T> {
  const store = memoryRecords<T>(unique);
  return { ...store, listInCategory: async (id) => (await store.list()).filter((record) => record.category_id === id) };
}

const itemsOf = (store: CategorizedStore<{ id: string; category_id: string; published: boolean }>): CategorizedItems => ({
  countInCategory: async (id) => (await store.listInCategory(id)).length,
  list: () => store.list(),
});

/**
 * In-memory content ports for unit tests of the service, over the in-memory catalogue (whose
 * categories of articles, reviews and galleries see these stores, as the table does).
 */
export function memoryContent(people: { groups?: readonly string[]; users?: readonly string[]; instructors?: readonly string[] } = {}) {
  const { groups = ['premium'], users = ['u-1'], instructors = ['teacher-1', 'user-somchai'] } = people;
  const articles = categorizedStore<Article>(articleSlugs);
  const reviews = categorizedStore<Review>();
  const galleries = categorizedStore<Gallery>();
  const catalog = memoryCatalog({ article: itemsOf(articles), review: itemsOf(reviews), gallery: itemsOf(galleries) });
  const ports: ContentPorts = {
    articles,
    reviews,
    galleries,
    promotions: memoryStore(),
    instructors: memoryRecords(instructorSlugs),
    announcements: memoryStore(),
    audiences: { hasGroup: async (id) => groups.includes(id), hasUser: async (id) => users.includes(id) },
    accounts: { roleOf: async (id) => (instructors.includes(id) ? ROLE.instructor : users.includes(id) ? ROLE.student : undefined) },
    categories: catalog.ports.categories,
    courses: catalog.ports.courses,
    products: catalog.ports.products,
    newId: catalog.ports.newId,
    now: catalog.ports.now,
  };
  return { ports, catalog: catalog.ports, clock: catalog.clock };
}
