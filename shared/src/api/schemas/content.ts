import { DISCOUNT_KINDS } from '../enums.js';
import * as z from 'zod';
import { day, flag, ids, json, optionalText, slug, stamps, text } from './common.js';
import { column, idList, stampColumns, tablePage, type TableColumn } from './table.js';
import { publicCourseCard } from './catalog.js';

/**
 * The storefront's content (../shared/SPEC.md §2 public routes, §3 deletable kinds): articles,
 * reviews and galleries (each in a category of its own kind), promotions, instructors' public
 * profiles and announcements. Administrators write them; visitors read what is published.
 */

const imageKey = (label: string) => optionalText(label, 1024);
const categoryId = text('category_id', 64);
export const articleInput = z.strictObject({
  title: text('title', 200),
  slug,
  category_id: categoryId,
  /** The teaser of lists and the page description. */
  summary: optionalText('summary', 500),
  /** Paragraphs separated by blank lines; rendered as text, never as HTML. */
  body: optionalText('body', 50_000),
  cover_image: imageKey('cover_image'),
  author: optionalText('author', 120),
  published: flag.default(false),
});
export const article = z.object({ ...articleInput.shape, ...stamps });
export type Article = z.infer<typeof article>;

export const reviewInput = z.strictObject({
  title: text('title', 200),
  category_id: categoryId,
  reviewer_name: text('reviewer_name', 120),
  reviewer_image: imageKey('reviewer_image'),
  rating: z.coerce.number({ error: 'rating must be a number.' }).int('rating must be whole.').min(1, 'rating is 1 to 5.').max(5, 'rating is 1 to 5.'),
  body: optionalText('body', 10_000),
  /** The course reviewed, if any. */
  course_id: optionalText('course_id', 64),
  published: flag.default(false),
});
export const review = z.object({ ...reviewInput.shape, ...stamps });
export type Review = z.infer<typeof review>;

export const galleryImage = z.strictObject({ src: text('image src', 1024), caption: optionalText('caption', 300) });
export const galleryInput = z.strictObject({
  title: text('title', 200),
  category_id: categoryId,
  description: optionalText('description', 2000),
  images: json(z.array(galleryImage, { error: 'images must be a list of {src, caption}.' }).max(100, 'A gallery holds at most 100 images.')).default([]),
  published: flag.default(false),
});
export const gallery = z.object({ ...galleryInput.shape, ...stamps });
export type Gallery = z.infer<typeof gallery>;

export const promotionInput = z
  .strictObject({
    title: text('title', 200),
    description: optionalText('description', 5000),
    image: imageKey('image'),
    starts_on: day('starts_on'),
    ends_on: day('ends_on'),
    /** percent: 1–100 off; amount: satang off each linked item. */
    discount_kind: z.enum(DISCOUNT_KINDS, { error: 'discount_kind must be percent or amount.' }),
    discount_value: z.coerce.number({ error: 'discount_value must be a number.' }).int('discount_value must be whole.').min(1, 'discount_value must be at least 1.'),
    course_ids: ids('course_ids'),
    product_ids: ids('product_ids'),
    /** Promotions change prices (decision 0029): also every item of these categories, or for these user groups. */
    category_ids: ids('category_ids'),
    user_group_ids: ids('user_group_ids'),
    published: flag.default(false),
  })
  .refine((promotion) => promotion.ends_on >= promotion.starts_on, { path: ['ends_on'], message: 'ends_on cannot be before starts_on.' })
  .refine((promotion) => promotion.discount_kind !== 'percent' || promotion.discount_value <= 100, {
    path: ['discount_value'],
    message: 'A percent discount is at most 100.',
  });
export const promotion = z.object({ ...promotionInput.shape, ...stamps });
export type Promotion = z.infer<typeof promotion>;

export const instructorProfileInput = z.strictObject({
  name: text('name', 120),
  slug,
  headline: optionalText('headline', 200),
  bio: optionalText('bio', 10_000),
  avatar: imageKey('avatar'),
  /** The instructor's account, when the profile belongs to one. */
  user_id: optionalText('user_id', 64),
  expertise: json(z.array(z.string().trim().min(1).max(60)).max(20, 'At most 20 areas of expertise.')).default([]),
  published: flag.default(false),
});
export const instructorProfile = z.object({ ...instructorProfileInput.shape, ...stamps });
export type InstructorProfile = z.infer<typeof instructorProfile>;

export const ANNOUNCEMENT_AUDIENCES = ['all', 'group', 'user'] as const;
export const announcementInput = z
  .strictObject({
    title: text('title', 200),
    message: text('message', 5000),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'audience must be all, group or user.' }),
    /** The group or user id; empty for everyone. */
    audience_id: optionalText('audience_id', 64),
  })
  .refine((announcement) => announcement.audience === 'all' || announcement.audience_id !== '', {
    path: ['audience_id'],
    message: 'audience_id names the group or user.',
  });
export const adminAnnouncement = z.object({ ...announcementInput.shape, ...stamps });
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

// Admin tables (§3 "Admin data table").
export const ARTICLE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('slug', 'string'),
  column('category_id', 'string'),
  column('author', 'string'),
  column('published', 'boolean'),
];
export const REVIEW_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('reviewer_name', 'string'),
  column('rating', 'number'),
  column('category_id', 'string'),
  column('course_id', 'string'),
  column('published', 'boolean'),
];
export const GALLERY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('title', 'string'), column('category_id', 'string'), column('published', 'boolean')];
export const PROMOTION_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('starts_on', 'string'),
  column('ends_on', 'string'),
  column('discount_kind', 'string'),
  column('discount_value', 'number'),
  column('published', 'boolean'),
];
export const INSTRUCTOR_PROFILE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name', 'string'),
  column('slug', 'string'),
  column('headline', 'string'),
  column('user_id', 'string'),
  column('published', 'boolean'),
];
export const ANNOUNCEMENT_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('audience', 'string'),
  column('audience_id', 'string'),
];

