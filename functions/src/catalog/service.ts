import {
  CATEGORY_COLUMNS,
  CATEGORY_TYPES,
  COURSE_COLUMNS,
  PRODUCT_COLUMNS,
  STOREFRONT_PAGE_SIZE,
  type Category,
  type Course,
  type Product,
  type PublicCategory,
  type PublicCourse,
  type PublicProduct,
  type PublicCoursePage,
  type PublicCourseQuery,
  type PublicProductPage,
  type PublicProductQuery,
  message,
  publicCurriculumOf,
} from '@lm/shared';
import { CannotDeleteError, invalidField, NotFoundError } from '../errors.js';
import { byOrdering, type Fields, type MasterFile, type RecordStore, type Stamped } from '../master-files/master-file.js';
import { teacherNames, teachers, toCourseCard } from './cards.js';
import { withLessonIds } from './curriculum.js';
import type { SearchKind } from '../search/ports.js';
import type { CatalogPorts, CategoryType } from './ports.js';

/** The items each kind of category holds, one and many, for the cannotDelete message. */
const ITEM_NAMES: Record<CategoryType, [one: string, many: string]> = {
  course: ['course', 'courses'],
  product: ['product', 'products'],
  article: ['article', 'articles'],
  review: ['review', 'reviews'],
  gallery: ['gallery', 'galleries'],
};

/** A category's form: its kind comes from the path. */
type CategoryInput = Omit<Fields<Category>, 'type'>;

/** A master file of the catalogue (decision 0011). */
type CatalogFile<T extends Stamped> = MasterFile<T, CatalogPorts>;

async function requireCategory(ports: CatalogPorts, type: CategoryType, id: string): Promise<void> {
  if (!(await ports.categories(type).get(id))) throw invalidField('category_id', message('noneWithThisId', { what: `${type} category` }));
}

/** A course or product: in a category that exists, and in the search index by its name once stored (decision 0018). */
function itemFile<T extends Course | Product>(
  kind: SearchKind & CategoryType,
  store: (ports: CatalogPorts) => RecordStore<T>,
  columns: CatalogFile<T>['columns'],
  name: (record: T) => string,
): CatalogFile<T> {
  return {
    what: kind,
    store,
    columns,
    async prepare(ports, fields) {
      await requireCategory(ports, kind, fields.category_id);
      return fields;
    },
    saved: (ports, record) => ports.search.index(kind, record.id, name(record)),
    deleted: (ports, ids) => ports.search.remove(kind, ids),
  };
}

const courseItems = itemFile<Course>('course', (ports) => ports.courses, COURSE_COLUMNS, (course) => course.title);
/**
 * Courses: their lessons get ids when first saved (decision 0033). A course a student holds (bought,
 * given by a serial number or by hand), or an unpaid order does, is not deleted, and neither is any
 * other in the same request: its students would lose it, or a buyer pay for nothing.
 * Unpublishing takes it off sale and keeps theirs.
 */
export const courses: CatalogFile<Course> = {
  ...courseItems,
  async beforeDelete(ports, ids) {
    const refuse = async (id: string, holders: string, advice = 'Unpublish it to take it off sale.') => {
      const course = await ports.courses.get(id);
      throw new CannotDeleteError(`course ${course?.title ?? id}: ${holders} it. ${advice}`);
    };
    for (const id of ids) {
      const students = await ports.enrollments.countOfCourse(id);
      if (students) await refuse(id, `${students} ${students === 1 ? 'student holds' : 'students hold'}`);
    }
    const unpaid = await ports.unpaidOrders.countOfCourses(ids);
    for (const [id, orders] of unpaid) await refuse(id, `${orders} unpaid ${orders === 1 ? 'order holds' : 'orders hold'}`);
    // Nobody holds it, but recordings of its classes name it: they would name a course that is gone.
    for (const [id, recordings] of await ports.recordings.countOfCourses(ids)) {
      await refuse(id, `${recordings} ${recordings === 1 ? 'class recording names' : 'class recordings name'}`, `Delete ${recordings === 1 ? 'it' : 'them'} first.`);
    }
  },
  prepare: async (ports, fields, id) => {
    const prepared = await courseItems.prepare!(ports, fields, id);
    return { ...prepared, curriculum: withLessonIds(prepared.curriculum, ports.newId) };
  },
};
export const products = itemFile<Product>('product', (ports) => ports.products, PRODUCT_COLUMNS, (product) => product.name);

/**
 * The categories of one kind. A category that items of its kind still use is not deleted, and
 * neither is any other in the same request: the answer is cannotDelete naming it
 * (../shared/SPEC.md §7 POST /api/category/delete, DELETE /api/articlecate, /api/reviewcate,
 * /api/gallerycate; §8).
 */
function categoryFile(type: CategoryType): MasterFile<Category, CatalogPorts, CategoryInput> {
  return {
    what: `${type} category`,
    store: (ports) => ports.categories(type),
    columns: CATEGORY_COLUMNS,
    sort: byOrdering,
    // The kind comes from the path, never from the form.
    prepare: async (_ports, fields) => ({ ...fields, type }),
    async beforeDelete(ports, ids) {
      const items = ports.itemsOf(type);
      for (const id of ids) {
        const count = await items.countInCategory(id);
        if (count > 0) {
          const category = await ports.categories(type).get(id);
          const [one, many] = ITEM_NAMES[type];
          throw new CannotDeleteError(`${type} category ${category?.name ?? id}: ${count} ${count === 1 ? `${one} still uses` : `${many} still use`} it.`);
        }
      }
    },
  };
}

export const categories = Object.fromEntries(CATEGORY_TYPES.map((type) => [type, categoryFile(type)])) as Record<CategoryType, MasterFile<Category, CatalogPorts, CategoryInput>>;

