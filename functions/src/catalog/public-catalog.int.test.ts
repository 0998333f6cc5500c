import { randomUUID } from 'node:crypto';
import { publicCategoryList, publicCourse, publicCoursePage, publicProductPage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let categoryId = '';
let draftId = '';
const ids: string[] = [];

const as = (session: Session) => ({ token: session.id_token });
const courseBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  description: 'Made by the public catalogue test.',
  price: 100_000,
  sale_price: null,
  category_id: categoryId,
  status: 'open',
  published: true,
  curriculum: [{ title: 'Only section', lessons: [{ title: 'Only lesson', duration_minutes: 5 }] }],
  ...overrides,
});

/** A category of its own with 14 published courses ("Storefront test 01".."14") and one draft. */
beforeAll(async () => {
  admin = await signIn('admin');
  const category = await api('/api/categories/course', { ...as(admin), json: { name: 'Storefront test', slug: `storefront-test-${randomUUID().slice(0, 8)}`, ordering: 90 } });
  expect(category.status).toBe(200);
  categoryId = (category.body as unknown as { id: string }).id;
  for (let i = 1; i <= 14; i++) {
    const created = await api('/api/courses', { ...as(admin), json: courseBody(`Storefront test ${String(i).padStart(2, '0')}`, { price: i * 10_000 }) });
    expect(created.status).toBe(200);
    ids.push((created.body as unknown as { id: string }).id);
  }
  const draft = await api('/api/courses', { ...as(admin), json: courseBody('Storefront test draft', { published: false }) });
  draftId = (draft.body as unknown as { id: string }).id;
  ids.push(draftId);
});
afterAll(async () => {
  await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids } });
  await api('/api/category/delete', { ...as(admin), json: { ids: [categoryId] } });
  await signOut(admin);
});

async function listCourses(query: Record<string, string>) {
  const answer = await api(`/public/courses?${new URLSearchParams(query)}`);
  expect(answer.status, answer.text).toBe(200);
  return publicCoursePage.parse(answer.body);
}

describe('GET /public/courses', () => {
  it('answers published course cards without a token, cacheable for a minute', async () => {
    const answer = await api('/public/courses');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const page = publicCoursePage.parse(answer.body);
    expect(page.page).toBe(1);
    expect(page.rows.length).toBeLessThanOrEqual(12);
    expect(page.rows[0]).not.toHaveProperty('published');
    expect(page.rows[0]).not.toHaveProperty('curriculum');
  });

  it('shows the seeded catalogue but never its draft', async () => {
    const all = await listCourses({ value: '' });
    const titles = [];
    for (let page = 1; page <= all.last_page; page++) titles.push(...(await listCourses({ page: String(page) })).rows.map((row) => row.title));
    expect(titles).toHaveLength(all.total);
    expect(titles).toEqual(expect.arrayContaining(['Python for beginners', 'Data analysis with pandas', 'Figma from zero']));
    expect(titles).not.toContain('Systems programming in Rust');
    expect(titles).not.toContain('Storefront test draft');
  });

  it('pages a category by 12 and clamps the page to the last', async () => {
    const first = await listCourses({ category: categoryId });
    expect(first).toMatchObject({ page: 1, total: 14, last_page: 2 });
    expect(first.rows).toHaveLength(12);
    expect(first.rows.every((row) => row.category_id === categoryId)).toBe(true);
    const beyond = await listCourses({ category: categoryId, page: '9' });
    expect(beyond).toMatchObject({ page: 2, total: 14, last_page: 2 });
    expect(beyond.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...beyond.rows].map((row) => row.id)).size).toBe(14);
  });

  it('filters by course name regardless of case, by default and with type=coursename', async () => {
    const byName = await listCourses({ value: 'STOREFRONT TEST 1' });
    expect(byName.rows.map((row) => row.title).sort()).toEqual(['Storefront test 10', 'Storefront test 11', 'Storefront test 12', 'Storefront test 13', 'Storefront test 14']);
    expect(await listCourses({ type: 'coursename', value: 'pandas' })).toMatchObject({ total: 1, rows: [{ id: 'course-pandas', price: 199_000, sale_price: 129_000, instructor_id: 'instructor-pim', instructor_name: 'Pimchanok Srisuk' }] });
    expect(await listCourses({ value: 'no course is called this' })).toEqual({ rows: [], page: 1, total: 0, last_page: 1 });
  });

  it('filters by category with type=category, by slug or id', async () => {
    const bySlug = await listCourses({ type: 'category', value: 'programming' });
    expect(bySlug.total).toBe(5);
    expect(bySlug.rows.every((row) => row.category_id === 'cat-programming')).toBe(true);
    expect((await listCourses({ type: 'category', value: categoryId })).total).toBe(14);
    expect((await listCourses({ type: 'category', value: 'no-such-category' })).total).toBe(0);
  });

  it('refuses a bad query, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: 'two' }, 'page'],
      [{ page: '0' }, 'page'],
      [{ type: 'instructor' }, 'type'],
      [{ sort: 'price' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const answer = await api(`/public/courses?${new URLSearchParams(query)}`);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys((answer.body as unknown as { fields: object }).fields)).toEqual([field]);
    }
  });
});

