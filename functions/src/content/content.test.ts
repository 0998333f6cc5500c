import type { Article, Category, Course, Promotion } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { categories, courses, listPublicCategories, products } from '../catalog/service.js';
import { memoryContent } from './memory-ports.js';
import type { ContentPorts } from './ports.js';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './content-files.js';
import {
  featureArticle,
  featureInstructor,
  featureReview,
  getPublicArticle,
  getPublicInstructor,
  getPublicPromotion,
  getPublicReview,
  listFeatureCategoryItems,
  listFeatureItems,
  listPublicArticles,
  listPublicGalleries,
  listPublicInstructors,
  listPublicPromotions,
  listPublicReviews,
  shopToday,
} from './public-content.js';
import { createRecord, deleteRecords, getRecord, listRecords, updateRecord, type Fields } from '../master-files/master-file.js';

type Setup = ReturnType<typeof memoryContent>;

const categoryFields = (name: string) => ({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), description: '', ordering: 0 });

const articleFields = (category_id: string, title: string, overrides: Partial<Fields<Article>> = {}): Fields<Article> => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  category_id,
  summary: `About ${title}.`,
  body: 'First paragraph.\n\nSecond paragraph.',
  cover_image: '/demo/course-python.svg',
  author: 'Ines Teacher',
  published: true,
  ...overrides,
});

const courseFields = (category_id: string, title: string, overrides: Partial<Fields<Course>> = {}): Fields<Course> => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  price: 150_000,
  sale_price: null,
  cover_image: '',
  category_id,
  instructor_id: '',
  status: 'open',
  published: true,
  curriculum: [],
  ...overrides,
});

const promotionFields = (title: string, starts_on: string, ends_on: string, overrides: Partial<Fields<Promotion>> = {}): Fields<Promotion> => ({
  title,
  description: '',
  image: '',
  starts_on,
  ends_on,
  discount_kind: 'percent',
  discount_value: 20,
  course_ids: [],
  product_ids: [],
  category_ids: [],
  user_group_ids: [],
  published: true,
  ...overrides,
});

/** Moves the clock a minute on, so records made one after another are newest last. */
const tick = ({ clock }: Setup) => {
  clock.now = new Date(clock.now.getTime() + 60_000);
};

async function withCategories() {
  const setup = memoryContent();
  const news = await createRecord(setup.catalog, categories.article, categoryFields('News'));
  const guides = await createRecord(setup.catalog, categories.article, categoryFields('Guides'));
  const courseCategory = await createRecord(setup.catalog, categories.course, categoryFields('Programming'));
  return { ...setup, news, guides, courseCategory };
}

/** Ports that fail on any read: what must answer without reading uses them. */
function unreadable(ports: ContentPorts): ContentPorts {
  const refuse = () => {
    throw new Error('read the table');
  };
  const store = { list: refuse, get: refuse, listInCategory: refuse, put: refuse, delete: refuse };
  return { ...ports, articles: store, reviews: store, galleries: store, promotions: store, instructors: store, courses: store, products: store, categories: () => store };
}

