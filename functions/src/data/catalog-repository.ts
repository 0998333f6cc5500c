import type { Category, Course, Product } from '@lm/shared';
import type { CatalogPorts, CategorizedItem, CategorizedItems, CategoryType, RecordStore } from '../catalog/ports.js';
import { ConflictError } from '../errors.js';
import { isConditionFailure } from './conditions.js';
import type { Database } from './database.js';

/** `sale_price` is absent in the table when there is no sale, and null in the API. */
const withSale = <T extends { sale_price?: number | null }>(item: T) => ({ ...item, sale_price: item.sale_price ?? null });
const withoutNull = <T extends { sale_price: number | null }>(record: T) => {
  const { sale_price, ...rest } = record;
  return sale_price === null ? rest : { ...rest, sale_price };
};

export async function write(action: () => Promise<unknown>, mode: 'create' | 'replace', id: string): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError(mode === 'create' ? `The id ${id} is taken.` : `Nothing has the id ${id} any more.`);
  }
}

/** ElectroDB batch deletes: read first, so the answer names what existed. */
export async function deleteExisting(ids: readonly string[], get: (id: string) => Promise<unknown>, remove: (keys: { id: string }[]) => Promise<unknown>) {
  const found = (await Promise.all(ids.map(async (id) => ((await get(id)) ? id : undefined)))).filter((id): id is string => !!id);
  if (found.length) await remove(found.map((id) => ({ id })));
  return found;
}

/** Only what a category needs of an item: the listing reads no bodies or images. */
const CATEGORIZED = ['id', 'category_id', 'published'] as const;

export function createCatalogStores(
  db: Pick<Database, 'categories' | 'courses' | 'products' | 'articles' | 'reviews' | 'galleries'>,
): Omit<CatalogPorts, 'newId' | 'now' | 'search'> {
  const categories = (type: CategoryType): RecordStore<Category> => ({
    list: async () => (await db.categories.query.byType({ type }).go({ pages: 'all' })).data as Category[],
    get: async (id) => {
      const { data } = await db.categories.get({ id }).go();
      return data?.type === type ? (data as Category) : undefined;
    },
    put: (record, mode) => write(() => (mode === 'create' ? db.categories.create(record).go() : db.categories.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => categories(type).get(id), (keys) => db.categories.delete(keys).go()),
  });

  const courses: CatalogPorts['courses'] = {
    list: async () => (await db.courses.query.all({}).go({ pages: 'all' })).data.map(withSale) as Course[],
    get: async (id) => {
      const { data } = await db.courses.get({ id }).go();
      return data ? (withSale(data) as Course) : undefined;
    },
    put: (record, mode) => {
      const item = withoutNull(record);
      return write(() => (mode === 'create' ? db.courses.create(item).go() : db.courses.put(item).where((a, o) => o.exists(a.id)).go()), mode, record.id);
    },
    delete: (ids) => deleteExisting(ids, (id) => courses.get(id), (keys) => db.courses.delete(keys).go()),
    countInCategory: async (categoryId) => (await db.courses.query.byCategory({ category_id: categoryId }).go({ pages: 'all', attributes: ['id'] })).data.length,
    listInCategory: async (categoryId) => (await db.courses.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data.map(withSale) as Course[],
  };

  const products: CatalogPorts['products'] = {
    list: async () => (await db.products.query.all({}).go({ pages: 'all' })).data.map(withSale) as Product[],
    get: async (id) => {
      const { data } = await db.products.get({ id }).go();
      return data ? (withSale(data) as Product) : undefined;
    },
    put: (record, mode) => {
      const item = withoutNull(record);
      return write(() => (mode === 'create' ? db.products.create(item).go() : db.products.put(item).where((a, o) => o.exists(a.id)).go()), mode, record.id);
    },
    delete: (ids) => deleteExisting(ids, (id) => products.get(id), (keys) => db.products.delete(keys).go()),
    countInCategory: async (categoryId) => (await db.products.query.byCategory({ category_id: categoryId }).go({ pages: 'all', attributes: ['id'] })).data.length,
    listInCategory: async (categoryId) => (await db.products.query.byCategory({ category_id: categoryId }).go({ pages: 'all' })).data.map(withSale) as Product[],
  };

  // Articles, reviews and galleries are the content domain's; their categories are kept here.
  const categorized = (entity: Database['articles'] | Database['reviews'] | Database['galleries']): CategorizedItems => {
    // The three entities share their index shapes; one of them types the calls.
    const items = entity as Database['articles'];
    return {
      countInCategory: async (categoryId) => (await items.query.byCategory({ category_id: categoryId }).go({ pages: 'all', attributes: ['id'] })).data.length,
      list: async () => (await items.query.all({}).go({ pages: 'all', attributes: [...CATEGORIZED] })).data as CategorizedItem[],
    };
  };
  const content = { article: categorized(db.articles), review: categorized(db.reviews), gallery: categorized(db.galleries) };
  const itemsOf = (type: CategoryType): CategorizedItems => {
    if (type === 'course') return { countInCategory: courses.countInCategory, list: courses.list };
    if (type === 'product') return { countInCategory: products.countInCategory, list: products.list };
    return content[type];
  };

  return { categories, courses, products, itemsOf };
}
