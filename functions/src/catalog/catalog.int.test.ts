import { course as courseSchema, courseTable } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;

beforeAll(async () => {
  admin = await signIn('admin');
  student = await signIn('student2');
});
afterAll(async () => {
  await signOut(admin);
  await signOut(student);
});

const as = (session: Session) => ({ token: session.id_token });
const courseForm = (category_id: string, overrides: Record<string, string> = {}) => ({
  title: 'Data science with Python',
  slug: 'data-science-python',
  description: 'From pandas to models.',
  price: '259000',
  sale_price: '199000',
  category_id,
  status: 'open',
  published: 'true',
  curriculum: JSON.stringify([{ title: 'Basics', lessons: [{ title: 'Setup', duration_minutes: 12 }] }]),
  ...overrides,
});

/** This run's: a category's slug is one category's of its kind (decision 0011, "Unique fields"). */
const run = randomUUID().slice(0, 8);

async function createCategory(type: 'course' | 'product', name: string) {
  const answer = await api(`/api/categories/${type}`, { ...as(admin), form: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${run}` } });
  expect(answer.status).toBe(200);
  return answer.body as unknown as { id: string; name: string };
}

describe('courses and categories (administrators)', () => {
  it('creates a category and a course from form-data, reads and replaces it', async () => {
    const category = await createCategory('course', 'Data Science');
    const created = await api('/api/courses', { ...as(admin), form: courseForm(category.id) });
    expect(created.status).toBe(200);
    const course = courseSchema.parse(created.body);
    expect(course).toMatchObject({ title: 'Data science with Python', price: 259000, sale_price: 199000, published: true, status: 'open' });
    // A lesson saved for the first time gets an id, and the kind and contents' defaults (decision 0033).
    expect(course.curriculum).toEqual([
      { title: 'Basics', lessons: [{ id: expect.stringMatching(/^[a-f0-9]{16}$/), title: 'Setup', duration_minutes: 12, kind: 'video', video_id: '', file_id: '', quiz_id: '', body: '', url: '', free_preview: false }] },
    ]);

    const stored = await localDatabase().courses.get({ id: course.id }).go();
    expect(stored.data).toMatchObject({ title: 'Data science with Python', category_id: category.id });

    const replaced = await api(`/api/courses/${course.id}`, { method: 'PUT', ...as(admin), json: { ...courseForm(category.id), price: 300000, sale_price: null, published: false } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: course.id, created_at: course.created_at, price: 300000, sale_price: null, published: false });
    expect(await api(`/api/courses/${course.id}`, as(admin))).toMatchObject({ status: 200, body: { price: 300000 } });

    await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: [course.id] } });
  });

  it('refuses bad input naming each field, and a category of the wrong kind', async () => {
    const books = await createCategory('product', 'Books and guides');
    const bad = await api('/api/courses', { ...as(admin), json: { title: '', slug: 'Not A Slug', price: -5, category_id: books.id, status: 'later', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { fields: object }).fields).sort()).toEqual(['extra', 'price', 'slug', 'status', 'title']);

    const saleAbovePrice = await api('/api/courses', { ...as(admin), form: courseForm(books.id, { sale_price: '999999' }) });
    expect(saleAbovePrice.body).toMatchObject({ fields: { sale_price: ['sale_price cannot be more than price.'] } });

    const wrongKind = await api('/api/courses', { ...as(admin), form: courseForm(books.id) });
    expect(wrongKind).toMatchObject({ status: 400, body: { fields: { category_id: ['No course category has this id.'] } } });
    await api('/api/category/delete', { ...as(admin), json: { ids: [books.id], type: 'product' } });
  });

  it('keeps a slug to one category of a kind, even at once, and lets it go when changed or deleted', async () => {
    const slug = `one-slug-${run}`;
    const create = (type: 'course' | 'product') => api(`/api/categories/${type}`, { ...as(admin), json: { name: 'One slug', slug } });
    const four = await Promise.all([1, 2, 3, 4].map(() => create('course')));
    expect(four.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(four.find((answer) => answer.status === 400)?.body).toMatchObject({ ok: false, fields: { slug: ['Another course category has this slug.'] } });
    const kept = four.find((answer) => answer.status === 200)!.body as unknown as { id: string };
    const stored = (await localDatabase().categories.query.byType({ type: 'course' }).go({ pages: 'all' })).data;
    expect(stored.filter((category) => category.slug === slug).map((category) => category.id)).toEqual([kept.id]);

    // Another kind's category may have it.
    const product = await create('product');
    expect(product.status).toBe(200);

    const renamed = await api(`/api/categories/course/${kept.id}`, { method: 'PUT', ...as(admin), json: { name: 'One slug', slug: `${slug}-renamed` } });
    expect(renamed.status).toBe(200);
    const after = await create('course');
    expect(after.status).toBe(200);
    const other = after.body as unknown as { id: string };
    expect(await api(`/api/categories/course/${kept.id}`, { method: 'PUT', ...as(admin), json: { name: 'One slug', slug } })).toMatchObject({ status: 400, body: { fields: { slug: ['Another course category has this slug.'] } } });

    // A delete of another kind's categories leaves it, and its slug, alone.
    expect(await api('/api/articlecate', { method: 'DELETE', ...as(admin), json: { ids: [other.id] } })).toMatchObject({ status: 200, body: { deleted: [] } });
    expect((await localDatabase().valueClaims.get({ kind: 'category-course', field: 'slug', value: slug }).go()).data).toMatchObject({ record_id: other.id });
    await api('/api/category/delete', { ...as(admin), json: { ids: [other.id] } });
    expect(await api(`/api/categories/course/${kept.id}`, { method: 'PUT', ...as(admin), json: { name: 'One slug', slug } })).toMatchObject({ status: 200, body: { slug } });
    await api('/api/category/delete', { ...as(admin), json: { ids: [kept.id] } });
    await api('/api/category/delete', { ...as(admin), json: { ids: [(product.body as unknown as { id: string }).id], type: 'product' } });
  });

  it('answers 404 for a course that does not exist', async () => {
    expect(await api('/api/courses/no-such-course', as(admin))).toMatchObject({ status: 404, body: { message: 'No course has the id no-such-course.' } });
  });

  it('is for administrators only: 403 for a student, 401 without a token', async () => {
    expect(await api('/api/courses', as(student))).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
    expect(await api('/api/categories/course', { ...as(student), form: { name: 'X', slug: 'x' } })).toMatchObject({ status: 403 });
    expect(await api('/api/category/delete', { json: { ids: ['x'] } })).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('the courses admin table', () => {
  const ids: string[] = [];
  let categoryId = '';

  beforeAll(async () => {
    categoryId = (await createCategory('course', 'Table test')).id;
    for (let i = 1; i <= 55; i++) {
      const answer = await api('/api/courses', { ...as(admin), json: { ...courseForm(categoryId), title: `Table course ${String(i).padStart(2, '0')}`, slug: `table-${i}`, price: i * 1000, sale_price: null } });
      ids.push((answer.body as unknown as { id: string }).id);
    }
  });
  afterAll(async () => {
    await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids } });
    await api('/api/category/delete', { ...as(admin), json: { ids: [categoryId] } });
  });

  const list = async (query: Record<string, string>) => {
    const answer = await api(`/api/courses?${new URLSearchParams(query)}`, as(admin));
    expect(answer.status).toBe(200);
    return courseTable.parse(answer.body);
  };
  const only = (filters: object[]) => JSON.stringify([{ column: 'category_id', operator: 'equal', value: categoryId }, ...filters]);

  it('pages by 50 and clamps the page to the last', async () => {
    const first = await list({ filters: only([]), sort: 'price' });
    expect(first).toMatchObject({ page: 1, limit: 50, total: 55, last_page: 2 });
    expect(first.rows).toHaveLength(50);
    const beyond = await list({ filters: only([]), sort: 'price', page: '7' });
    expect(beyond).toMatchObject({ page: 2, total: 55 });
    expect(beyond.rows.map((row) => row.price)).toEqual([51000, 52000, 53000, 54000, 55000]);
  });

  it('filters numbers as numbers and text regardless of case, and sorts either way', async () => {
    const cheap = await list({ filters: only([{ column: 'price', operator: 'less_than', value: '10000' }]), sort: 'price', order: 'desc' });
    expect(cheap.rows.map((row) => row.price)).toEqual([9000, 8000, 7000, 6000, 5000, 4000, 3000, 2000, 1000]);
    const named = await list({ filters: only([{ column: 'title', operator: 'contain', value: 'COURSE 1' }]) });
    expect(named.total).toBe(10);
  });

  it('refuses a filter on the id column and a malformed filter list', async () => {
    const onId = await api(`/api/courses?${new URLSearchParams({ filters: JSON.stringify([{ column: 'id', operator: 'equal', value: 'x' }]) })}`, as(admin));
    expect(onId).toMatchObject({ status: 400, body: { fields: { filters: ['The id column cannot be filtered.'] } } });
    const malformed = await api(`/api/courses?${new URLSearchParams({ filters: '[{' })}`, as(admin));
    expect(malformed).toMatchObject({ status: 400, body: { fields: { filters: ['filters must be a JSON list.'] } } });
  });
});

describe('deletes (SPEC §7, §8)', () => {
  it('refuses to delete a category courses use, with cannotDelete, and deletes it once empty', async () => {
    const category = await createCategory('course', 'Languages');
    const course = (await api('/api/courses', { ...as(admin), form: courseForm(category.id, { slug: 'thai-1' }) })).body as unknown as { id: string };

    const refused = await api('/api/category/delete', { ...as(admin), form: { ids: JSON.stringify([category.id]) } });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'cannotDelete', message: 'course category Languages: 1 course still uses it.' } });
    expect((await localDatabase().categories.get({ id: category.id }).go()).data).toBeDefined();

    const removed = await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: [course.id] } });
    expect(removed).toMatchObject({ status: 200, body: { success: true, ok: true, deleted: [course.id] } });
    expect(await api('/api/category/delete', { ...as(admin), json: { ids: [category.id] } })).toMatchObject({ status: 200, body: { deleted: [category.id] } });
    expect((await localDatabase().categories.get({ id: category.id }).go()).data).toBeNull();
  });

  it('refuses to delete a course a student holds, keeping it', async () => {
    // The demo student bought "Python for beginners" (scripts/src/seed/commerce.ts).
    const refused = await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: ['course-python-basics'] } });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'cannotDelete', message: expect.stringMatching(/^course Python for beginners: \d+ students? holds? it\. Unpublish it to take it off sale\.$/) } });
    expect((await localDatabase().courses.get({ id: 'course-python-basics' }).go()).data).not.toBeNull();
  });

  it('refuses to delete a course recordings of its classes name, until they are gone', async () => {
    const category = await createCategory('course', 'Recorded');
    const course = courseSchema.parse((await api('/api/courses', { ...as(admin), form: courseForm(category.id) })).body);
    const recording = await api('/api/videosrecord', { json: { title: 'Week 1', course_id: course.id, recorded_on: '2026-11-20' }, ...as(admin) });
    expect(recording.status, recording.text).toBe(200);
    const refused = await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: [course.id] } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'cannotDelete', message: `course ${course.title}: 1 class recording names it. Delete it first.` } });
    expect((await api('/api/videosrecord/delete', { json: { ids: [(recording.body as unknown as { id: string }).id] }, ...as(admin) })).status).toBe(200);
    expect(await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: [course.id] } })).toMatchObject({ status: 200, body: { deleted: [course.id] } });
  });

  it('refuses a delete without ids', async () => {
    expect(await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: [] } })).toMatchObject({
      status: 400,
      body: { fields: { ids: ['ids must name at least one item.'] } },
    });
  });
});

describe("a course's curriculum", () => {
  it('is saved apart from the course form, and shows the public its outline only', async () => {
    const category = await createCategory('course', 'Curriculum');
    const created = courseSchema.parse((await api('/api/courses', { ...as(admin), form: courseForm(category.id) })).body);
    const sections = [
      { title: 'Start', lessons: [{ title: 'Read first', kind: 'text', body: 'Only for those who bought it.', free_preview: false }] },
      { title: 'Then', lessons: [{ title: 'Elsewhere', kind: 'link', url: 'https://example.com/lesson', free_preview: true }] },
    ];
    const saved = await api(`/api/courses/${created.id}/curriculum`, { method: 'PUT', json: { sections }, ...as(admin) });
    expect(saved.status, saved.text).toBe(200);
    const lessons = (saved.body as unknown as { sections: { lessons: { id: string }[] }[] }).sections.flatMap((section) => section.lessons);
    expect(lessons).toHaveLength(2);

    const read = await api(`/api/courses/${created.id}/curriculum`, as(admin));
    expect(read.body).toEqual(saved.body);
    const course = await api(`/public/courses/${created.id}`);
    expect(course.body.curriculum).toEqual([
      { title: 'Start', lessons: [{ id: lessons[0]!.id, title: 'Read first', duration_minutes: 0, kind: 'text', free_preview: false }] },
      { title: 'Then', lessons: [{ id: lessons[1]!.id, title: 'Elsewhere', duration_minutes: 0, kind: 'link', free_preview: true }] },
    ]);
    expect(course.text).not.toContain('Only for those who bought it.');

    const refused = await api(`/api/courses/${created.id}/curriculum`, { method: 'PUT', json: { sections: [{ title: 'S', lessons: [{ title: 'No video', kind: 'video', video_id: 'none' }] }] }, ...as(admin) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('No video has this id.');
  });
});
