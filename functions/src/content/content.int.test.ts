import {
  adminAnnouncement,
  article,
  featureItemList,
  gallery,
  instructorProfile,
  promotion,
  publicArticle,
  publicArticlePage,
  publicCategoryList,
  publicGalleryPage,
  publicInstructorDetail,
  publicInstructorPage,
  publicPromotion,
  publicPromotionPage,
  publicReview,
  publicReviewPage,
  review,
  tablePage,
} from '@lm/shared';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, api, localDatabase, signIn, signOut } from '../testing/api.js';
import { shopToday } from './public-content.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;
let instructor: Session;

const as = (session: Session) => ({ token: session.id_token });
const idOf = (answer: { body: unknown }) => (answer.body as { id: string }).id;
const day = (offset: number) => shopToday(new Date(Date.now() + offset * 86_400_000));

/** This file's own categories and courses; everything it makes is removed at the end. */
const made = { categories: { article: [] as string[], review: [] as string[], gallery: [] as string[], course: [] as string[] }, courses: [] as string[] };
let articleCategory = '';
let reviewCategory = '';
let galleryCategory = '';
let courseId = '';
let draftCourseId = '';

async function createCategory(type: 'article' | 'review' | 'gallery' | 'course', name: string) {
  const answer = await api(`/api/categories/${type}`, { ...as(admin), json: { name, slug: name.toLowerCase().replace(/\W+/g, '-') } });
  expect(answer.status, answer.text).toBe(200);
  made.categories[type].push(idOf(answer));
  return idOf(answer);
}

beforeAll(async () => {
  admin = await signIn('admin');
  student = await signIn('student2');
  const login = await api('/user/instructor/login', { json: { username: 'instructor', password: DEMO_PASSWORD } });
  expect(login.status).toBe(200);
  instructor = login.body as unknown as Session;

  articleCategory = await createCategory('article', 'Content test articles');
  reviewCategory = await createCategory('review', 'Content test reviews');
  galleryCategory = await createCategory('gallery', 'Content test galleries');
  const courseCategory = await createCategory('course', 'Content test courses');
  const course = (title: string, published: boolean) =>
    api('/api/courses', { ...as(admin), json: { title, slug: title.toLowerCase().replace(/\W+/g, '-'), price: 100_000, category_id: courseCategory, published } });
  courseId = idOf(await course('Content test course', true));
  draftCourseId = idOf(await course('Content test draft course', false));
  made.courses.push(courseId, draftCourseId);
});

afterAll(async () => {
  await api('/api/courses/delete', { method: 'DELETE', ...as(admin), json: { ids: made.courses } });
  await api('/api/articlecate', { method: 'DELETE', ...as(admin), json: { ids: made.categories.article } });
  await api('/api/reviewcate', { method: 'DELETE', ...as(admin), json: { ids: made.categories.review } });
  await api('/api/gallerycate', { method: 'DELETE', ...as(admin), json: { ids: made.categories.gallery } });
  await api('/api/category/delete', { ...as(admin), json: { ids: made.categories.course } });
  await signOut(admin);
  await signOut(student);
  await signOut(instructor);
});

interface MasterFileCase {
  kind: string;
  path: string;
  remove: { method: 'POST' | 'DELETE'; path: string };
  schema: z.ZodType<{ id: string; created_at: string; updated_at: string }>;
  /** A valid body; `form` sends it as form-data, as the SPA does. */
  valid: () => Record<string, unknown>;
  form?: boolean;
  edit: Record<string, unknown>;
  /** Overrides that make the body invalid, and the one field the answer must name. */
  bad: [Record<string, unknown>, string];
  /** A column the table filters on with `equal`, and the record's value. */
  filter: [string, string];
  stored: (id: string) => Promise<unknown>;
}

const asForm = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

