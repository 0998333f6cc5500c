import { describe, expect, it } from 'vitest';
import { memoryCatalog } from './memory-ports.js';
import { createCategory, createCourse, createProduct, deleteCatalogItems, deleteCategories, getCourse, listCourses, updateCourse } from './service.js';

const courseFields = (category_id: string, title = 'Python for beginners') => ({
  title,
  slug: 'python',
  description: '',
  price: 150_000,
  sale_price: null,
  cover_image: '',
  category_id,
  instructor_id: '',
  status: 'open' as const,
  published: true,
  curriculum: [],
});

describe('catalog service', () => {
  it('creates a course with an id and times, in an existing course category only', async () => {
    const { ports } = memoryCatalog();
    const programming = await createCategory(ports, 'course', { name: 'Programming', slug: 'programming', description: '', ordering: 0 });
    const books = await createCategory(ports, 'product', { name: 'Books', slug: 'books', description: '', ordering: 0 });

    const course = await createCourse(ports, courseFields(programming.id));
    expect(course).toMatchObject({ id: 'id-3', created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z', title: 'Python for beginners' });
    expect(await getCourse(ports, course.id)).toEqual(course);

    await expect(createCourse(ports, courseFields(books.id))).rejects.toMatchObject({ details: { fields: { category_id: ['No course category has this id.'] } } });
    await expect(createCourse(ports, courseFields('nope'))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('keeps the id and creation time when a course is replaced, and says when it does not exist', async () => {
    const { ports, clock } = memoryCatalog();
    const category = await createCategory(ports, 'course', { name: 'A', slug: 'a', description: '', ordering: 0 });
    const course = await createCourse(ports, courseFields(category.id));
    clock.now = new Date('2026-11-23T10:00:00.000Z');

    const updated = await updateCourse(ports, course.id, courseFields(category.id, 'Python, second edition'));
    expect(updated).toMatchObject({ id: course.id, created_at: course.created_at, updated_at: '2026-11-23T10:00:00.000Z', title: 'Python, second edition' });
    await expect(updateCourse(ports, 'missing', courseFields(category.id))).rejects.toThrow('No course has the id missing.');
  });

  it('lists courses as an admin table page', async () => {
    const { ports } = memoryCatalog();
    const category = await createCategory(ports, 'course', { name: 'A', slug: 'a', description: '', ordering: 0 });
    for (const title of ['Zeta', 'Alpha', 'Mid']) await createCourse(ports, courseFields(category.id, title));
    const page = await listCourses(ports, { page: 1, order: 'asc', sort: 'title', filters: [{ column: 'title', operator: 'contain', value: 'a' }] });
    expect(page).toMatchObject({ total: 2, page: 1, last_page: 1, limit: 50 });
    expect(page.rows.map((row) => row.title)).toEqual(['Alpha', 'Zeta']);
  });

  it('refuses to delete a category in use, deleting none of the request; deletes it once empty', async () => {
    const { ports } = memoryCatalog();
    const used = await createCategory(ports, 'course', { name: 'Programming', slug: 'p', description: '', ordering: 0 });
    const empty = await createCategory(ports, 'course', { name: 'Empty', slug: 'e', description: '', ordering: 0 });
    const course = await createCourse(ports, courseFields(used.id));

    await expect(deleteCategories(ports, [empty.id, used.id], 'course')).rejects.toMatchObject({
      kind: 'conflict',
      message: 'course category Programming: 1 course still use it.',
      details: { code: 'cannotDelete' },
    });
    expect(await ports.categories('course').get(empty.id)).toBeDefined();

    await deleteCatalogItems(ports, [course.id], 'course');
    await expect(deleteCategories(ports, [empty.id, used.id], 'course')).resolves.toEqual({ success: true, ok: true, deleted: [empty.id, used.id] });
  });

  it('deletes products with type=product, answering only what existed', async () => {
    const { ports } = memoryCatalog();
    const books = await createCategory(ports, 'product', { name: 'Books', slug: 'books', description: '', ordering: 0 });
    const product = await createProduct(ports, { name: 'Workbook', slug: 'workbook', description: '', price: 45_000, sale_price: null, image: '', category_id: books.id, stock: 3, shipping_weight: 400, published: true });
    await expect(deleteCatalogItems(ports, [product.id, 'ghost'], 'product')).resolves.toEqual({ success: true, ok: true, deleted: [product.id] });
    await expect(deleteCatalogItems(ports, [product.id], 'course')).resolves.toMatchObject({ deleted: [] });
  });
});
