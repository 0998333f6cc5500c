import {
  STOREFRONT_PAGE_SIZE,
  type Article,
  type Category,
  type Course,
  type FeatureItem,
  type FeatureKind,
  type FeatureListQuery,
  type InstructorProfile,
  type Product,
  type Promotion,
  type PublicArticle,
  type PublicArticleCard,
  type PublicGallery,
  type PublicInstructor,
  type PublicInstructorDetail,
  type PublicListQuery,
  type PublicPageQuery,
  type PublicPromotion,
  type PublicReview,
  message,
  bangkokDay,
} from '@lm/shared';
import { teacherNames, toCourseCard, type TeacherNames } from '../catalog/cards.js';
import { NotFoundError } from '../errors.js';
import type { CategoryType, ContentPorts, RecordStore } from './ports.js';

/*
 * The storefront's content (decision 0016): published items only, read through the listing and
 * category indexes and filtered here, as the public catalogue is (decision 0013); and the
 * custom-page feature lists built from them.
 */

/** The shop's days are Bangkok's (shared `bangkokDay`, as pricing reads them): a promotion ends at the end of its last day there. */
export const shopToday = bangkokDay;

const isCurrent = (promotion: Promotion, today: string) => promotion.published && promotion.ends_on >= today;

const newestFirst = <T extends { created_at: string; id: string }>(a: T, b: T) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/** 12 a page, the page clamped to the last (../shared/SPEC.md §4). */
function pageOf<T, R>(items: readonly T[], requested: number, toRow: (item: T) => R) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / STOREFRONT_PAGE_SIZE));
  const page = Math.min(requested, lastPage);
  return { rows: items.slice((page - 1) * STOREFRONT_PAGE_SIZE, page * STOREFRONT_PAGE_SIZE).map(toRow), page, total, last_page: lastPage };
}

function withoutPublished<T extends { published: boolean }>(record: T): Omit<T, 'published'> {
  const { published: _published, ...rest } = record;
  return rest;
}

const toArticleCard = ({ id, title, slug, category_id, summary, cover_image, author, created_at }: Article): PublicArticleCard => ({
  id,
  title,
  slug,
  category_id,
  summary,
  cover_image,
  author,
  created_at,
});

function toPublicInstructor(profile: InstructorProfile): PublicInstructor {
  const { published: _published, user_id: _user, ...rest } = profile;
  return rest;
}

const toProductItem = ({ id, name, slug, price, sale_price, image, category_id, stock }: Product) => ({
  kind: 'product' as const,
  id,
  name,
  slug,
  price,
  sale_price,
  image,
  category_id,
  stock,
});

/** A category of the kind, by id or by slug. */
async function categoryNamed(ports: ContentPorts, type: CategoryType, value: string): Promise<Category | undefined> {
  const store = ports.categories(type);
  return (await store.get(value)) ?? (await store.list()).find((category) => category.slug === value.toLowerCase());
}

async function categoryRef(ports: ContentPorts, type: CategoryType, id: string) {
  const category = await ports.categories(type).get(id);
  return category ? { id: category.id, name: category.name, slug: category.slug } : null;
}

/** The published items of a kind, of one category (an id or a slug) when asked; a category that does not exist holds nothing. */
async function publishedIn<T extends { published: boolean; created_at: string; id: string }>(
  ports: ContentPorts,
  type: CategoryType,
  store: { list(): Promise<T[]>; listInCategory(categoryId: string): Promise<T[]> },
  category: string | undefined,
): Promise<T[]> {
  let items: T[];
  if (category) {
    const found = await categoryNamed(ports, type, category);
    if (!found) return [];
    items = await store.listInCategory(found.id);
  } else {
    items = await store.list();
  }
  return items.filter((item) => item.published).sort(newestFirst);
}

/** A published record by id, or else by slug (read through the listing). */
async function publishedBy<T extends { id: string; slug: string; published: boolean }>(store: RecordStore<T>, value: string): Promise<T | undefined> {
  const byId = await store.get(value);
  if (byId?.published) return byId;
  return (await store.list()).find((record) => record.published && record.slug === value.toLowerCase());
}

export async function listPublicArticles(ports: ContentPorts, query: PublicListQuery) {
  return pageOf(await publishedIn(ports, 'article', ports.articles, query.category), query.page, toArticleCard);
}

async function findPublicArticle(ports: ContentPorts, idOrSlug: string): Promise<PublicArticle | undefined> {
  const found = await publishedBy(ports.articles, idOrSlug);
  return found && { ...withoutPublished(found), category: await categoryRef(ports, 'article', found.category_id) };
}