describe('content master files', () => {
  it('creates an article in an article category only, with an id and times, and reads it back', async () => {
    const { ports, news, courseCategory } = await withCategories();
    const article = await createRecord(ports, articles, articleFields(news.id, 'Term starts'));
    expect(article).toMatchObject({ id: 'id-4', title: 'Term starts', created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z' });
    expect(await getRecord(ports, articles, article.id)).toEqual(article);

    await expect(createRecord(ports, articles, articleFields(courseCategory.id, 'Wrong kind'))).rejects.toMatchObject({
      kind: 'invalid',
      details: { fields: { category_id: ['No article category has this id.'] } },
    });
    await expect(createRecord(ports, articles, articleFields('missing', 'Nowhere'))).rejects.toMatchObject({ details: { fields: { category_id: expect.any(Array) } } });
  });

  it('refuses a second article or instructor with the same slug, but lets a record keep its own', async () => {
    const { ports, news } = await withCategories();
    const article = await createRecord(ports, articles, articleFields(news.id, 'Term starts'));
    await expect(createRecord(ports, articles, articleFields(news.id, 'Term starts'))).rejects.toMatchObject({
      details: { fields: { slug: ['Another article has this slug.'] } },
    });
    await expect(updateRecord(ports, articles, article.id, articleFields(news.id, 'Term starts', { summary: 'Edited.' }))).resolves.toMatchObject({ summary: 'Edited.' });

    const profile = { name: 'Ines', slug: 'ines', headline: '', bio: '', avatar: '', user_id: '', expertise: [], published: true };
    await createRecord(ports, instructorProfiles, profile);
    await expect(createRecord(ports, instructorProfiles, { ...profile, name: 'Another Ines' })).rejects.toMatchObject({
      details: { fields: { slug: ['Another instructor profile has this slug.'] } },
    });
    // A profile belongs to an instructor's account, or to none: a student's or a made-up one is refused.
    for (const user_id of ['u-1', 'nobody']) {
      await expect(createRecord(ports, instructorProfiles, { ...profile, slug: `ines-${user_id}`, user_id })).rejects.toMatchObject({ details: { fields: { user_id: ['No instructor has this id.'] } } });
    }
    await expect(createRecord(ports, instructorProfiles, { ...profile, slug: 'ines-teacher', user_id: 'teacher-1' })).resolves.toMatchObject({ user_id: 'teacher-1' });
  });

  it('keeps the id and creation time when a record is replaced, and says when it does not exist', async () => {
    const setup = await withCategories();
    const { ports, news, guides } = setup;
    const article = await createRecord(ports, articles, articleFields(news.id, 'Term starts'));
    tick(setup);
    const replaced = await updateRecord(ports, articles, article.id, articleFields(guides.id, 'Term starts', { title: 'Term starts on Monday' }));
    expect(replaced).toMatchObject({ id: article.id, created_at: article.created_at, updated_at: '2026-11-22T10:01:00.000Z', category_id: guides.id, title: 'Term starts on Monday' });
    await expect(updateRecord(ports, articles, 'missing', articleFields(news.id, 'X'))).rejects.toMatchObject({ kind: 'not-found', message: 'No article has the id missing.' });
    await expect(getRecord(ports, galleries, 'missing')).rejects.toThrow('No gallery has the id missing.');
  });

  it('lists a master file as an admin table page with its columns', async () => {
    const { ports, news } = await withCategories();
    for (const title of ['Zeta news', 'Alpha news', 'Draft news']) await createRecord(ports, articles, articleFields(news.id, title, { published: !title.startsWith('Draft') }));
    const page = await listRecords(ports, articles, { page: 1, order: 'desc', sort: 'title', filters: [{ column: 'published', operator: 'equal', value: 'true' }] });
    expect(page).toMatchObject({ page: 1, limit: 50, total: 2, last_page: 1 });
    expect(page.rows.map((row) => row.title)).toEqual(['Zeta news', 'Alpha news']);
    await expect(listRecords(ports, articles, { page: 1, order: 'asc', filters: [{ column: 'id', operator: 'equal', value: 'x' }] })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('checks that a review’s course and a promotion’s courses and products exist, naming the field', async () => {
    const { ports, catalog, courseCategory } = await withCategories();
    const praise = await createRecord(catalog, categories.review, categoryFields('Praise'));
    const course = await createRecord(catalog, courses, courseFields(courseCategory.id, 'Python'));
    const review = { title: 'Great', category_id: praise.id, reviewer_name: 'Malee', reviewer_image: '', rating: 5, body: '', course_id: course.id, published: true };
    await expect(createRecord(ports, reviews, review)).resolves.toMatchObject({ course_id: course.id });
    await expect(createRecord(ports, reviews, { ...review, course_id: 'ghost' })).rejects.toMatchObject({ details: { fields: { course_id: ['No course has the id ghost.'] } } });
    await expect(createRecord(ports, reviews, { ...review, course_id: '' })).resolves.toMatchObject({ course_id: '' });

    const created = await createRecord(ports, promotions, promotionFields('Offer', '2026-11-01', '2026-11-30', { course_ids: [course.id, course.id] }));
    expect(created.course_ids).toEqual([course.id]);
    await expect(createRecord(ports, promotions, promotionFields('Offer', '2026-11-01', '2026-11-30', { course_ids: [course.id, 'a', 'b'] }))).rejects.toMatchObject({
      details: { fields: { course_ids: ['No course has the ids a, b.'] } },
    });
    await expect(createRecord(ports, promotions, promotionFields('Offer', '2026-11-01', '2026-11-30', { product_ids: ['p'] }))).rejects.toMatchObject({
      details: { fields: { product_ids: ['No product has the id p.'] } },
    });
  });

  it('stores an announcement to everyone without an audience id', async () => {
    const { ports } = memoryContent();
    const everyone = await createRecord(ports, announcements, { title: 'Hello', message: 'Welcome.', audience: 'all', audience_id: 'ignored' });
    expect(everyone.audience_id).toBe('');
    const personal = await createRecord(ports, announcements, { title: 'Hi', message: 'Your certificate.', audience: 'user', audience_id: 'u-1' });
    expect(await getRecord(ports, announcements, personal.id)).toMatchObject({ audience: 'user', audience_id: 'u-1' });
  });

  it('refuses an announcement to a group or an account that does not exist, naming the field', async () => {
    const { ports } = memoryContent({ groups: ['premium'], users: ['u-1'] });
    await expect(createRecord(ports, announcements, { title: 'Hi', message: 'm', audience: 'group', audience_id: 'nobody' })).rejects.toMatchObject({
      details: { fields: { audience_id: ['No user group has this id.'] } },
    });
    await expect(createRecord(ports, announcements, { title: 'Hi', message: 'm', audience: 'user', audience_id: 'u-2' })).rejects.toMatchObject({
      details: { fields: { audience_id: ['No account has this id.'] } },
    });
    expect(await ports.announcements.list()).toEqual([]);
    await expect(createRecord(ports, announcements, { title: 'Hi', message: 'm', audience: 'group', audience_id: 'premium' })).resolves.toMatchObject({ audience_id: 'premium' });
  });

  it('deletes records, answering only the ids that existed', async () => {
    const { ports } = memoryContent();
    const promotion = await createRecord(ports, promotions, promotionFields('Offer', '2026-11-01', '2026-11-30'));
    await expect(deleteRecords(ports, promotions, [promotion.id, 'ghost'])).resolves.toEqual({ success: true, ok: true, deleted: [promotion.id] });
    await expect(getRecord(ports, promotions, promotion.id)).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('categories of articles, reviews and galleries', () => {
  it('refuses to delete a category its items use, deleting none of the request, and deletes it once empty', async () => {
    const { ports, catalog, news, guides } = await withCategories();
    const article = await createRecord(ports, articles, articleFields(news.id, 'Term starts', { published: false }));
    await expect(deleteRecords(catalog, categories.article, [guides.id, news.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'article category News: 1 article still uses it.',
      details: { code: 'cannotDelete' },
    });
    expect(await catalog.categories('article').get(guides.id)).toBeDefined();

    await deleteRecords(ports, articles, [article.id]);
    await expect(deleteRecords(catalog, categories.article, [guides.id, news.id])).resolves.toEqual({ success: true, ok: true, deleted: [guides.id, news.id] });
  });

  it('names galleries in the plural', async () => {
    const { ports, catalog } = memoryContent();
    const events = await createRecord(catalog, categories.gallery, categoryFields('Events'));
    for (const title of ['Open day', 'Workshop']) await createRecord(ports, galleries, { title, category_id: events.id, description: '', images: [], published: true });
    await expect(deleteRecords(catalog, categories.gallery, [events.id])).rejects.toThrow('gallery category Events: 2 galleries still use it.');
  });

  it('counts the published items of each category for the storefront', async () => {
    const { ports, catalog, news, guides } = await withCategories();
    await createRecord(ports, articles, articleFields(news.id, 'One'));
    await createRecord(ports, articles, articleFields(news.id, 'Two'));
    await createRecord(ports, articles, articleFields(guides.id, 'Draft', { published: false }));
    expect((await listPublicCategories(catalog, 'article')).map(({ name, count }) => [name, count])).toEqual([
      ['Guides', 0],
      ['News', 2],
    ]);
  });
});

describe('the storefront’s content', () => {
  it('lists published articles newest first as cards, 12 a page, the page clamped to the last', async () => {
    const setup = await withCategories();
    const { ports, news } = setup;
    for (let i = 1; i <= 14; i++) {
      tick(setup);
      await createRecord(ports, articles, articleFields(news.id, `Article ${String(i).padStart(2, '0')}`));
    }
    await createRecord(ports, articles, articleFields(news.id, 'Draft', { published: false }));

    const first = await listPublicArticles(ports, { page: 1 });
    expect(first).toMatchObject({ page: 1, total: 14, last_page: 2 });
    expect(first.rows[0]?.title).toBe('Article 14');
    expect(Object.keys(first.rows[0] ?? {}).sort()).toEqual(['author', 'category_id', 'cover_image', 'created_at', 'id', 'slug', 'summary', 'title']);
    const beyond = await listPublicArticles(ports, { page: 9 });
    expect(beyond).toMatchObject({ page: 2, total: 14 });
    expect(beyond.rows.map((row) => row.title)).toEqual(['Article 02', 'Article 01']);
  });

  it('narrows articles to a category by id or slug; an unknown category holds nothing', async () => {
    const { ports, news, guides } = await withCategories();
    await createRecord(ports, articles, articleFields(news.id, 'In news'));
    await createRecord(ports, articles, articleFields(guides.id, 'In guides'));
    const titles = async (category: string) => (await listPublicArticles(ports, { category, page: 1 })).rows.map((row) => row.title);
    expect(await titles(news.id)).toEqual(['In news']);
    expect(await titles('GUIDES')).toEqual(['In guides']);
    expect(await titles('cooking')).toEqual([]);
  });

  it('shows a published article by id or slug with its category, and a draft as not found', async () => {
    const { ports, news } = await withCategories();
    const article = await createRecord(ports, articles, articleFields(news.id, 'Term starts'));
    const draft = await createRecord(ports, articles, articleFields(news.id, 'Draft', { published: false }));
    const shown = await getPublicArticle(ports, 'term-starts');
    expect(shown).toMatchObject({ id: article.id, body: 'First paragraph.\n\nSecond paragraph.', category: { id: news.id, name: 'News', slug: 'news' } });
    expect(shown).not.toHaveProperty('published');
    expect(await getPublicArticle(ports, article.id)).toEqual(shown);
    for (const value of [draft.id, 'draft', 'missing']) {
      await expect(getPublicArticle(ports, value)).rejects.toMatchObject({ kind: 'not-found', message: `No article has the id or slug ${value}.` });
    }
  });

  it('lists and shows published reviews and galleries only', async () => {
    const { ports, catalog } = memoryContent();
    const praise = await createRecord(catalog, categories.review, categoryFields('Praise'));
    const events = await createRecord(catalog, categories.gallery, categoryFields('Events'));
    const review = { title: 'Great', category_id: praise.id, reviewer_name: 'Malee', reviewer_image: '', rating: 4, body: 'Clear.', course_id: '', published: true };
    const shown = await createRecord(ports, reviews, review);
    const hidden = await createRecord(ports, reviews, { ...review, title: 'Hidden', published: false });
    expect((await listPublicReviews(ports, { page: 1 })).rows).toEqual([expect.objectContaining({ id: shown.id, rating: 4 })]);
    expect(await getPublicReview(ports, shown.id)).toMatchObject({ title: 'Great', category: { slug: 'praise' } });
    await expect(getPublicReview(ports, hidden.id)).rejects.toMatchObject({ kind: 'not-found', message: `No review has the id ${hidden.id}.` });

    const images = [{ src: '/demo/page-slide-learn.svg', caption: 'Morning' }];
    await createRecord(ports, galleries, { title: 'Open day', category_id: events.id, description: '', images, published: true });
    await createRecord(ports, galleries, { title: 'Draft', category_id: events.id, description: '', images: [], published: false });
    const page = await listPublicGalleries(ports, { category: 'events', page: 1 });
    expect(page.rows).toEqual([expect.objectContaining({ title: 'Open day', images })]);
    expect(page.rows[0]).not.toHaveProperty('published');
  });

  it('lists promotions that have not ended in Bangkok, ending soonest first, and shows one with its published courses', async () => {
    const { ports, catalog, clock, courseCategory } = await withCategories();
    // 18:00 UTC is already the 23rd in Bangkok.
    clock.now = new Date('2026-11-22T18:00:00.000Z');
    expect(shopToday(clock.now)).toBe('2026-11-23');
    const python = await createRecord(catalog, courses, courseFields(courseCategory.id, 'Python'));
    const draft = await createRecord(catalog, courses, courseFields(courseCategory.id, 'Draft', { published: false }));
    const go = await createRecord(catalog, courses, courseFields(courseCategory.id, 'Go'));
    await createRecord(ports, promotions, promotionFields('Ended yesterday', '2026-11-01', '2026-11-22'));
    const later = await createRecord(ports, promotions, promotionFields('Next month', '2026-12-01', '2026-12-31'));
    const today = await createRecord(ports, promotions, promotionFields('Last day', '2026-11-01', '2026-11-23', { course_ids: [go.id, draft.id, python.id] }));
    await createRecord(ports, promotions, promotionFields('Unpublished', '2026-11-01', '2026-12-31', { published: false }));

    const page = await listPublicPromotions(ports, { page: 1 });
    expect(page.rows.map((row) => row.id)).toEqual([today.id, later.id]);
    expect(page.rows[0]).not.toHaveProperty('published');
    const shown = await getPublicPromotion(ports, today.id);
    expect(shown.courses.map((course) => course.title)).toEqual(['Go', 'Python']);
    await expect(getPublicPromotion(ports, 'missing')).rejects.toMatchObject({ kind: 'not-found', message: 'No promotion has the id missing.' });
  });

  it('lists published instructors by name, and shows one by id or slug with the published courses of their profile or account', async () => {
    const { ports, catalog, courseCategory } = await withCategories();
    const profile = { headline: '', bio: '', avatar: '', expertise: ['Python'], published: true };
    const somchai = await createRecord(ports, instructorProfiles, { ...profile, name: 'Somchai', slug: 'somchai', user_id: 'user-somchai' });
    await createRecord(ports, instructorProfiles, { ...profile, name: 'Anong', slug: 'anong', user_id: '' });
    await createRecord(ports, instructorProfiles, { ...profile, name: 'Hidden', slug: 'hidden', user_id: '', published: false });
    await createRecord(catalog, courses, courseFields(courseCategory.id, 'By profile', { instructor_id: somchai.id }));
    await createRecord(catalog, courses, courseFields(courseCategory.id, 'By account', { instructor_id: 'user-somchai' }));
    await createRecord(catalog, courses, courseFields(courseCategory.id, 'Draft by profile', { instructor_id: somchai.id, published: false }));
    await createRecord(catalog, courses, courseFields(courseCategory.id, 'Someone else', { instructor_id: 'other' }));

    const page = await listPublicInstructors(ports, { page: 1 });
    expect(page.rows.map((row) => row.name)).toEqual(['Anong', 'Somchai']);
    expect(page.rows[0]).not.toHaveProperty('user_id');
    const shown = await getPublicInstructor(ports, 'somchai');
    expect(shown.courses.map((course) => course.title).sort()).toEqual(['By account', 'By profile']);
    await expect(getPublicInstructor(ports, 'hidden')).rejects.toMatchObject({ kind: 'not-found', message: 'No instructor has the id or slug hidden.' });

    // A profile that courses name is not deleted, nor any other of the request; one that none names is.
    const anong = page.rows.find((row) => row.name === 'Anong')!;
    await expect(deleteRecords(ports, instructorProfiles, [anong.id, somchai.id])).rejects.toMatchObject({
      kind: 'conflict',
      message: 'instructor profile Somchai: 2 courses name it.',
      details: { code: 'cannotDelete' },
    });
    expect(await ports.instructors.get(anong.id)).toBeDefined();
    await expect(deleteRecords(ports, instructorProfiles, [anong.id])).resolves.toMatchObject({ deleted: [anong.id] });
  });
});

describe('custom-page feature lists (SPEC §5, §7)', () => {
  async function featured() {
    const setup = await withCategories();
    const { ports, news, guides } = setup;
    const made: Article[] = [];
    for (const [title, category, published] of [
      ['First', news, true],
      ['Second', guides, true],
      ['Draft', news, false],
      ['Third', news, true],
    ] as [string, Category, boolean][]) {
      tick(setup);
      made.push(await createRecord(ports, articles, articleFields(category.id, title, { published })));
    }
    const [first, second, draft, third] = made as [Article, Article, Article, Article];
    return { ...setup, first, second, draft, third };
  }

  it('answers the selected published items in the order asked, tagged with their kind, leaving out unknown and unpublished ids', async () => {
    const { ports, first, second, draft, third } = await featured();
    const items = await listFeatureItems(ports, 'article', { type: 'selected', number: 12 }, [third.id, 'ghost', draft.id, first.id, second.id, third.id]);
    expect(items.map((item) => item.id)).toEqual([third.id, first.id, second.id]);
    expect(items[0]).toMatchObject({ kind: 'article', title: 'Third', slug: 'third' });
    expect(items[0]).not.toHaveProperty('body');
  });

  it('answers an empty selection with an empty list without reading anything', async () => {
    const { ports } = await featured();
    await expect(listFeatureItems(unreadable(ports), 'course', { type: 'selected', number: 12 }, [])).resolves.toEqual([]);
    await expect(listFeatureItems(unreadable(ports), 'article', { type: 'latest', number: 12 }, [])).rejects.toThrow('read the table');
  });

  it('answers the newest published items with type=latest, at most `number`, ignoring the selection', async () => {
    const { ports, first, third } = await featured();
    const items = await listFeatureItems(ports, 'article', { type: 'latest', number: 2 }, [first.id]);
    expect(items.map((item) => 'title' in item && item.title)).toEqual(['Third', 'Second']);
    expect((await listFeatureItems(ports, 'article', { type: 'latest', number: 50 }, [])).map((item) => item.id)).toContain(third.id);
  });

  it('answers a category’s published items by id or slug, or all of them, newest first, at most `number`', async () => {
    const { ports, news } = await featured();
    const titles = async (category: string, number = 12) => (await listFeatureCategoryItems(ports, 'article', number, category)).map((item) => 'title' in item && item.title);
    expect(await titles(news.id)).toEqual(['Third', 'First']);
    expect(await titles('guides')).toEqual(['Second']);
    expect(await titles('all')).toEqual(['Third', 'Second', 'First']);
    expect(await titles('all', 1)).toEqual(['Third']);
    expect(await titles('cooking')).toEqual([]);
  });

  it('reads every kind, courses and products from the catalogue, and finds instructors and promotions only under all', async () => {
    const { ports, catalog, courseCategory } = await withCategories();
    const course = await createRecord(catalog, courses, courseFields(courseCategory.id, 'Python'));
    const books = await createRecord(catalog, categories.product, categoryFields('Books'));
    const product = await createRecord(catalog, products, { name: 'Workbook', slug: 'workbook', description: 'Long text', price: 45_000, sale_price: null, image: '', category_id: books.id, stock: 3, shipping_weight: 400, published: true });
    const instructor = await createRecord(ports, instructorProfiles, { name: 'Ines', slug: 'ines', headline: '', bio: '', avatar: '', user_id: 'teacher-1', expertise: [], published: true });
    const promotion = await createRecord(ports, promotions, promotionFields('Offer', '2026-11-01', '2026-11-30'));
    const ended = await createRecord(ports, promotions, promotionFields('Over', '2026-10-01', '2026-10-31'));

    expect(await listFeatureItems(ports, 'course', { type: 'selected', number: 12 }, [course.id])).toEqual([expect.objectContaining({ kind: 'course', id: course.id, price: 150_000 })]);
    expect(await listFeatureItems(ports, 'product', { type: 'selected', number: 12 }, [product.id])).toEqual([
      { kind: 'product', id: product.id, name: 'Workbook', slug: 'workbook', price: 45_000, sale_price: null, image: '', category_id: books.id, stock: 3 },
    ]);
    const instructors = await listFeatureItems(ports, 'instructor', { type: 'latest', number: 12 }, []);
    expect(instructors).toEqual([expect.objectContaining({ kind: 'instructor', id: instructor.id })]);
    expect(instructors[0]).not.toHaveProperty('user_id');
    expect((await listFeatureItems(ports, 'promotion', { type: 'selected', number: 12 }, [ended.id, promotion.id])).map((item) => item.id)).toEqual([promotion.id]);
    expect(await listFeatureCategoryItems(ports, 'course', 12, 'programming')).toHaveLength(1);
    expect(await listFeatureCategoryItems(ports, 'promotion', 12, 'all')).toHaveLength(1);
    expect(await listFeatureCategoryItems(ports, 'instructor', 12, 'anything')).toEqual([]);
  });

  it('answers a detail module’s item as an array of one, or an empty array', async () => {
    const { ports, catalog, first, draft } = await featured();
    expect(await featureArticle(ports, first.slug)).toEqual([expect.objectContaining({ id: first.id, category: expect.objectContaining({ name: 'News' }) })]);
    expect(await featureArticle(ports, draft.id)).toEqual([]);
    expect(await featureInstructor(ports, 'nobody')).toEqual([]);
    const praise = await createRecord(catalog, categories.review, categoryFields('Praise'));
    const review = await createRecord(ports, reviews, { title: 'Great', category_id: praise.id, reviewer_name: 'Malee', reviewer_image: '', rating: 5, body: '', course_id: '', published: true });
    expect(await featureReview(ports, review.id)).toEqual([expect.objectContaining({ id: review.id, rating: 5 })]);
    expect(await featureReview(ports, 'missing')).toEqual([]);
  });
});
