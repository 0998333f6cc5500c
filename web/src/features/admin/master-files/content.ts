import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_COLUMNS,
  ARTICLE_COLUMNS,
  DISCOUNT_KINDS,
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
import type { MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;
const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The storefront's articles (SPEC §2 /article), each in an article category. */
export const articles: MasterFile = {
  key: 'articles',
  title: 'masterFiles.articles.title',
  item: 'masterFiles.articles.item',
  endpoints: { list: routes.listArticles, get: routes.getArticle, create: routes.createArticle, update: routes.updateArticle, remove: routes.deleteArticles },
  columns: columnsOf(ARTICLE_COLUMNS, ['title', 'slug', 'author', 'published', 'updated_at']),
  schema: articleInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'slug', kind: 'text', label: label('slug'), hint: 'masterFiles.hints.slug' },
    { name: 'category_id', kind: 'select', label: label('category_id'), options: { categories: 'article' } },
    { name: 'author', kind: 'text', label: label('author') },
    { name: 'cover_image', kind: 'text', label: label('cover_image') },
    { name: 'published', kind: 'checkbox', label: label('published') },
    { name: 'summary', kind: 'textarea', label: label('summary'), hint: 'masterFiles.hints.summary' },
    { name: 'body', kind: 'textarea', label: label('body'), hint: 'masterFiles.hints.body' },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};

/** Students' reviews (SPEC §2 /review): a rating of 1 to 5, optionally of a course. */
export const reviews: MasterFile = {
  key: 'reviews',
  title: 'masterFiles.reviews.title',
  item: 'masterFiles.reviews.item',
  endpoints: { list: routes.listReviews, get: routes.getReview, create: routes.createReview, update: routes.updateReview, remove: routes.deleteReviews },
  columns: columnsOf(REVIEW_COLUMNS, ['title', 'reviewer_name', 'rating', 'published', 'updated_at']),
  schema: reviewInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'category_id', kind: 'select', label: label('category_id'), options: { categories: 'review' } },
    { name: 'reviewer_name', kind: 'text', label: label('reviewer_name') },
    { name: 'reviewer_image', kind: 'text', label: label('reviewer_image') },
    { name: 'rating', kind: 'select', label: label('rating'), options: { values: RATINGS, labels: 'masterFiles.ratings' }, initial: '5' },
    { name: 'course_id', kind: 'select', label: label('course_id'), options: { records: 'courses' }, hint: 'masterFiles.hints.reviewCourse' },
    { name: 'published', kind: 'checkbox', label: label('published') },
    { name: 'body', kind: 'textarea', label: label('body') },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};

/** Galleries (SPEC §2 /gallery): images with captions. */
export const galleries: MasterFile = {
  key: 'galleries',
  title: 'masterFiles.galleries.title',
  item: 'masterFiles.galleries.item',
  endpoints: { list: routes.listGalleries, get: routes.getGallery, create: routes.createGallery, update: routes.updateGallery, remove: routes.deleteGalleries },
  columns: columnsOf(GALLERY_COLUMNS, ['title', 'published', 'updated_at']),
  schema: galleryInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'category_id', kind: 'select', label: label('category_id'), options: { categories: 'gallery' } },
    { name: 'published', kind: 'checkbox', label: label('published') },
    { name: 'description', kind: 'textarea', label: label('description') },
    {
      name: 'images',
      kind: 'rows',
      label: label('images'),
      hint: 'masterFiles.hints.images',
      columns: [
        { name: 'src', label: label('image_src') },
        { name: 'caption', label: label('image_caption') },
      ],
    },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};

/** Promotions (SPEC §2 /promotion): a period, a discount and the courses and products it applies to. */
export const promotions: MasterFile = {
  key: 'promotions',
  title: 'masterFiles.promotions.title',
  item: 'masterFiles.promotions.item',
  endpoints: { list: routes.listPromotions, get: routes.getPromotion, create: routes.createPromotion, update: routes.updatePromotion, remove: routes.deletePromotions },
  columns: columnsOf(PROMOTION_COLUMNS, ['title', 'starts_on', 'ends_on', 'discount_kind', 'discount_value', 'published']),
  schema: promotionInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'image', kind: 'text', label: label('image') },
    { name: 'starts_on', kind: 'date', label: label('starts_on') },
    { name: 'ends_on', kind: 'date', label: label('ends_on') },
    { name: 'discount_kind', kind: 'select', label: label('discount_kind'), options: { values: DISCOUNT_KINDS, labels: 'masterFiles.discountKinds' }, initial: 'percent' },
    { name: 'discount_value', kind: 'number', label: label('discount_value'), hint: 'masterFiles.hints.discountValue' },
    { name: 'published', kind: 'checkbox', label: label('published') },
    { name: 'description', kind: 'textarea', label: label('description') },
    { name: 'course_ids', kind: 'choices', label: label('course_ids'), options: { records: 'courses' } },
    { name: 'product_ids', kind: 'choices', label: label('product_ids'), options: { records: 'products' } },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};

/** Instructors' public profiles (the /instructor pages); the accounts themselves are another screen's. */
export const instructorProfiles: MasterFile = {
  key: 'instructorProfiles',
  title: 'masterFiles.instructorProfiles.title',
  item: 'masterFiles.instructorProfiles.item',
  endpoints: {
    list: routes.listInstructorProfiles,
    get: routes.getInstructorProfile,
    create: routes.createInstructorProfile,
    update: routes.updateInstructorProfile,
    remove: routes.deleteInstructorProfiles,
  },
  columns: columnsOf(INSTRUCTOR_PROFILE_COLUMNS, ['name', 'slug', 'headline', 'published', 'updated_at']),
  schema: instructorProfileInput,
  fields: [
    { name: 'name', kind: 'text', label: label('name') },
    { name: 'slug', kind: 'text', label: label('slug'), hint: 'masterFiles.hints.slug' },
    { name: 'headline', kind: 'text', label: label('headline') },
    { name: 'avatar', kind: 'text', label: label('avatar') },
    { name: 'expertise', kind: 'list', label: label('expertise'), hint: 'masterFiles.hints.expertise' },
    { name: 'user_id', kind: 'text', label: label('user_id'), hint: 'masterFiles.hints.userId' },
    { name: 'published', kind: 'checkbox', label: label('published') },
    { name: 'bio', kind: 'textarea', label: label('bio'), hint: 'masterFiles.hints.body' },
  ],
  rowLabel: (row) => String(row.name ?? row.id),
};

/** Announcements to everyone, a user group or one user (SPEC §3: read per user). */
export const announcements: MasterFile = {
  key: 'announcements',
  title: 'masterFiles.announcements.title',
  item: 'masterFiles.announcements.item',
  endpoints: {
    list: routes.listAnnouncements,
    get: routes.getAnnouncement,
    create: routes.createAnnouncement,
    update: routes.updateAnnouncement,
    remove: routes.deleteAnnouncements,
  },
  columns: columnsOf(ANNOUNCEMENT_COLUMNS, ['title', 'audience', 'audience_id', 'created_at']),
  schema: announcementInput,
  fields: [
    { name: 'title', kind: 'text', label: label('title') },
    { name: 'audience', kind: 'select', label: label('audience'), options: { values: ANNOUNCEMENT_AUDIENCES, labels: 'masterFiles.audiences' }, initial: 'all' },
    { name: 'audience_id', kind: 'text', label: label('audience_id'), hint: 'masterFiles.hints.audienceId' },
    { name: 'message', kind: 'textarea', label: label('message') },
  ],
  rowLabel: (row) => String(row.title ?? row.id),
};
