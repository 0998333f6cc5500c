import {
  CATEGORY_COLUMNS,
  COURSE_COLUMNS,
  PRODUCT_COLUMNS,
  type Category,
  type Course,
  type Product,
  type TablePage,
  type TableQuery,
} from '@lm/shared';
import { NotFoundError, ValidationError } from '../errors.js';
import { tablePageOf } from '../tables/table-query.js';
import { CannotDeleteError } from './errors.js';
import type { CatalogPorts, CategoryType, RecordStore } from './ports.js';

type Fields<T> = Omit<T, 'id' | 'created_at' | 'updated_at'>;

const NAMES = { course: 'course', product: 'product' } as const;

async function requireRecord<T extends { id: string }>(store: RecordStore<T>, id: string, what: string): Promise<T> {
  const record = await store.get(id);
  if (!record) throw new NotFoundError(`No ${what} has the id ${id}.`);
  return record;
}

async function requireCategory(ports: CatalogPorts, type: CategoryType, id: string): Promise<void> {
  if (!(await ports.categories(type).get(id))) {
    throw new ValidationError(`The request is not valid. (body) category_id: No ${type} category has this id.`, {
      category_id: [`No ${type} category has this id.`],
    });
  }
}

/** Creates or replaces a record, keeping its id and creation time on replace. */
async function save<T extends { id: string; created_at: string; updated_at: string }>(
  ports: CatalogPorts,
  store: RecordStore<T>,
  fields: Fields<T>,
  existing?: T,
): Promise<T> {
  const now = ports.now().toISOString();
  const record = { ...fields, id: existing?.id ?? ports.newId(), created_at: existing?.created_at ?? now, updated_at: now } as T;
  await store.put(record, existing ? 'replace' : 'create');
  return record;
}

export const listCourses = async (ports: CatalogPorts, query: TableQuery): Promise<TablePage<Course>> =>
  tablePageOf(await ports.courses.list(), query, COURSE_COLUMNS);

export const getCourse = (ports: CatalogPorts, id: string) => requireRecord(ports.courses, id, 'course');

export async function createCourse(ports: CatalogPorts, fields: Fields<Course>): Promise<Course> {
  await requireCategory(ports, 'course', fields.category_id);
  return save(ports, ports.courses, fields);
}

export async function updateCourse(ports: CatalogPorts, id: string, fields: Fields<Course>): Promise<Course> {
  const existing = await requireRecord(ports.courses, id, 'course');
  await requireCategory(ports, 'course', fields.category_id);
  return save(ports, ports.courses, fields, existing);
}

export const listProducts = async (ports: CatalogPorts, query: TableQuery): Promise<TablePage<Product>> =>
  tablePageOf(await ports.products.list(), query, PRODUCT_COLUMNS);

export const getProduct = (ports: CatalogPorts, id: string) => requireRecord(ports.products, id, 'product');

export async function createProduct(ports: CatalogPorts, fields: Fields<Product>): Promise<Product> {
  await requireCategory(ports, 'product', fields.category_id);
  return save(ports, ports.products, fields);
}

export async function updateProduct(ports: CatalogPorts, id: string, fields: Fields<Product>): Promise<Product> {
  const existing = await requireRecord(ports.products, id, 'product');
  await requireCategory(ports, 'product', fields.category_id);
  return save(ports, ports.products, fields, existing);
}

/** SPEC §7 DELETE /api/courses/delete: courses, or products with type=product. */
export async function deleteCatalogItems(ports: CatalogPorts, ids: readonly string[], type: 'course' | 'product') {
  const deleted = await (type === 'course' ? ports.courses : ports.products).delete(ids);
  return { success: true as const, ok: true as const, deleted };
}

export const listCategories = async (ports: CatalogPorts, type: CategoryType, query: TableQuery): Promise<TablePage<Category>> =>
  tablePageOf(await ports.categories(type).list(), query, CATEGORY_COLUMNS);

export const getCategory = (ports: CatalogPorts, type: CategoryType, id: string) => requireRecord(ports.categories(type), id, `${type} category`);

export const createCategory = (ports: CatalogPorts, type: CategoryType, fields: Omit<Fields<Category>, 'type'>) =>
  save(ports, ports.categories(type), { ...fields, type });

export async function updateCategory(ports: CatalogPorts, type: CategoryType, id: string, fields: Omit<Fields<Category>, 'type'>) {
  const existing = await requireRecord(ports.categories(type), id, `${type} category`);
  return save(ports, ports.categories(type), { ...fields, type }, existing);
}

/**
 * SPEC §7 POST /api/category/delete. A category that courses or products
 * still use is not deleted, and neither is any other in the same request:
 * the answer is cannotDelete naming it (SPEC §8).
 */
export async function deleteCategories(ports: CatalogPorts, ids: readonly string[], type: CategoryType) {
  const items = type === 'course' ? ports.courses : ports.products;
  for (const id of ids) {
    const count = await items.countInCategory(id);
    if (count > 0) {
      const category = await ports.categories(type).get(id);
      throw new CannotDeleteError(`${type} category ${category?.name ?? id}: ${count} ${NAMES[type]}${count === 1 ? '' : 's'} still use it.`);
    }
  }
  const deleted = await ports.categories(type).delete(ids);
  return { success: true as const, ok: true as const, deleted };
}