/** A published article by id or slug; a draft answers as one that does not exist. */
export async function getPublicArticle(ports: ContentPorts, idOrSlug: string): Promise<PublicArticle> {
  const article = await findPublicArticle(ports, idOrSlug);
  if (!article) throw new NotFoundError(message('noneWithIdOrSlug', { what: 'article', id: idOrSlug }));
  return article;
}

export async function listPublicReviews(ports: ContentPorts, query: PublicListQuery) {
  return pageOf(await publishedIn(ports, 'review', ports.reviews, query.category), query.page, withoutPublished);
}

async function findPublicReview(ports: ContentPorts, id: string): Promise<PublicReview | undefined> {
  const found = await ports.reviews.get(id);
  return found?.published ? { ...withoutPublished(found), category: await categoryRef(ports, 'review', found.category_id) } : undefined;
}

export async function getPublicReview(ports: ContentPorts, id: string): Promise<PublicReview> {
  const review = await findPublicReview(ports, id);
  if (!review) throw new NotFoundError(message('noneWithId', { what: 'review', id }));
  return review;
}

export async function listPublicGalleries(ports: ContentPorts, query: PublicListQuery) {
  return pageOf(await publishedIn(ports, 'gallery', ports.galleries, query.category), query.page, (gallery): PublicGallery => withoutPublished(gallery));
}

/** Published promotions that have not ended (today's included), ending soonest first. */
export async function listPublicPromotions(ports: ContentPorts, query: PublicPageQuery) {
  const today = shopToday(ports.now());
  const current = (await ports.promotions.list())
    .filter((promotion) => isCurrent(promotion, today))
    .sort((a, b) => a.ends_on.localeCompare(b.ends_on) || a.starts_on.localeCompare(b.starts_on) || a.title.localeCompare(b.title));
  return pageOf(current, query.page, withoutPublished);
}

/** The names course cards give teachers, from the instructor profiles. */
const namesOfTeachers = async (ports: ContentPorts): Promise<TeacherNames> => teacherNames(await ports.instructors.list());

/** The published courses among `ids`, in that order. */
async function publishedCourses(ports: ContentPorts, ids: readonly string[]): Promise<Course[]> {
  const found = await Promise.all(ids.map((id) => ports.courses.get(id)));
  return found.filter((course): course is Course => !!course?.published);
}

/** A published promotion with the published courses it applies to; one that has ended still answers, so links to it keep working. */
export async function getPublicPromotion(ports: ContentPorts, id: string): Promise<PublicPromotion> {
  const found = await ports.promotions.get(id);
  if (!found?.published) throw new NotFoundError(message('noneWithId', { what: 'promotion', id }));
  const [courses, nameOf] = await Promise.all([publishedCourses(ports, found.course_ids), namesOfTeachers(ports)]);
  return { ...withoutPublished(found), courses: courses.map((course) => toCourseCard(course, nameOf)) };
}

export async function listPublicInstructors(ports: ContentPorts, query: PublicPageQuery) {
  const shown = (await ports.instructors.list()).filter((profile) => profile.published).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return pageOf(shown, query.page, toPublicInstructor);
}

/** A course is an instructor's when its instructor_id names their profile, or their account. */
const teaches = (profile: InstructorProfile) => (course: Course) =>
  course.instructor_id !== '' && (course.instructor_id === profile.id || course.instructor_id === profile.user_id);

async function findPublicInstructor(ports: ContentPorts, idOrSlug: string): Promise<PublicInstructorDetail | undefined> {
  const profile = await publishedBy(ports.instructors, idOrSlug);
  if (!profile) return undefined;
  const courses = (await ports.courses.list()).filter((course) => course.published && teaches(profile)(course)).sort(newestFirst);
  // Their own courses: named after them.
  return { ...toPublicInstructor(profile), courses: courses.map((course) => toCourseCard(course, () => profile.name)) };
}

export async function getPublicInstructor(ports: ContentPorts, idOrSlug: string): Promise<PublicInstructorDetail> {
  const instructor = await findPublicInstructor(ports, idOrSlug);
  if (!instructor) throw new NotFoundError(message('noneWithIdOrSlug', { what: 'instructor', id: idOrSlug }));
  return instructor;
}

// §7 custom-page feature lists: an array, empty when there is nothing to show.

export const featureInstructor = async (ports: ContentPorts, idOrSlug: string) => {
  const found = await findPublicInstructor(ports, idOrSlug);
  return found ? [found] : [];
};
export const featureArticle = async (ports: ContentPorts, idOrSlug: string) => {
  const found = await findPublicArticle(ports, idOrSlug);
  return found ? [found] : [];
};
export const featureReview = async (ports: ContentPorts, id: string) => {
  const found = await findPublicReview(ports, id);
  return found ? [found] : [];
};