const CASES: MasterFileCase[] = [
  {
    kind: 'article',
    path: '/api/articles',
    remove: { method: 'POST', path: '/api/article/delete' },
    schema: article,
    form: true,
    valid: () => ({ title: 'Content test article', slug: 'content-test-article', category_id: articleCategory, summary: 'A summary.', body: 'One.\n\nTwo.', published: 'true' }),
    edit: { title: 'Content test article, edited' },
    bad: [{ slug: 'Not A Slug' }, 'slug'],
    filter: ['slug', 'content-test-article'],
    stored: async (id) => (await localDatabase().articles.get({ id }).go()).data,
  },
  {
    kind: 'review',
    path: '/api/reviews',
    remove: { method: 'POST', path: '/api/review/delete' },
    schema: review,
    valid: () => ({ title: 'Content test review', category_id: reviewCategory, reviewer_name: 'Malee', rating: 4, body: 'Clear lessons.', course_id: courseId, published: true }),
    edit: { rating: 5 },
    bad: [{ rating: 9 }, 'rating'],
    filter: ['title', 'Content test review'],
    stored: async (id) => (await localDatabase().reviews.get({ id }).go()).data,
  },
  {
    kind: 'gallery',
    path: '/api/galleries',
    remove: { method: 'POST', path: '/api/gallery/delete' },
    schema: gallery,
    form: true,
    valid: () => ({ title: 'Content test gallery', category_id: galleryCategory, images: [{ src: '/demo/page-slide-learn.svg', caption: 'Morning' }], published: 'true' }),
    edit: { description: 'A day of workshops.' },
    bad: [{ images: 'not a list' }, 'images'],
    filter: ['title', 'Content test gallery'],
    stored: async (id) => (await localDatabase().galleries.get({ id }).go()).data,
  },
  {
    kind: 'promotion',
    path: '/api/promotions',
    remove: { method: 'DELETE', path: '/api/promotion/delete' },
    schema: promotion,
    valid: () => ({ title: 'Content test promotion', starts_on: day(-1), ends_on: day(10), discount_kind: 'percent', discount_value: 15, course_ids: [courseId], published: true }),
    edit: { discount_value: 25 },
    bad: [{ starts_on: day(5), ends_on: day(1) }, 'ends_on'],
    filter: ['title', 'Content test promotion'],
    stored: async (id) => (await localDatabase().promotions.get({ id }).go()).data,
  },
  {
    kind: 'instructor profile',
    path: '/api/instructor-profiles',
    remove: { method: 'DELETE', path: '/api/instructor-profiles' },
    schema: instructorProfile,
    form: true,
    valid: () => ({ name: 'Content Test Teacher', slug: 'content-test-teacher', headline: 'Engineer', expertise: ['Go'], published: 'true' }),
    edit: { headline: 'Staff engineer' },
    bad: [{ name: '' }, 'name'],
    filter: ['slug', 'content-test-teacher'],
    stored: async (id) => (await localDatabase().instructorProfiles.get({ id }).go()).data,
  },
  {
    kind: 'announcement',
    path: '/api/announcements',
    remove: { method: 'DELETE', path: '/api/announcements' },
    schema: adminAnnouncement,
    valid: () => ({ title: 'Content test announcement', message: 'Hello everyone.', audience: 'all' }),
    edit: { message: 'Hello again.' },
    bad: [{ audience: 'group', audience_id: '' }, 'audience_id'],
    filter: ['title', 'Content test announcement'],
    stored: async (id) => (await localDatabase().announcements.get({ announcementId: id }).go()).data,
  },
];

