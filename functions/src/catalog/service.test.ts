import { describe, expect, it } from 'vitest';
import { memoryCatalog } from './memory-ports.js';
import { createRecord, deleteRecords, getRecord, listRecords, updateRecord } from '../master-files/master-file.js';
import { categories, courses, getPublicCourse, listPublicCategories, listPublicCourses, products } from './service.js';

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
    const programming = await createRecord(ports, categories.course, { name: 'Programming', slug: 'programming', description: '', ordering: 0 });
    const books = await createRecord(ports, categories.product, { name: 'Books', slug: 'books', description: '', ordering: 0 });

    const course = await createRecord(ports, courses, courseFields(programming.id));
    expect(course).toMatchObject({ id: 'id-3', created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z', title: 'Python for beginners' });
    expect(await getRecord(ports, courses, course.id)).toEqual(course);

    await expect(createRecord(ports, courses, courseFields(books.id))).rejects.toMatchObject({ details: { fields: { category_id: ['No course category has this id.'] } } });
    await expect(createRecord(ports, courses, courseFields('nope'))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('keeps a slug to one category of a kind', async () => {
    const { ports } = memoryCatalog();
    const programming = await createRecord(ports, categories.course, { name: 'Programming', slug: 'programming', description: '', ordering: 0 });
    await expect(createRecord(ports, categories.course, { name: 'Coding', slug: 'programming', description: '', ordering: 1 })).rejects.toMatchObject({
      details: { fields: { slug: ['Another course category has this slug.'] } },
    });
    await createRecord(ports, categories.product, { name: 'Programming books', slug: 'programming', description: '', ordering: 0 });
    expect(await updateRecord(ports, categories.course, programming.id, { name: 'Programming', slug: 'programming', description: 'Same slug, kept.', ordering: 0 })).toMatchObject({ slug: 'programming' });
  });

  it('keeps the id and creation time when a course is replaced, and says when it does not exist', async () => {
    const { ports, clock } = memoryCatalog();
    const category = await createRecord(ports, categories.course, { name: 'A', slug: 'a', description: '', ordering: 0 });
    const course = await createRecord(ports, courses, courseFields(category.id));
    clock.now = new Date('2026-11-23T10:00:00.000Z');

    const updated = await updateRecord(ports, courses, course.id, courseFields(category.id, 'Python, second edition'));
    expect(updated).toMatchObject({ id: course.id, created_at: course.created_at, updated_at: '2026-11-23T10:00:00.000Z', title: 'Python, second edition' });
    await expect(updateRecord(ports, courses, 'missing', courseFields(category.id))).rejects.toThrow('No course has the id missing.');
  });

  it('lists courses as an admin table page', async () => {
    const { ports } = memoryCatalog();
    const category = await createRecord(ports, categories.course, { name: 'A', slug: 'a', description: '', ordering: 0 });
    for (const title of ['Zeta', 'Alpha', 'Mid']) await createRecord(ports, courses, courseFields(category.id, title));
    const page = await listRecords(ports, courses, { page: 1, order: 'asc', sort: 'title', filters: [{ column: 'title', operator: 'contain', value: 'a' }] });
    expect(page).toMatchObject({ total: 2, page: 1, last_page: 1, limit: 50 });
    expect(page.rows.map((row) => row.title)).toEqual(['Alpha', 'Zeta']);
  });

  it('lists categories in their order when the table asks for no sort, and in the asked one when it does', async () => {
    const { ports } = memoryCatalog();
    for (const [name, ordering] of [['Third', 3], ['First', 1], ['Second', 2]] as const) await createRecord(ports, categories.course, { name, slug: name.toLowerCase(), description: '', ordering });
    expect((await listRecords(ports, categories.course, { page: 1, order: 'asc' })).rows.map((row) => row.name)).toEqual(['First', 'Second', 'Third']);
    expect((await listRecords(ports, categories.course, { page: 1, order: 'desc' })).rows.map((row) => row.name)).toEqual(['Third', 'Second', 'First']);
    expect((await listRecords(ports, categories.course, { page: 1, order: 'asc', sort: 'name' })).rows.map((row) => row.name)).toEqual(['First', 'Second', 'Third'].sort());
  });

  it('refuses to delete a category in use, deleting none of the request; deletes it once empty', async () => {
    const { ports } = memoryCatalog();
    const used = await createRecord(ports, categories.course, { name: 'Programming', slug: 'p', description: '', ordering: 0 });
    const empty = await createRecord(ports, categories.course, { name: 'Empty', slug: 'e', description: '', ordering: 0 });
    const course = await createRecord(ports, courses, courseFields(used.id));

    await expect(deleteRecords(ports, categories.course, [empty.id, used.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'course category Programming: 1 course still uses it.',
      details: { code: 'cannotDelete' },
    });
    expect(await ports.categories('course').get(empty.id)).toBeDefined();

    await deleteRecords(ports, courses, [course.id]);
    await expect(deleteRecords(ports, categories.course, [empty.id, used.id])).resolves.toEqual({ success: true, ok: true, deleted: [empty.id, used.id] });
  });

  it('refuses to delete a course students, unpaid orders or class recordings hold, deleting none of the request; deletes it once nothing does', async () => {
    const { ports, enrolled, unpaid, recorded } = memoryCatalog();
    const category = await createRecord(ports, categories.course, { name: 'Programming', slug: 'p', description: '', ordering: 0 });
    const unsold = await createRecord(ports, courses, courseFields(category.id, 'Unsold'));
    const held = await createRecord(ports, courses, courseFields(category.id, 'Python for beginners'));
    enrolled.set(held.id, 2);

    await expect(deleteRecords(ports, courses, [unsold.id, held.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'course Python for beginners: 2 students hold it. Unpublish it to take it off sale.',
      details: { code: 'cannotDelete' },
    });
    expect(await ports.courses.get(unsold.id)).toBeDefined();
    enrolled.set(held.id, 1);
    await expect(deleteRecords(ports, courses, [held.id])).rejects.toMatchObject({ message: 'course Python for beginners: 1 student holds it. Unpublish it to take it off sale.' });

    // Nobody holds it, but an unpaid order does: paid, it would enroll its buyer.
    enrolled.delete(held.id);
    unpaid.set(held.id, 1);
    await expect(deleteRecords(ports, courses, [held.id])).rejects.toMatchObject({ message: 'course Python for beginners: 1 unpaid order holds it. Unpublish it to take it off sale.' });

    // Nobody holds it, but a recording of its classes names it.
    unpaid.delete(held.id);
    recorded.set(held.id, 2);
    await expect(deleteRecords(ports, courses, [unsold.id, held.id])).rejects.toMatchObject({ message: 'course Python for beginners: 2 class recordings name it. Delete them first.', details: { code: 'cannotDelete' } });
    expect(await ports.courses.get(unsold.id)).toBeDefined();

    recorded.delete(held.id);
    await expect(deleteRecords(ports, courses, [unsold.id, held.id])).resolves.toEqual({ success: true, ok: true, deleted: [unsold.id, held.id] });
  });

  it('deletes products with type=product, answering only what existed', async () => {
    const { ports } = memoryCatalog();
    const books = await createRecord(ports, categories.product, { name: 'Books', slug: 'books', description: '', ordering: 0 });
    const product = await createRecord(ports, products, { name: 'Workbook', slug: 'workbook', description: '', price: 45_000, sale_price: null, image: '', category_id: books.id, stock: 3, shipping_weight: 400, published: true });
    await expect(deleteRecords(ports, products, [product.id, 'ghost'])).resolves.toEqual({ success: true, ok: true, deleted: [product.id] });
    await expect(deleteRecords(ports, courses, [product.id])).resolves.toMatchObject({ deleted: [] });
  });
});

describe('the public catalogue', () => {
  /** Two course categories; courses created a minute apart, so the newest is the last one named. */
  async function storefront() {
    const { ports, clock, profiles, publishedProfiles } = memoryCatalog();
    const programming = await createRecord(ports, categories.course, { name: 'Programming', slug: 'programming', description: '', ordering: 1 });
    const design = await createRecord(ports, categories.course, { name: 'Design', slug: 'design', description: '', ordering: 2 });
    const add = async (category_id: string, title: string, published = true, instructor_id = '') => {
      clock.now = new Date(clock.now.getTime() + 60_000);
      return createRecord(ports, courses, { ...courseFields(category_id, title), published, instructor_id });
    };
    return { ports, clock, programming, design, add, profiles, publishedProfiles };
  }
  const query = (overrides: Partial<Parameters<typeof listPublicCourses>[1]> = {}) => ({ type: 'coursename' as const, page: 1, ...overrides });

  it('lists published courses only, newest first, as cards', async () => {
    const { ports, programming, design, add } = await storefront();
    await add(programming.id, 'Python for beginners');
    await add(design.id, 'Figma from zero');
    await add(programming.id, 'Secret draft', false);

    const page = await listPublicCourses(ports, query());
    expect(page).toMatchObject({ page: 1, total: 2, last_page: 1 });
    expect(page.rows.map((row) => row.title)).toEqual(['Figma from zero', 'Python for beginners']);
    expect(Object.keys(page.rows[0] ?? {}).sort()).toEqual(
      ['category_id', 'cover_image', 'id', 'instructor_id', 'instructor_name', 'price', 'sale_price', 'slug', 'status', 'title'].sort(),
    );
  });

  it('names on each card the instructor whose published profile the course names, by the profile or its account', async () => {
    const { ports, programming, add, profiles, publishedProfiles } = await storefront();
    profiles.set('profile-somchai', 'user-somchai');
    publishedProfiles.set('profile-somchai', { id: 'profile-somchai', slug: 'somchai', name: 'Somchai Wongsakul', headline: '', avatar: '' });
    profiles.set('profile-draft', 'user-draft');
    await add(programming.id, 'By profile', true, 'profile-somchai');
    await add(programming.id, 'By account', true, 'user-somchai');
    await add(programming.id, 'Unpublished profile', true, 'profile-draft');
    await add(programming.id, 'Nobody');
    const page = await listPublicCourses(ports, query());
    expect(Object.fromEntries(page.rows.map((row) => [row.title, row.instructor_name]))).toEqual({
      'By profile': 'Somchai Wongsakul',
      'By account': 'Somchai Wongsakul',
      'Unpublished profile': '',
      Nobody: '',
    });
  });

  it('finds courses through the search index: each word of the value begins a word of the title, regardless of case', async () => {
    const { ports, programming, design, add } = await storefront();
    await add(programming.id, 'Python for beginners');
    await add(programming.id, 'Advanced PYTHON');
    await add(design.id, 'Figma from zero');
    const titles = async (value: string) => (await listPublicCourses(ports, query({ value }))).rows.map((row) => row.title);

    expect(await titles('python')).toEqual(['Advanced PYTHON', 'Python for beginners']);
    expect(await titles('PYTH')).toEqual(['Advanced PYTHON', 'Python for beginners']);
    expect(await titles('python begin')).toEqual(['Python for beginners']);
    expect(await titles('thon')).toEqual([]);
    expect(await titles('rust')).toEqual([]);
    expect((await listPublicCourses(ports, query({ value: '' }))).total).toBe(3);
  });

  it('keeps the index in step when a course is renamed or deleted, and indexes product names', async () => {
    const { ports, programming, add } = await storefront();
    const course = await add(programming.id, 'Python for beginners');
    await updateRecord(ports, courses, course.id, { ...courseFields(programming.id, 'Rust for beginners'), published: true });
    expect(await ports.search.find('course', 'python')).toEqual(new Set());
    expect(await ports.search.find('course', 'rust')).toEqual(new Set([course.id]));

    await deleteRecords(ports, courses, [course.id]);
    expect(await ports.search.find('course', 'rust')).toEqual(new Set());

    const books = await createRecord(ports, categories.product, { name: 'Books', slug: 'books', description: '', ordering: 1 });
    const product = await createRecord(ports, products, { name: 'Python workbook', slug: 'python-workbook', description: '', price: 100, sale_price: null, image: '', category_id: books.id, stock: 1, shipping_weight: 10, published: true });
    expect(await ports.search.find('product', 'work')).toEqual(new Set([product.id]));
    expect(await ports.search.find('course', 'work')).toEqual(new Set());
  });

  it('narrows to a category by id, or with type=category by id or slug, and finds nothing for an unknown one', async () => {
    const { ports, programming, design, add } = await storefront();
    await add(programming.id, 'Python for beginners');
    await add(design.id, 'Figma from zero');
    const titles = async (overrides: Parameters<typeof query>[0]) => (await listPublicCourses(ports, query(overrides))).rows.map((row) => row.title);

    expect(await titles({ category: design.id })).toEqual(['Figma from zero']);
    expect(await titles({ type: 'category', value: 'PROGRAMMING' })).toEqual(['Python for beginners']);
    expect(await titles({ type: 'category', value: design.id })).toEqual(['Figma from zero']);
    expect(await titles({ type: 'category', value: 'cooking' })).toEqual([]);
    expect(await titles({ category: programming.id, type: 'category', value: 'design' })).toEqual([]);
    expect(await titles({ category: programming.id, value: 'figma' })).toEqual([]);
  });

  it('pages by 12 and clamps the page to the last', async () => {
    const { ports, programming, add } = await storefront();
    for (let i = 1; i <= 14; i++) await add(programming.id, `Course ${String(i).padStart(2, '0')}`);

    const first = await listPublicCourses(ports, query());
    expect(first).toMatchObject({ page: 1, total: 14, last_page: 2 });
    expect(first.rows).toHaveLength(12);
    const beyond = await listPublicCourses(ports, query({ page: 5 }));
    expect(beyond).toMatchObject({ page: 2, total: 14, last_page: 2 });
    expect(beyond.rows.map((row) => row.title)).toEqual(['Course 02', 'Course 01']);
    expect(await listPublicCourses(ports, query({ value: 'nothing' }))).toEqual({ rows: [], page: 1, total: 0, last_page: 1 });
  });

  it('shows a published course with its category, and answers an unpublished or missing one as not found', async () => {
    const { ports, programming, add } = await storefront();
    const shown = await add(programming.id, 'Python for beginners');
    const draft = await add(programming.id, 'Secret draft', false);

    const course = await getPublicCourse(ports, shown.id);
    expect(course).toMatchObject({ id: shown.id, title: 'Python for beginners', price: 150_000, category: { id: programming.id, name: 'Programming', slug: 'programming' } });
    expect(course).not.toHaveProperty('published');
    await expect(getPublicCourse(ports, draft.id)).rejects.toMatchObject({ kind: 'not-found', message: `No course has the id ${draft.id}.` });
    await expect(getPublicCourse(ports, 'missing')).rejects.toMatchObject({ kind: 'not-found', message: 'No course has the id missing.' });
  });

  it("introduces a course's instructor by their published profile, whether the course names the profile or its account", async () => {
    const { ports, programming, add, profiles, publishedProfiles } = await storefront();
    const somchai = { id: 'profile-somchai', slug: 'somchai', name: 'Somchai Jaidee', headline: 'Python teacher', avatar: '' };
    profiles.set(somchai.id, 'user-somchai');
    publishedProfiles.set(somchai.id, somchai);
    profiles.set('profile-draft', 'user-draft');
    const byProfile = await add(programming.id, 'Python for beginners', true, somchai.id);
    const byAccount = await add(programming.id, 'Django', true, 'user-somchai');
    const unpublished = await add(programming.id, 'Flask', true, 'profile-draft');
    const untaught = await add(programming.id, 'Pandas');
    expect((await getPublicCourse(ports, byProfile.id)).instructor).toEqual(somchai);
    expect((await getPublicCourse(ports, byAccount.id)).instructor).toEqual(somchai);
    expect((await getPublicCourse(ports, unpublished.id)).instructor).toBeNull();
    expect((await getPublicCourse(ports, untaught.id)).instructor).toBeNull();
  });

  it('lists the categories of a kind by ordering then name, counting published items only', async () => {
    const { ports, programming, design, add } = await storefront();
    const data = await createRecord(ports, categories.course, { name: 'Data', slug: 'data', description: 'Numbers', ordering: 2 });
    await add(programming.id, 'Python for beginners');
    await add(programming.id, 'Secret draft', false);
    await add(design.id, 'Figma from zero');
    const books = await createRecord(ports, categories.product, { name: 'Books', slug: 'books', description: '', ordering: 0 });
    await createRecord(ports, products, { name: 'Workbook', slug: 'workbook', description: '', price: 45_000, sale_price: null, image: '', category_id: books.id, stock: 3, shipping_weight: 400, published: true });

    const courses = await listPublicCategories(ports, 'course');
    expect(courses.map(({ name, count }) => [name, count])).toEqual([
      ['Programming', 1],
      ['Data', 0],
      ['Design', 1],
    ]);
    expect(courses[1]).toEqual({ id: data.id, type: 'course', name: 'Data', slug: 'data', description: 'Numbers', ordering: 2, count: 0 });
    expect(await listPublicCategories(ports, 'product')).toEqual([{ id: books.id, type: 'product', name: 'Books', slug: 'books', description: '', ordering: 0, count: 1 }]);
  });
});
