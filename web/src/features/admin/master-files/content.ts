import {
  ANNOUNCEMENT_COLUMNS,
  ARTICLE_COLUMNS,
  GALLERY_COLUMNS,
  INSTRUCTOR_PROFILE_COLUMNS,
  PROMOTION_COLUMNS,
  REVIEW_COLUMNS,
  announcementInput,
  articleInput,
  galleryInput,
  instructorProfileInput,
  promotionInput,
  reviewInput,
  routes,
} from '@lm/shared';
import { masterFile, SLUG, TEXTAREA } from './define';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The storefront's articles (../shared/SPEC.md §2 /article), each in an article category. */
export const articles = masterFile({
  key: 'articles',
  endpoints: { list: routes.listArticles, get: routes.getArticle, create: routes.createArticle, update: routes.updateArticle, remove: routes.deleteArticles },
  columns: ARTICLE_COLUMNS,
  shown: ['title', 'slug', 'author', 'published', 'updated_at'],
  named: 'title',
  schema: articleInput,
  fields: ['title', 'slug', 'category_id', 'author', 'cover_image', 'published', 'summary', 'body'],
  overrides: {
    slug: SLUG,
    category_id: { kind: 'select', options: { categories: 'article' } },
    summary: { kind: 'textarea', hint: 'masterFiles.hints.summary' },
    body: { kind: 'textarea', hint: 'masterFiles.hints.body' },
  },
});

/** Students' reviews (§2 /review): a rating of 1 to 5, optionally of a course. */
export const reviews = masterFile({
  key: 'reviews',
  endpoints: { list: routes.listReviews, get: routes.getReview, create: routes.createReview, update: routes.updateReview, remove: routes.deleteReviews },
  columns: REVIEW_COLUMNS,
  shown: ['title', 'reviewer_name', 'rating', 'published', 'updated_at'],
  named: 'title',
  schema: reviewInput,
  fields: ['title', 'category_id', 'reviewer_name', 'reviewer_image', 'rating', 'course_id', 'published', 'body'],
  overrides: {
    category_id: { kind: 'select', options: { categories: 'review' } },
    rating: { kind: 'select', options: { values: RATINGS, labels: 'masterFiles.ratings' }, initial: '5' },
    course_id: { kind: 'select', options: { records: 'courses' }, hint: 'masterFiles.hints.reviewCourse' },
    body: TEXTAREA,
  },
});

/** Galleries (§2 /gallery): images with captions. */
export const galleries = masterFile({
  key: 'galleries',
  endpoints: { list: routes.listGalleries, get: routes.getGallery, create: routes.createGallery, update: routes.updateGallery, remove: routes.deleteGalleries },
  columns: GALLERY_COLUMNS,
  shown: ['title', 'published', 'updated_at'],
  named: 'title',
  schema: galleryInput,
  fields: ['title', 'category_id', 'published', 'description', 'images'],
  overrides: {
    category_id: { kind: 'select', options: { categories: 'gallery' } },
    images: { hint: 'masterFiles.hints.images' },
  },
});

/** Promotions (§2 /promotion): a period, a discount and the courses and products it applies to. */
export const promotions = masterFile({
  key: 'promotions',
  endpoints: { list: routes.listPromotions, get: routes.getPromotion, create: routes.createPromotion, update: routes.updatePromotion, remove: routes.deletePromotions },
  columns: PROMOTION_COLUMNS,
  shown: ['title', 'starts_on', 'ends_on', 'discount_kind', 'discount_value', 'published'],
  named: 'title',
  // The table reads the discount in its kind's unit, as coupons do: 20% or ฿500.00 off each unit.
  units: { discount_value: { column: 'discount_kind', units: { percent: 'percent', amount: 'money' } } },
  schema: promotionInput,
  fields: ['title', 'image', 'starts_on', 'ends_on', 'discount_kind', 'discount_value', 'published', 'description', 'course_ids', 'product_ids', 'category_ids', 'user_group_ids'],
  // Its prices before and after, as it is filled in, through the shop's own pricing.
  preview: () => import('../components/promotion-preview'),
  overrides: {
    starts_on: { kind: 'date' },
    ends_on: { kind: 'date' },
    discount_kind: { optionLabels: 'masterFiles.discountKinds', initial: 'percent' },
    discount_value: { hint: 'masterFiles.hints.discountValue', moneyWhen: { field: 'discount_kind', value: 'amount' } },
    course_ids: { kind: 'choices', options: { records: 'courses' } },
    product_ids: { kind: 'choices', options: { records: 'products' } },
    category_ids: { hint: 'masterFiles.hints.categoryIds' },
    user_group_ids: { hint: 'masterFiles.hints.userGroupIds' },
  },
});

/** Instructors' public profiles (the /instructor pages); the accounts themselves are another screen's. */
export const instructorProfiles = masterFile({
  key: 'instructorProfiles',
  endpoints: {
    list: routes.listInstructorProfiles,
    get: routes.getInstructorProfile,
    create: routes.createInstructorProfile,
    update: routes.updateInstructorProfile,
    remove: routes.deleteInstructorProfiles,
  },
  columns: INSTRUCTOR_PROFILE_COLUMNS,
  shown: ['name', 'slug', 'headline', 'published', 'updated_at'],
  named: 'name',
  schema: instructorProfileInput,
  fields: ['name', 'slug', 'headline', 'avatar', 'expertise', 'user_id', 'published', 'bio'],
  overrides: {
    slug: SLUG,
    expertise: { hint: 'masterFiles.hints.expertise' },
    user_id: { kind: 'select', label: 'masterFiles.form.instructorAccount', options: { records: 'instructorAccounts' }, empty: 'masterFiles.form.noAccount', hint: 'masterFiles.hints.userId' },
    bio: { kind: 'textarea', hint: 'masterFiles.hints.body' },
  },
});

/** Whom an announcement's `audience_id` names, by its audience: a user group, or a student. */
const AUDIENCE_RECORDS = { group: { records: 'userGroups' }, user: { records: 'studentAccounts' } } as const;

/** Announcements to everyone, a user group or one user (§3: read per user). */
export const announcements = masterFile({
  key: 'announcements',
  endpoints: {
    list: routes.listAnnouncements,
    get: routes.getAnnouncement,
    create: routes.createAnnouncement,
    update: routes.updateAnnouncement,
    remove: routes.deleteAnnouncements,
  },
  columns: ANNOUNCEMENT_COLUMNS,
  shown: ['title', 'audience', 'audience_id', 'created_at'],
  columnOverrides: { audience_id: { picksBy: { column: 'audience', options: AUDIENCE_RECORDS } } },
  named: 'title',
  schema: announcementInput,
  fields: ['title', 'audience', 'audience_id', 'message'],
  overrides: {
    audience: { optionLabels: 'masterFiles.audiences', initial: 'all' },
    audience_id: {
      kind: 'select',
      optionsWhen: { field: 'audience', options: AUDIENCE_RECORDS },
      shownWhen: { field: 'audience', values: ['group', 'user'] },
    },
    message: TEXTAREA,
  },
});