export const articleTable = tablePage(article);
export const reviewTable = tablePage(review);
export const galleryTable = tablePage(gallery);
export const promotionTable = tablePage(promotion);
export const instructorProfileTable = tablePage(instructorProfile);
export const announcementTable = tablePage(adminAnnouncement);

export const deleteContent = z.strictObject({ ids: idList });

// The storefront's reads.

/** A list page of public content: 12 a page, the page clamped to the last (like the course list); `category` is an id or a slug. */
export const publicListQuery = z.strictObject({
  category: z.string().trim().max(64, 'category is too long.').optional(),
  page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page starts at 1.').max(100_000, 'page is too large.').default(1),
});
export type PublicListQuery = z.infer<typeof publicListQuery>;
/** Promotions and instructors have no categories: only the page. */
export const publicPageQuery = publicListQuery.omit({ category: true });
export type PublicPageQuery = z.infer<typeof publicPageQuery>;

const listPage = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), page: z.number().int(), total: z.number().int(), last_page: z.number().int() });

const categoryRef = z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable();

export const publicArticleCard = article.pick({ id: true, title: true, slug: true, category_id: true, summary: true, cover_image: true, author: true, created_at: true });
export type PublicArticleCard = z.infer<typeof publicArticleCard>;
export const publicArticlePage = listPage(publicArticleCard);
export const publicArticle = article.omit({ published: true }).extend({ category: categoryRef });
export type PublicArticle = z.infer<typeof publicArticle>;

export const publicReview = review.omit({ published: true }).extend({ category: categoryRef });
export type PublicReview = z.infer<typeof publicReview>;
export const publicReviewPage = listPage(review.omit({ published: true }));

export const publicGallery = gallery.omit({ published: true });
export type PublicGallery = z.infer<typeof publicGallery>;
export const publicGalleryPage = listPage(publicGallery);

/** A promotion with the published courses it applies to, as cards. */
export const publicPromotion = promotion.omit({ published: true }).extend({ courses: z.array(publicCourseCard) });
export type PublicPromotion = z.infer<typeof publicPromotion>;
export const publicPromotionPage = listPage(promotion.omit({ published: true }));

export const publicInstructor = instructorProfile.omit({ published: true, user_id: true });
export type PublicInstructor = z.infer<typeof publicInstructor>;
export const publicInstructorPage = listPage(publicInstructor);
/** An instructor with their published courses. */
export const publicInstructorDetail = publicInstructor.extend({ courses: z.array(publicCourseCard) });
export type PublicInstructorDetail = z.infer<typeof publicInstructorDetail>;

/**
 * §7 custom-page feature lists: `{page}` names the kind of item (§2: instructor, article,
 * review and course items; product, promotion and gallery too, for their modules).
 */
export const FEATURE_KINDS = ['instructor', 'article', 'review', 'course', 'product', 'promotion', 'gallery'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];
export const featureKindParams = z.strictObject({ page: z.enum(FEATURE_KINDS, { error: `page must be one of ${FEATURE_KINDS.join(', ')}.` }) });

/** GET /public/custompage/{instructor|article|review}/{id}: an array; the first item is used (§7). */
export const featureIdParams = z.strictObject({ id: z.string().trim().min(1, 'id is required.').max(64, 'id is too long.') });

/**
 * The course-type variant's query (§7), taken by every kind: `type` selected (the ids of `data`, in their order) or latest
 * (the newest `number`); `number` also caps the category lists.
 */
export const FEATURE_LIST_TYPES = ['selected', 'latest'] as const;
export const featureListQuery = z.strictObject({
  type: z.enum(FEATURE_LIST_TYPES, { error: 'type must be selected or latest.' }).default('selected'),
  number: z.coerce.number({ error: 'number must be a number.' }).int('number must be whole.').min(1, 'number is at least 1.').max(50, 'number is at most 50.').default(12),
});
export type FeatureListQuery = z.infer<typeof featureListQuery>;

/** POST /public/custompage/{page} {data: JSON list of ids}. */
export const featureListBody = z.strictObject({ data: ids('data') });
/** POST /public/custompage/{page}/category {category}: a category id, or `all` (the default). */
export const featureCategoryBody = z.strictObject({
  category: z.string({ error: 'category must be text.' }).trim().min(1, 'category is a category id or all.').max(64, 'category is too long.').default('all'),
});

/** Items of the feature lists: each kind's public shape, tagged with its kind. */
export const featureItem = z.discriminatedUnion('kind', [
  publicInstructor.extend({ kind: z.literal('instructor') }),
  publicArticleCard.extend({ kind: z.literal('article') }),
  review.omit({ published: true }).extend({ kind: z.literal('review') }),
  publicCourseCard.extend({ kind: z.literal('course') }),
  z.object({
    kind: z.literal('product'),
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    price: z.number(),
    sale_price: z.number().nullable(),
    image: z.string(),
    category_id: z.string(),
    stock: z.number(),
  }),
  promotion.omit({ published: true }).extend({ kind: z.literal('promotion') }),
  publicGallery.extend({ kind: z.literal('gallery') }),
]);
export type FeatureItem = z.infer<typeof featureItem>;
export const featureItemList = z.array(featureItem);