describe.each(CASES)('the $kind master file (administrators)', (file) => {
  it('creates, lists, reads, replaces and deletes a record, as stored', async () => {
    const body = file.valid();
    const created = await api(file.path, { ...as(admin), ...(file.form ? { form: asForm(body) } : { json: body }) });
    expect(created.status, created.text).toBe(200);
    const record = file.schema.parse(created.body);
    expect(await file.stored(record.id)).toBeTruthy();

    const [column, value] = file.filter;
    const table = await api(`${file.path}?${new URLSearchParams({ filters: JSON.stringify([{ column, operator: 'equal', value }]) })}`, as(admin));
    expect(table.status, table.text).toBe(200);
    expect(tablePage(file.schema).parse(table.body).rows.map((row) => row.id)).toEqual([record.id]);
    expect(await api(`${file.path}/${record.id}`, as(admin))).toMatchObject({ status: 200, body: { id: record.id } });

    const replaced = await api(`${file.path}/${record.id}`, { method: 'PUT', ...as(admin), json: { ...body, ...file.edit } });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ ...file.edit, id: record.id, created_at: record.created_at });
    expect(await api(`${file.path}/${record.id}`, as(admin))).toMatchObject({ body: file.edit });

    const removed = await api(file.remove.path, { method: file.remove.method, ...as(admin), json: { ids: [record.id, 'no-such-record'] } });
    expect(removed).toMatchObject({ status: 200, body: { success: true, ok: true, deleted: [record.id] } });
    expect(await file.stored(record.id)).toBeNull();
    expect(await api(`${file.path}/${record.id}`, as(admin))).toMatchObject({ status: 404, body: { message: `No ${file.kind} has the id ${record.id}.` } });
  });

  it('refuses bad input, naming the field', async () => {
    const [overrides, field] = file.bad;
    const answer = await api(file.path, { ...as(admin), json: { ...file.valid(), ...overrides } });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as unknown as { fields: object }).fields)).toEqual([field]);
    const unknown = await api(file.path, { ...as(admin), json: { ...file.valid(), colour: 'red' } });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { colour: expect.any(Array) } } });
  });

  it('is for administrators only: 403 for students and instructors, 401 without a token', async () => {
    const calls: [string, { method?: string; json?: unknown }][] = [
      [file.path, {}],
      [`${file.path}/some-id`, {}],
      [file.path, { json: file.valid() }],
      [`${file.path}/some-id`, { method: 'PUT', json: file.valid() }],
      [file.remove.path, { method: file.remove.method, json: { ids: ['some-id'] } }],
    ];
    for (const [path, options] of calls) {
      expect(await api(path, { ...options, ...as(student) }), `${options.method ?? ''} ${path}`).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect(await api(path, { ...options, ...as(instructor) })).toMatchObject({ status: 403 });
      expect(await api(path, options)).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    }
  });
});