describe('GET /public/courses/{id}', () => {
  it('answers a published course with its category and instructor', async () => {
    const answer = await api('/public/courses/course-python-basics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const course = publicCourse.parse(answer.body);
    expect(course).toMatchObject({
      id: 'course-python-basics',
      title: 'Python for beginners',
      price: 159_000,
      sale_price: 129_000,
      // The seeded cover is the demo image's detail variant (decision 0035).
      cover_image: expect.stringMatching(/\/media\/images\/image-demo-python-cover\/detail\.webp$/),
      category: { id: 'cat-programming', name: 'Programming', slug: 'programming' },
      // Its instructor's published profile, for the page to introduce them.
      instructor: { id: 'instructor-somchai', slug: 'somchai', name: 'Somchai Wongsakul', headline: 'Backend engineer, 12 years of Python and Go', avatar: '/demo/instructor-somchai.svg' },
    });
    expect(course.curriculum.length).toBeGreaterThan(0);
    expect(answer.body).not.toHaveProperty('published');
  });

  it('answers 404 with a plain message for a draft and for a course that does not exist', async () => {
    for (const id of [draftId, 'course-rust-draft', 'no-such-course']) {
      const answer = await api(`/public/courses/${id}`);
      expect(answer).toMatchObject({ status: 404, body: { ok: false, message: `No course has the id ${id}.` } });
      // A refusal is never cached: the course may be published a moment later.
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('GET /public/categories/{type}', () => {
  it('lists course categories by ordering with their published courses counted', async () => {
    const answer = await api('/public/categories/course');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const categories = publicCategoryList.parse(answer.body);
    const seeded = categories.filter((category) => category.id.startsWith('cat-'));
    expect(seeded.map(({ name, slug, count }) => ({ name, slug, count }))).toEqual([
      { name: 'Programming', slug: 'programming', count: 5 },
      { name: 'Data', slug: 'data', count: 4 },
      { name: 'Design', slug: 'design', count: 4 },
    ]);
    expect(categories.find((category) => category.id === categoryId)).toMatchObject({ name: 'Storefront test', count: 14, ordering: 90 });
    const orderings = categories.map((category) => category.ordering);
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b));
  });

  it('lists product categories with their published products counted', async () => {
    const categories = publicCategoryList.parse((await api('/public/categories/product')).body);
    expect(categories.filter((category) => category.id.startsWith('cat-')).map(({ name, count }) => [name, count])).toEqual([
      ['Books', 2],
      ['Study gear', 2],
    ]);
  });

  it('refuses a kind that does not exist, naming the field', async () => {
    expect(await api('/public/categories/video')).toMatchObject({
      status: 400,
      body: { fields: { type: ['type must be one of course, product, article, review, gallery.'] } },
    });
  });
});

describe('GET /public/products', () => {
  const listProducts = async (query: Record<string, string>) => {
    const answer = await api(`/public/products?${new URLSearchParams(query)}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    return publicProductPage.parse(answer.body);
  };

  it('finds published products by the words of their name through the search index, within a category', async () => {
    expect((await listProducts({ value: 'HAND' })).rows.map((row) => row.id)).toEqual(['product-data-handbook']);
    expect((await listProducts({ value: 'book' })).rows.map((row) => row.id)).toEqual([]);
    expect((await listProducts({ value: 'python work' })).rows.map((row) => [row.id, row.name, row.price])).toEqual([['product-python-workbook', 'Python workbook', expect.any(Number)]]);
    expect((await listProducts({ category: 'cat-study-gear' })).rows.map((row) => row.id).sort()).toEqual(['product-drawing-tablet', 'product-notebook-set']);
    expect((await listProducts({ category: 'cat-study-gear', value: 'python' })).total).toBe(0);
    expect((await listProducts({})).rows[0]).not.toHaveProperty('published');
  });

  it('names a bad page', async () => {
    const answer = await api('/public/products?page=0');
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.text).toContain('page starts at 1.');
  });
});

