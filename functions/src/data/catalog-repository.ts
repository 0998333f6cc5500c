import type { Category, Course, OrderLine, Product, VideoRecord } from '@lm/shared';
import type { CatalogPorts, CategorizedItem, CategorizedItems, CategoryType, InstructorAccounts, RecordStore } from '../catalog/ports.js';
import type { Database } from './database.js';
import { categorizedStore, deleteExisting, same, write, type ItemMapping } from './record-store.js';
import { withUniqueValues, type UniqueEntity } from './unique-values.js';
import { categorySlugs } from '../catalog/slugs.js';
import { batchGetAll } from './batch-get.js';

/** `sale_price` is absent in the table when there is no sale, and null in the API. */
function saleMapping<T extends Course | Product>(): ItemMapping<T> {
  return {
    toRecord: (item) => ({ ...(item as T), sale_price: (item as { sale_price?: number | null }).sale_price ?? null }),
    toItem: ({ sale_price, ...rest }) => (sale_price === null ? rest : { ...rest, sale_price }),
  };
}

/** Only what a category needs of an item: the listing reads no bodies or images. */
const CATEGORIZED = ['id', 'category_id', 'published'] as const;

/**
 * The categories of each kind. A slug is claimed in its category's write, per kind (decision 0011,
 * "Unique fields"); a kind's store reads, replaces and deletes only its own kind's.
 */
export function createCategoryStores(db: Pick<Database, 'categories' | 'valueClaims'>): (type: CategoryType) => RecordStore<Category> {
  const ofType = (type: CategoryType): RecordStore<Category> => ({
    list: async () => (await db.categories.query.byType({ type }).go({ pages: 'all' })).data as Category[],
    get: async (id) => {
      const { data } = await db.categories.get({ id }).go();
      return data?.type === type ? (data as Category) : undefined;
    },
    put: (record, mode) => write(() => (mode === 'create' ? db.categories.create(record).go() : db.categories.put(record).where((a, o) => o.exists(a.id)).go()), mode, record.id),
    delete: (ids) => deleteExisting(ids, (id) => ofType(type).get(id), (keys) => db.categories.delete(keys).go()),
  });
  return (type) => {
    const store = withUniqueValues(ofType(type), db.categories as unknown as UniqueEntity, db.valueClaims, categorySlugs(type), same);
    // The claims' delete reads a record of any kind: the ids of another kind's are left out first.
    return { ...store, delete: async (ids) => store.delete((await Promise.all(ids.map(async (id) => ((await store.get(id)) ? [id] : [])))).flat()) };
  };
}

/** The courses, through their listing and category indexes. */
export const createCourseStore = (db: Pick<Database, 'courses'>) => categorizedStore(db.courses, saleMapping<Course>());

export function createCatalogStores(
  db: Pick<Database, 'categories' | 'courses' | 'products' | 'articles' | 'reviews' | 'galleries' | 'valueClaims'>,
): Omit<CatalogPorts, 'newId' | 'now' | 'search' | 'videos' | 'instructors' | 'files' | 'quizzes' | 'homework' | 'enrollments' | 'unpaidOrders' | 'recordings'> {
  const categories = createCategoryStores(db);

  const courses = createCourseStore(db);
  const products = categorizedStore(db.products, saleMapping<Product>());

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

/**
 * Instructor profiles and their accounts (decision 0037). The profiles are few (one per teacher),
 * so an account's are found through the listing index, reading their ids and accounts only.
 */
export function createInstructorAccounts(db: Pick<Database, 'instructorProfiles'>): InstructorAccounts {
  return {
    accountOf: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['user_id'] })).data?.user_id || undefined,
    profilesOf: async (userId) => {
      if (!userId) return [];
      const { data } = await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'user_id'] });
      return data.filter((profile) => profile.user_id === userId).map((profile) => profile.id);
    },
    // The few instructor profiles, on their listing index, as profilesOf reads them.
    profiles: async () =>
      (await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'slug', 'name', 'headline', 'avatar', 'user_id', 'published'] })).data.map((profile) => ({
        id: profile.id,
        slug: profile.slug,
        name: profile.name,
        headline: profile.headline ?? '',
        avatar: profile.avatar ?? '',
        user_id: profile.user_id ?? '',
        published: profile.published ?? false,
      })),
  };
}

/** A course's enrollments counted, through their course index. */
export const createCourseEnrollments = (db: Pick<Database, 'enrollments'>): CatalogPorts['enrollments'] => ({
  countOfCourse: async (courseId) => (await db.enrollments.query.byCourse({ course_id: courseId }).go({ pages: 'all', attributes: ['user_id'] })).data.length,
});

/** The recordings of each course's classes, counted from one listing of them (few: a course's classes put up afterwards). */
export const createCourseRecordings = (recordings: Pick<RecordStore<VideoRecord>, 'list'>): CatalogPorts['recordings'] => ({
  countOfCourses: async (courseIds) => {
    const wanted = new Set(courseIds);
    const counts = new Map<string, number>();
    for (const { course_id } of await recordings.list()) if (wanted.has(course_id)) counts.set(course_id, (counts.get(course_id) ?? 0) + 1);
    return counts;
  },
});

/** The unpaid orders holding a course: those of the expiry queue (few: each waits out a hold of minutes, or a slip's review) with a line for it. */
export const createCourseUnpaidOrders = (db: Pick<Database, 'pendingOrders' | 'orders'>): CatalogPorts['unpaidOrders'] => ({
  countOfCourses: async (courseIds) => {
    const counts = new Map<string, number>();
    const queued = (await db.pendingOrders.query.byExpiry({}).go({ pages: 'all' })).data;
    if (!queued.length) return counts;
    const orders = await batchGetAll(
      queued.map((entry) => ({ id: entry.order_id })),
      (keys) => db.orders.get(keys).go({ attributes: ['id', 'status', 'lines'] }),
      'unpaid orders',
    );
    for (const order of orders) {
      if (order.status !== 'pending') continue;
      const held = new Set(((order.lines ?? []) as OrderLine[]).filter((line) => line.kind === 'course').map((line) => line.item_id));
      for (const courseId of courseIds) if (held.has(courseId)) counts.set(courseId, (counts.get(courseId) ?? 0) + 1);
    }
    return counts;
  },
});