describe('references between records', () => {
  it('puts articles, reviews and galleries only in a category of their own kind', async () => {
    const wrong = await api('/api/articles', { ...as(admin), json: { title: 'Misplaced', slug: 'misplaced', category_id: reviewCategory } });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { category_id: ['No article category has this id.'] } } });
    const missing = await api('/api/galleries', { ...as(admin), json: { title: 'Nowhere', category_id: 'no-such-category' } });
    expect(missing).toMatchObject({ status: 400, body: { fields: { category_id: ['No gallery category has this id.'] } } });
  });

  it('links promotions and reviews only to courses and products that exist', async () => {
    const promotionBody = { title: 'Ghost offer', starts_on: day(0), ends_on: day(1), discount_kind: 'amount', discount_value: 10_000 };
    expect(await api('/api/promotions', { ...as(admin), json: { ...promotionBody, course_ids: [courseId, 'no-such-course'] } })).toMatchObject({
      status: 400,
      body: { fields: { course_ids: ['No course has the id no-such-course.'] } },
    });
    expect(await api('/api/promotions', { ...as(admin), json: { ...promotionBody, product_ids: ['no-such-product'] } })).toMatchObject({
      status: 400,
      body: { fields: { product_ids: ['No product has the id no-such-product.'] } },
    });
    const reviewBody = { title: 'Ghost review', category_id: reviewCategory, reviewer_name: 'X', rating: 3, course_id: 'no-such-course' };
    expect(await api('/api/reviews', { ...as(admin), json: reviewBody })).toMatchObject({ status: 400, body: { fields: { course_id: ['No course has the id no-such-course.'] } } });
  });

  it('refuses a second article with the same slug, even one saved at the same moment', async () => {
    const body = { title: 'Slug owner', slug: 'content-test-slug', category_id: articleCategory };
    const first = await api('/api/articles', { ...as(admin), json: body });
    expect(first.status).toBe(200);
    expect(await api('/api/articles', { ...as(admin), json: { ...body, title: 'Slug thief' } })).toMatchObject({ status: 400, body: { fields: { slug: ['Another article has this slug.'] } } });
    await api('/api/article/delete', { ...as(admin), json: { ids: [idOf(first)] } });

    const answers = await Promise.all(['One', 'Two', 'Three', 'Four'].map((title) => api('/api/articles', { ...as(admin), json: { ...body, title } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    await api('/api/article/delete', { ...as(admin), json: { ids: [idOf(answers.find((answer) => answer.status === 200)!)] } });
  });

  it('refuses a demo instructor\'s slug to a new profile, and frees it once that profile is gone', async () => {
    const taken = await api('/api/instructor-profiles', { ...as(admin), json: { name: 'Namesake', slug: 'ines-teacher', headline: 'x', expertise: [], published: 'false' } });
    expect(taken).toMatchObject({ status: 400, body: { fields: { slug: ['Another instructor profile has this slug.'] } } });
    // It belongs to an instructor's account, or to none: a student's is refused.
    const students = await api('/api/instructor-profiles', { ...as(admin), json: { name: 'Namesake', slug: 'content-test-namesake', headline: 'x', expertise: [], published: 'false', user_id: student.user.id } });
    expect(students).toMatchObject({ status: 400, body: { fields: { user_id: ['No instructor has this id.'] } } });
    const made = await api('/api/instructor-profiles', { ...as(admin), json: { name: 'Namesake', slug: 'content-test-namesake', headline: 'x', expertise: [], published: 'false', user_id: instructor.user.id } });
    expect(made.status, made.text).toBe(200);
    // A profile courses name is not deleted, nor any other of the request.
    const named = await api('/api/instructor-profiles', { method: 'DELETE', ...as(admin), json: { ids: [idOf(made), 'instructor-ines'] } });
    expect(named).toMatchObject({ status: 409, body: { code: 'cannotDelete' } });
    expect(named.text).toMatch(/instructor profile Ines[^:]*: \d+ courses? names? it\./);
    expect((await api(`/api/instructor-profiles/${idOf(made)}`, as(admin))).status).toBe(200);
    await api('/api/instructor-profiles', { method: 'DELETE', ...as(admin), json: { ids: [idOf(made)] } });
    const again = await api('/api/instructor-profiles', { ...as(admin), json: { name: 'Namesake again', slug: 'content-test-namesake', headline: 'x', expertise: [], published: 'false' } });
    expect(again.status, again.text).toBe(200);
    await api('/api/instructor-profiles', { method: 'DELETE', ...as(admin), json: { ids: [idOf(again)] } });
  });
});

describe('the audience of an announcement', () => {
  it('must exist: a made-up group or account is refused naming audience_id, and nothing is stored', async () => {
    const before = (await localDatabase().announcements.query.all({}).go({ pages: 'all' })).data.length;
    for (const [audience, message] of [
      ['group', 'No user group has this id.'],
      ['user', 'No account has this id.'],
    ] as const) {
      const answer = await api('/api/announcements', { ...as(admin), json: { title: 'Nobody', message: 'm', audience, audience_id: 'no-such-one' } });
      expect(answer).toMatchObject({ status: 400, body: { fields: { audience_id: [message] } } });
    }
    expect((await localDatabase().announcements.query.all({}).go({ pages: 'all' })).data).toHaveLength(before);
  });
});

describe('deleting an announcement', () => {
  it('takes it off the student’s list and deletes its read marks', async () => {
    const created = await api('/api/announcements', { ...as(admin), json: { title: 'Just for you', message: 'Your seat is booked.', audience: 'user', audience_id: student.user.id } });
    expect(created.status, created.text).toBe(200);
    const id = idOf(created);
    const listed = await api(`/public/announcement/${student.user.id}`, as(student));
    expect((listed.body as unknown as { id: string }[]).map((item) => item.id)).toContain(id);

    const db = localDatabase();
    await db.announcementReads.create({ userId: student.user.id, announcementId: id, readAt: new Date().toISOString() }).go();
    await db.announcementReads.create({ userId: 'someone-else', announcementId: id, readAt: new Date().toISOString() }).go();
    expect(await api('/api/announcements', { method: 'DELETE', ...as(admin), json: { ids: [id] } })).toMatchObject({ status: 200, body: { deleted: [id] } });

    expect((await db.announcementReads.query.byAnnouncement({ announcementId: id }).go()).data).toEqual([]);
    expect((await db.announcementReads.get({ userId: student.user.id, announcementId: id }).go()).data).toBeNull();
    const after = await api(`/public/announcement/${student.user.id}`, as(student));
    expect((after.body as unknown as { id: string }[]).map((item) => item.id)).not.toContain(id);
  });
});

describe.each([
  { type: 'article', path: '/api/articlecate', items: '/api/articles', remove: '/api/article/delete', body: () => ({ title: 'Holds its category', slug: 'holds-its-category', category_id: '' }) },
  { type: 'review', path: '/api/reviewcate', items: '/api/reviews', remove: '/api/review/delete', body: () => ({ title: 'Holds its category', reviewer_name: 'X', rating: 5, category_id: '' }) },
  { type: 'gallery', path: '/api/gallerycate', items: '/api/galleries', remove: '/api/gallery/delete', body: () => ({ title: 'Holds its category', category_id: '' }) },
] as const)('DELETE $path', ({ type, path, items, remove, body }) => {
  it('refuses a category in use with cannotDelete, deleting none of the request, and deletes it once empty', async () => {
    const used = await createCategory(type, `Used ${type} category`);
    const empty = await createCategory(type, `Empty ${type} category`);
    const item = await api(items, { ...as(admin), json: { ...body(), category_id: used } });
    expect(item.status, item.text).toBe(200);

    const refused = await api(path, { method: 'DELETE', ...as(admin), json: { ids: [empty, used] } });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'cannotDelete', message: `${type} category Used ${type} category: 1 ${type} still uses it.` } });
    expect((await localDatabase().categories.get({ id: empty }).go()).data).toBeTruthy();

    await api(remove, { ...as(admin), json: { ids: [idOf(item)] } });
    expect(await api(path, { method: 'DELETE', ...as(admin), form: { ids: JSON.stringify([empty, used]) } })).toMatchObject({ status: 200, body: { success: true, ok: true, deleted: [empty, used] } });
    expect((await localDatabase().categories.get({ id: used }).go()).data).toBeNull();
  });

  it('deletes only categories of its own kind, and only for administrators', async () => {
    const other = made.categories.course[0] as string;
    expect(await api(path, { method: 'DELETE', ...as(admin), json: { ids: [other] } })).toMatchObject({ status: 200, body: { deleted: [] } });
    expect((await localDatabase().categories.get({ id: other }).go()).data).toBeTruthy();
    expect(await api(path, { method: 'DELETE', ...as(student), json: { ids: [other] } })).toMatchObject({ status: 403 });
    expect(await api(path, { method: 'DELETE', json: { ids: [other] } })).toMatchObject({ status: 401 });
    expect(await api(path, { method: 'DELETE', ...as(admin), json: { ids: [] } })).toMatchObject({ status: 400, body: { fields: { ids: ['ids must name at least one item.'] } } });
  });
});