// The storefront (decision 0013): published items only, read through the listing and category
// indexes and filtered here, as the admin tables are (decision 0011).

/** Newest first, then by title. */
const newestFirst = (a: Course, b: Course) => b.created_at.localeCompare(a.created_at) || a.title.localeCompare(b.title);

/** 12 cards a page, the page clamped to the last (§4), each naming its instructor. */
async function cardPage(ports: CatalogPorts, courses: readonly Course[], requested: number): Promise<PublicCoursePage> {
  const total = courses.length;
  const lastPage = Math.max(1, Math.ceil(total / STOREFRONT_PAGE_SIZE));
  const page = Math.min(requested, lastPage);
  const shown = courses.slice((page - 1) * STOREFRONT_PAGE_SIZE, page * STOREFRONT_PAGE_SIZE);
  const nameOf = shown.length ? teacherNames(await ports.instructors.profiles()) : () => '';
  return { rows: shown.map((course) => toCourseCard(course, nameOf)), page, total, last_page: lastPage };
}

/** The course category a `type=category` value names, by id or by slug. */
async function courseCategoryNamed(ports: CatalogPorts, value: string): Promise<Category | undefined> {
  const store = ports.categories('course');
  return (await store.get(value)) ?? (await store.list()).find((category) => category.slug === value.toLowerCase());
}

/**
 * GET /public/courses: published courses, newest first, 12 a page. `category` (an id) and
 * `type=category` (an id or a slug) narrow the read to one category's index; `type=coursename`
 * looks the words of `value` up in the search index (each must begin a word of the title,
 * regardless of case; decision 0018). A category that does not exist, or two different ones,
 * leave nothing to show.
 */
export async function listPublicCourses(ports: CatalogPorts, query: PublicCourseQuery): Promise<PublicCoursePage> {
  const value = query.value ?? '';
  const categoryIds = new Set<string>();
  if (query.category) categoryIds.add(query.category);
  if (query.type === 'category' && value) {
    const named = await courseCategoryNamed(ports, value);
    if (!named) return cardPage(ports, [], query.page);
    categoryIds.add(named.id);
  }
  if (categoryIds.size > 1) return cardPage(ports, [], query.page);
  const [categoryId] = categoryIds;
  const found = query.type === 'coursename' && value ? await ports.search.find('course', value) : undefined;
  let courses: Course[];
  if (found) courses = (await Promise.all([...found].map((id) => ports.courses.get(id)))).filter((course): course is Course => !!course);
  else courses = categoryId ? await ports.courses.listInCategory(categoryId) : await ports.courses.list();
  const shown = courses.filter((course) => course.published && (!categoryId || course.category_id === categoryId));
  return cardPage(ports, shown.sort(newestFirst), query.page);
}

/**
 * GET /public/products: published products, newest first, 12 a page; `category` narrows to one
 * category's index, and `value` looks its words up in the search index (decision 0018).
 */
export async function listPublicProducts(ports: CatalogPorts, query: PublicProductQuery): Promise<PublicProductPage> {
  const found = query.value ? await ports.search.find('product', query.value) : undefined;
  let products: Product[];
  if (found) products = (await Promise.all([...found].map((id) => ports.products.get(id)))).filter((product): product is Product => !!product);
  else products = query.category ? await ports.products.listInCategory(query.category) : await ports.products.list();
  const shown = products
    .filter((product) => product.published && (!query.category || product.category_id === query.category))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name));
  const total = shown.length;
  const lastPage = Math.max(1, Math.ceil(total / STOREFRONT_PAGE_SIZE));
  const page = Math.min(query.page, lastPage);
  const rows = shown
    .slice((page - 1) * STOREFRONT_PAGE_SIZE, page * STOREFRONT_PAGE_SIZE)
    .map(({ id, name, slug, price, sale_price, image, category_id, stock }) => ({ id, name, slug, price, sale_price, image, category_id, stock }));
  return { rows, page, total, last_page: lastPage };
}

/** GET /public/courses/{id}: a course that is not published answers as one that does not exist. */
export async function getPublicCourse(ports: CatalogPorts, id: string): Promise<PublicCourse> {
  const found = await ports.courses.get(id);
  if (!found?.published) throw new NotFoundError(message('noneWithId', { what: 'course', id }));
  const { published: _published, ...course } = found;
  const [category, profiles] = await Promise.all([ports.categories('course').get(course.category_id), ports.instructors.profiles()]);
  return {
    ...course,
    curriculum: publicCurriculumOf(course.curriculum),
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    instructor: teachers(profiles)(course.instructor_id) ?? null,
  };
}

export async function getPublicProduct(ports: CatalogPorts, id: string): Promise<PublicProduct> {
  const found = await ports.products.get(id);
  if (!found?.published) throw new NotFoundError(message('noneWithId', { what: 'product', id }));
  const { published: _published, ...product } = found;
  const category = await ports.categories('product').get(product.category_id);
  return { ...product, category: category ? { id: category.id, name: category.name, slug: category.slug } : null };
}

/** GET /public/categories/{type}: every category of the kind by ordering, then name, with its published items counted. */
export async function listPublicCategories(ports: CatalogPorts, type: CategoryType): Promise<PublicCategory[]> {
  const [items, categories] = await Promise.all([ports.itemsOf(type).list(), ports.categories(type).list()]);
  const counts = new Map<string, number>();
  for (const item of items) if (item.published) counts.set(item.category_id, (counts.get(item.category_id) ?? 0) + 1);
  return categories
    .sort((a, b) => a.ordering - b.ordering || a.name.localeCompare(b.name))
    .map(({ created_at: _created, updated_at: _updated, ...category }) => ({ ...category, count: counts.get(category.id) ?? 0 }));
}