/** What a feature list needs of one kind: the items visitors may see, tagged with their kind. */
interface FeatureReader {
  list(): Promise<FeatureEntry[]>;
  get(id: string): Promise<FeatureEntry | undefined>;
  /** The items of a category, by its id or slug; undefined when the kind has no categories. */
  inCategory?: (category: string) => Promise<FeatureEntry[]>;
}
interface FeatureEntry {
  id: string;
  created_at: string;
  item: FeatureItem;
}

function featureReader<T extends { id: string; created_at: string }>(
  ports: ContentPorts,
  store: Pick<RecordStore<T>, 'get' | 'list'> & { listInCategory?(categoryId: string): Promise<T[]> },
  visible: (item: T) => boolean,
  toItem: (item: T) => FeatureItem | Promise<FeatureItem>,
  categoryType?: CategoryType,
): FeatureReader {
  const entries = (items: readonly (T | undefined)[]) =>
    Promise.all(items.filter((item): item is T => !!item && visible(item)).map(async (item) => ({ id: item.id, created_at: item.created_at, item: await toItem(item) })));
  const { listInCategory } = store;
  return {
    list: async () => entries(await store.list()),
    get: async (id) => (await entries([await store.get(id)]))[0],
    inCategory:
      categoryType && listInCategory
        ? async (category) => {
            const found = await categoryNamed(ports, categoryType, category);
            return found ? entries(await listInCategory(found.id)) : [];
          }
        : undefined,
  };
}

const isPublished = (item: { published: boolean }) => item.published;

function featureSource(ports: ContentPorts, kind: FeatureKind): FeatureReader {
  switch (kind) {
    case 'instructor':
      return featureReader(ports, ports.instructors, isPublished, (item) => ({ ...toPublicInstructor(item), kind }));
    case 'article':
      return featureReader(ports, ports.articles, isPublished, (item) => ({ ...toArticleCard(item), kind }), 'article');
    case 'review':
      return featureReader(ports, ports.reviews, isPublished, (item) => ({ ...withoutPublished(item), kind }), 'review');
    case 'course': {
      // The teachers' names are read once for the reader, when a course is first shown.
      let names: Promise<TeacherNames> | undefined;
      return featureReader(ports, ports.courses, isPublished, async (item) => ({ ...toCourseCard(item, await (names ??= namesOfTeachers(ports))), kind }), 'course');
    }
    case 'product':
      return featureReader(ports, ports.products, isPublished, toProductItem, 'product');
    case 'promotion': {
      // A promotion that has ended is offered on none of the storefront's lists.
      const today = shopToday(ports.now());
      return featureReader(ports, ports.promotions, (item) => isCurrent(item, today), (item) => ({ ...withoutPublished(item), kind }));
    }
    case 'gallery':
      return featureReader(ports, ports.galleries, isPublished, (item) => ({ ...withoutPublished(item), kind }), 'gallery');
  }
}

/**
 * POST /public/custompage/{page}: with type=selected, the visible items of `ids` in their order
 * (unknown, unpublished and repeated ids left out); with type=latest, the newest `number`.
 * §5: an empty selection answers an empty list without reading anything.
 */
export async function listFeatureItems(ports: ContentPorts, kind: FeatureKind, query: FeatureListQuery, ids: readonly string[]): Promise<FeatureItem[]> {
  if (query.type === 'selected' && ids.length === 0) return [];
  const source = featureSource(ports, kind);
  if (query.type === 'latest') return (await source.list()).sort(newestFirst).slice(0, query.number).map((entry) => entry.item);
  const found = await Promise.all([...new Set(ids)].map((id) => source.get(id)));
  return found.filter((entry) => entry !== undefined).map((entry) => entry.item);
}

/**
 * POST /public/custompage/{page}/category: the visible items of one category (an id or a slug) or
 * of all (`all`), newest first, at most `number`. Instructors and promotions have no categories,
 * so only `all` finds them; a category that does not exist holds nothing.
 */
export async function listFeatureCategoryItems(ports: ContentPorts, kind: FeatureKind, number: number, category: string): Promise<FeatureItem[]> {
  const source = featureSource(ports, kind);
  let entries: FeatureEntry[];
  if (category === 'all') entries = await source.list();
  else entries = source.inCategory ? await source.inCategory(category) : [];
  return entries.sort(newestFirst).slice(0, number).map((entry) => entry.item);
}