describe('the storefront’s content', () => {
  const ids: Record<string, string[]> = { articles: [], reviews: [], galleries: [], promotions: [], profiles: [] };
  let shown = { article: '', draftArticle: '', review: '', draftReview: '', gallery: '', current: '', ended: '', profile: '', draftProfile: '' };

  async function create(path: string, bucket: keyof typeof ids, body: Record<string, unknown>) {
    const answer = await api(path, { ...as(admin), json: body });
    expect(answer.status, answer.text).toBe(200);
    ids[bucket]?.push(idOf(answer));
    return idOf(answer);
  }

  beforeAll(async () => {
    const articleBody = (title: string, published: boolean) => ({ title, slug: title.toLowerCase().replace(/\W+/g, '-'), category_id: articleCategory, summary: 'Teaser.', body: 'Para one.\n\nPara two.', published });
    const reviewBody = (title: string, published: boolean) => ({ title, category_id: reviewCategory, reviewer_name: 'Malee', rating: 5, course_id: courseId, published });
    const promotionBody = (title: string, starts: number, ends: number) => ({ title, starts_on: day(starts), ends_on: day(ends), discount_kind: 'percent', discount_value: 10, course_ids: [courseId, draftCourseId], published: true });
    const profileBody = (name: string, published: boolean) => ({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), headline: 'Teacher', published });
    shown = {
      article: await create('/api/articles', 'articles', articleBody('Storefront article one', true)),
      draftArticle: await create('/api/articles', 'articles', articleBody('Storefront article draft', false)),
      review: await create('/api/reviews', 'reviews', reviewBody('Storefront review', true)),
      draftReview: await create('/api/reviews', 'reviews', reviewBody('Storefront review draft', false)),
      gallery: await create('/api/galleries', 'galleries', { title: 'Storefront gallery', category_id: galleryCategory, images: [{ src: '/demo/page-banner.svg', caption: 'Banner' }], published: true }),
      current: await create('/api/promotions', 'promotions', promotionBody('Storefront current offer', -3, 0)),
      ended: await create('/api/promotions', 'promotions', promotionBody('Storefront ended offer', -10, -1)),
      profile: await create('/api/instructor-profiles', 'profiles', profileBody('Storefront Teacher', true)),
      draftProfile: await create('/api/instructor-profiles', 'profiles', profileBody('Storefront Draft Teacher', false)),
    };
    await create('/api/galleries', 'galleries', { title: 'Storefront gallery draft', category_id: galleryCategory, published: false });
    const course = await api(`/api/courses/${courseId}`, as(admin));
    await api(`/api/courses/${courseId}`, { method: 'PUT', ...as(admin), json: { ...(course.body as object), id: undefined, created_at: undefined, updated_at: undefined, instructor_id: shown.profile } });
  });

  afterAll(async () => {
    await api('/api/article/delete', { ...as(admin), json: { ids: ids.articles } });
    await api('/api/review/delete', { ...as(admin), json: { ids: ids.reviews } });
    await api('/api/gallery/delete', { ...as(admin), json: { ids: ids.galleries } });
    await api('/api/promotion/delete', { method: 'DELETE', ...as(admin), json: { ids: ids.promotions } });
    await api('/api/instructor-profiles', { method: 'DELETE', ...as(admin), json: { ids: ids.profiles } });
  });

  async function publicGet<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const answer = await api(path);
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    return schema.parse(answer.body);
  }

  it('lists published articles of a category by id or slug, without a token, cacheable', async () => {
    const byId = await publicGet(`/public/articles?category=${articleCategory}`, publicArticlePage);
    expect(byId.rows.map((row) => row.id)).toEqual([shown.article]);
    expect(byId.rows[0]).not.toHaveProperty('body');
    expect((await publicGet('/public/articles?category=content-test-articles&page=9', publicArticlePage))).toMatchObject({ page: 1, total: 1 });
    expect((await publicGet('/public/articles?category=no-such-category', publicArticlePage)).rows).toEqual([]);
    const all = await publicGet('/public/articles', publicArticlePage);
    expect(all.rows.map((row) => row.id)).not.toContain(shown.draftArticle);
  });

  it('shows a published article by id and by slug, and a draft or unknown one as 404', async () => {
    const byId = await publicGet(`/public/articles/${shown.article}`, publicArticle);
    expect(byId).toMatchObject({ title: 'Storefront article one', body: 'Para one.\n\nPara two.', category: { id: articleCategory, slug: 'content-test-articles' } });
    expect(await publicGet('/public/articles/storefront-article-one', publicArticle)).toEqual(byId);
    for (const value of [shown.draftArticle, 'storefront-article-draft', 'no-such-article']) {
      const answer = await api(`/public/articles/${value}`);
      expect(answer).toMatchObject({ status: 404, body: { ok: false, message: `No article has the id or slug ${value}.` } });
      // A refusal is never cached: the item may be published a moment later.
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lists and shows published reviews, and hides drafts', async () => {
    const page = await publicGet(`/public/reviews?category=${reviewCategory}`, publicReviewPage);
    expect(page.rows).toEqual([expect.objectContaining({ id: shown.review, rating: 5, course_id: courseId })]);
    expect(await publicGet(`/public/reviews/${shown.review}`, publicReview)).toMatchObject({ category: { id: reviewCategory } });
    expect(await api(`/public/reviews/${shown.draftReview}`)).toMatchObject({ status: 404, body: { message: `No review has the id ${shown.draftReview}.` } });
  });

  it('lists published galleries with their images', async () => {
    const page = await publicGet(`/public/galleries?category=${galleryCategory}`, publicGalleryPage);
    expect(page.rows).toEqual([expect.objectContaining({ id: shown.gallery, images: [{ src: '/demo/page-banner.svg', caption: 'Banner' }] })]);
  });

  it('lists promotions that have not ended, and shows one with its published courses', async () => {
    const page = await publicGet('/public/promotions', publicPromotionPage);
    const listed = page.rows.map((row) => row.id);
    expect(listed).toContain(shown.current);
    expect(listed).not.toContain(shown.ended);
    const endings = page.rows.map((row) => row.ends_on);
    expect(endings).toEqual([...endings].sort());
    const detail = await publicGet(`/public/promotions/${shown.current}`, publicPromotion);
    expect(detail.courses.map((course) => course.id)).toEqual([courseId]);
    expect(await api('/public/promotions?category=x')).toMatchObject({ status: 400, body: { fields: { category: expect.any(Array) } } });
    expect(await api('/public/promotions/no-such-promotion')).toMatchObject({ status: 404, body: { message: 'No promotion has the id no-such-promotion.' } });
  });

  it('lists published instructors by name, and shows one by slug with their published courses', async () => {
    const names: string[] = [];
    const first = await publicGet('/public/instructors', publicInstructorPage);
    for (let page = 1; page <= first.last_page; page++) names.push(...(await publicGet(`/public/instructors?page=${page}`, publicInstructorPage)).rows.map((row) => row.name));
    expect(names).toContain('Storefront Teacher');
    expect(names).not.toContain('Storefront Draft Teacher');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const detail = await publicGet('/public/instructors/storefront-teacher', publicInstructorDetail);
    expect(detail).toMatchObject({ id: shown.profile, courses: [{ id: courseId, title: 'Content test course' }] });
    expect(detail).not.toHaveProperty('user_id');
    expect(await api(`/public/instructors/${shown.draftProfile}`)).toMatchObject({ status: 404 });
  });

  it('lists the categories of articles, reviews and galleries with their published items counted', async () => {
    for (const [type, id] of [['article', articleCategory], ['review', reviewCategory], ['gallery', galleryCategory]] as const) {
      const categories = await publicGet(`/public/categories/${type}`, publicCategoryList);
      expect(categories.find((category) => category.id === id), type).toMatchObject({ type, count: 1 });
      expect(categories.every((category) => category.type === type)).toBe(true);
    }
  });

  it('refuses a bad page, naming the field', async () => {
    for (const path of ['/public/articles?page=0', '/public/reviews?page=two', '/public/galleries?page=1.5', '/public/instructors?page=-1']) {
      const answer = await api(path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys((answer.body as unknown as { fields: object }).fields)).toEqual(['page']);
    }
  });

  describe('custom-page feature lists (SPEC §5, §7)', () => {
    it('answers a detail module’s item as an array of one, or an empty array', async () => {
      const [instructorItem] = await publicGet(`/public/custompage/instructor/storefront-teacher`, z.array(publicInstructorDetail));
      expect(instructorItem).toMatchObject({ id: shown.profile, courses: [{ id: courseId }] });
      expect(await publicGet(`/public/custompage/article/${shown.article}`, z.array(publicArticle))).toEqual([expect.objectContaining({ id: shown.article })]);
      expect(await publicGet(`/public/custompage/review/${shown.review}`, z.array(publicReview))).toEqual([expect.objectContaining({ id: shown.review })]);
      for (const path of [`/public/custompage/article/${shown.draftArticle}`, `/public/custompage/review/${shown.draftReview}`, '/public/custompage/instructor/nobody']) {
        expect(await api(path), path).toMatchObject({ status: 200, body: [] });
      }
    });

    it('answers the selected published items in the order of data, each tagged with its kind', async () => {
      const articles = await api('/public/custompage/article', { json: { data: ['no-such-article', shown.draftArticle, shown.article] } });
      expect(articles.status, articles.text).toBe(200);
      expect(featureItemList.parse(articles.body)).toEqual([expect.objectContaining({ kind: 'article', id: shown.article })]);

      const courses = await api('/public/custompage/course?type=selected', { form: { data: JSON.stringify([courseId, draftCourseId, 'course-python-basics']) } });
      expect(featureItemList.parse(courses.body).map((item) => [item.kind, item.id])).toEqual([
        ['course', courseId],
        ['course', 'course-python-basics'],
      ]);
      const reversed = await api('/public/custompage/course', { json: { data: ['course-python-basics', courseId] } });
      expect((reversed.body as unknown as { id: string }[]).map((item) => item.id)).toEqual(['course-python-basics', courseId]);

      const promotions = await api('/public/custompage/promotion', { json: { data: [shown.ended, shown.current] } });
      expect((promotions.body as unknown as { id: string; kind: string }[]).map((item) => [item.kind, item.id])).toEqual([['promotion', shown.current]]);
    });

    it('answers an empty selection with an empty list', async () => {
      for (const kind of ['instructor', 'article', 'review', 'course', 'product', 'promotion', 'gallery']) {
        expect(await api(`/public/custompage/${kind}`, { json: { data: [] } }), kind).toMatchObject({ status: 200, body: [] });
      }
      expect(await api('/public/custompage/article', { form: { data: '[]' } })).toMatchObject({ status: 200, body: [] });
    });

    it('answers the newest published items with type=latest, at most number', async () => {
      const latest = await api('/public/custompage/article?type=latest&number=1', { json: { data: [] } });
      expect(featureItemList.parse(latest.body)).toEqual([expect.objectContaining({ kind: 'article', id: shown.article })]);
      const galleries = await api('/public/custompage/gallery?type=latest&number=50', { json: { data: ['ignored'] } });
      const listed = featureItemList.parse(galleries.body).map((item) => item.id);
      expect(listed).toContain(shown.gallery);
      expect(listed.length).toBeLessThanOrEqual(50);
    });

    it('answers a category’s published items, or all of a kind by default', async () => {
      const inCategory = await api('/public/custompage/review/category', { json: { category: reviewCategory } });
      expect(featureItemList.parse(inCategory.body).map((item) => item.id)).toEqual([shown.review]);
      const bySlug = await api('/public/custompage/article/category?number=5', { form: { category: 'content-test-articles' } });
      expect((bySlug.body as unknown as { id: string }[]).map((item) => item.id)).toEqual([shown.article]);
      const all = await api('/public/custompage/instructor/category', { json: {} });
      expect((all.body as unknown as { id: string }[]).map((item) => item.id)).toContain(shown.profile);
      expect(await api('/public/custompage/course/category', { json: { category: 'no-such-category' } })).toMatchObject({ status: 200, body: [] });
    });

    it('refuses an unknown kind, type or number, naming the field', async () => {
      const cases: [string, unknown, string][] = [
        ['/public/custompage/video', { data: [] }, 'page'],
        ['/public/custompage/article?type=random', { data: [] }, 'type'],
        ['/public/custompage/article?type=latest&number=500', { data: [] }, 'number'],
        ['/public/custompage/article', { data: 'not a list' }, 'data'],
        ['/public/custompage/article/category', { category: '' }, 'category'],
      ];
      for (const [path, json, field] of cases) {
        const answer = await api(path, { json });
        expect(answer.status, path).toBe(400);
        expect(Object.keys((answer.body as unknown as { fields: object }).fields), path).toEqual([field]);
      }
    });
  });
});
