import * as z from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import { defineRoute, EXAMPLE_USER_ID, type RouteDefinition } from './route.js';
import { deleteIds, deletedAnswer, idParams } from './schemas/catalog.js';
import {
  adminAnnouncement,
  announcementInput,
  announcementTable,
  article,
  articleInput,
  articleTable,
  deleteContent,
  featureCategoryBody,
  featureIdParams,
  featureItemList,
  featureKindParams,
  featureListBody,
  featureListQuery,
  gallery,
  galleryInput,
  galleryTable,
  instructorProfile,
  instructorProfileInput,
  instructorProfileTable,
  promotion,
  promotionInput,
  promotionTable,
  publicArticle,
  publicArticlePage,
  publicGalleryPage,
  publicInstructorDetail,
  publicInstructorPage,
  publicListQuery,
  publicPageQuery,
  publicPromotion,
  publicPromotionPage,
  publicReview,
  publicReviewPage,
  review,
  reviewInput,
  reviewTable,
} from './schemas/content.js';
import { tableQuery } from './schemas/table.js';

interface CrudOptions<Row extends z.ZodType, Input extends z.ZodType, Table extends z.ZodType> {
  /** The route ids' noun: `Article` gives listArticles, getArticle, createArticle, updateArticle. */
  noun: string;
  plural: string;
  /** `/api/articles`. */
  path: string;
  what: string;
  /** The admin screen that keeps it. */
  screen: AdminScreen;
  row: Row;
  input: Input;
  table: Table;
  /** A body the create route takes (route `example`). */
  example?: Record<string, unknown>;
}

/** The four admin routes every content master file has (its delete is SPEC §7's, defined beside). */
function adminCrud<const N extends string, const P extends string, Row extends z.ZodType, Input extends z.ZodType, Table extends z.ZodType>(
  options: CrudOptions<Row, Input, Table> & { noun: N; plural: P },
) {
  const { noun, plural, path, what, screen, row, input, table, example } = options;
  const base = { domain: 'content', access: 'admin', permission: [screen] } as const;
  return {
    [`list${plural}`]: defineRoute({ ...base, id: `list${plural}`, method: 'GET', path, summary: `A page of the ${what} table: 50 rows, sorted and filtered.`, query: tableQuery, response: table }),
    [`get${noun}`]: defineRoute({ ...base, id: `get${noun}`, method: 'GET', path: `${path}/{id}`, summary: `One ${what}, for its edit form.`, params: idParams, response: row }),
    [`create${noun}`]: defineRoute({ ...base, id: `create${noun}`, method: 'POST', path, summary: `Create a ${what}.`, body: input, response: row, ...(example ? { example } : {}) }),
    [`update${noun}`]: defineRoute({ ...base, id: `update${noun}`, method: 'PUT', path: `${path}/{id}`, summary: `Replace a ${what}’s fields.`, params: idParams, body: input, response: row }),
  } as {
    [K in `list${P}`]: RouteDefinition<undefined, typeof tableQuery, undefined, Table, 'admin'>;
  } & { [K in `get${N}`]: RouteDefinition<typeof idParams, undefined, undefined, Row, 'admin'> } & {
    [K in `create${N}`]: RouteDefinition<undefined, undefined, Input, Row, 'admin'>;
  } & { [K in `update${N}`]: RouteDefinition<typeof idParams, undefined, Input, Row, 'admin'> };
}

const deleteRoute = (id: string, method: 'POST' | 'DELETE', path: string, screen: AdminScreen, summary: string) =>
  defineRoute({ id, method, path, domain: 'content', access: 'admin', permission: [screen], summary, body: deleteContent, response: deletedAnswer });

/** Their categories are kept on the categories screen and beside the content on its own screen. */
const categoryDelete = (id: string, path: string, kind: string, screen: AdminScreen) =>
  defineRoute({
    id,
    method: 'DELETE',
    path,
    domain: 'catalog',
    access: 'admin',
    permission: ['categories', screen],
    summary: `Delete ${kind} categories; refused with cannotDelete while ${kind}s use them (SPEC §7, §8).`,
    body: deleteIds,
    response: deletedAnswer,
  });

/**
 * Administrators keep the storefront's content; visitors read what is published, and the custom
 * pages' modules read their items through SPEC §7's custom-page feature lists (decision 0016).
 */
export const contentRoutes = {
  ...adminCrud({ noun: 'Article', plural: 'Articles', path: '/api/articles', what: 'article', screen: 'articles', row: article, input: articleInput, table: articleTable }),
  deleteArticles: deleteRoute('deleteArticles', 'POST', '/api/article/delete', 'articles', 'Delete articles (SPEC §7).'),
  ...adminCrud({ noun: 'Review', plural: 'Reviews', path: '/api/reviews', what: 'review', screen: 'reviews', row: review, input: reviewInput, table: reviewTable }),
  deleteReviews: deleteRoute('deleteReviews', 'POST', '/api/review/delete', 'reviews', 'Delete reviews (SPEC §7).'),
  ...adminCrud({ noun: 'Gallery', plural: 'Galleries', path: '/api/galleries', what: 'gallery', screen: 'galleries', row: gallery, input: galleryInput, table: galleryTable }),
  deleteGalleries: deleteRoute('deleteGalleries', 'POST', '/api/gallery/delete', 'galleries', 'Delete galleries (SPEC §7).'),
  ...adminCrud({ noun: 'Promotion', plural: 'Promotions', path: '/api/promotions', what: 'promotion', screen: 'promotions', row: promotion, input: promotionInput, table: promotionTable }),
  deletePromotions: deleteRoute('deletePromotions', 'DELETE', '/api/promotion/delete', 'promotions', 'Delete promotions (SPEC §7).'),
  ...adminCrud({
    noun: 'InstructorProfile',
    plural: 'InstructorProfiles',
    path: '/api/instructor-profiles',
    what: 'instructor profile',
    screen: 'instructorProfiles',
    row: instructorProfile,
    input: instructorProfileInput,
    table: instructorProfileTable,
  }),
  deleteInstructorProfiles: deleteRoute('deleteInstructorProfiles', 'DELETE', '/api/instructor-profiles', 'instructorProfiles', 'Delete instructors’ public profiles (the accounts stay).'),
  ...adminCrud({
    noun: 'Announcement',
    plural: 'Announcements',
    path: '/api/announcements',
    what: 'announcement',
    screen: 'announcements',
    row: adminAnnouncement,
    input: announcementInput,
    table: announcementTable,
    example: { title: 'A note for you', message: 'Your course starts on Monday.', audience: 'user', audience_id: EXAMPLE_USER_ID },
  }),
  deleteAnnouncements: deleteRoute('deleteAnnouncements', 'DELETE', '/api/announcements', 'announcements', 'Delete announcements, with their read marks.'),

  deleteArticleCategories: categoryDelete('deleteArticleCategories', '/api/articlecate', 'article', 'articles'),
  deleteReviewCategories: categoryDelete('deleteReviewCategories', '/api/reviewcate', 'review', 'reviews'),
  deleteGalleryCategories: categoryDelete('deleteGalleryCategories', '/api/gallerycate', 'gallery', 'galleries'),

  listPublicArticles: defineRoute({
    id: 'listPublicArticles',
    method: 'GET',
    path: '/public/articles',
    domain: 'content',
    access: 'public',
    summary: 'A page of 12 published articles, newest first, optionally of one category.',
    query: publicListQuery,
    response: publicArticlePage,
  }),
  getPublicArticle: defineRoute({
    id: 'getPublicArticle',
    method: 'GET',
    path: '/public/articles/{id}',
    domain: 'content',
    access: 'public',
    summary: 'A published article (by id or slug) with its category; 404 otherwise.',
    params: idParams,
    response: publicArticle,
  }),
  listPublicReviews: defineRoute({
    id: 'listPublicReviews',
    method: 'GET',
    path: '/public/reviews',
    domain: 'content',
    access: 'public',
    summary: 'A page of 12 published reviews, newest first, optionally of one category.',
    query: publicListQuery,
    response: publicReviewPage,
  }),
  getPublicReview: defineRoute({
    id: 'getPublicReview',
    method: 'GET',
    path: '/public/reviews/{id}',
    domain: 'content',
    access: 'public',
    summary: 'A published review with its category; 404 otherwise.',
    params: idParams,
    response: publicReview,
  }),
  listPublicGalleries: defineRoute({
    id: 'listPublicGalleries',
    method: 'GET',
    path: '/public/galleries',
    domain: 'content',
    access: 'public',
    summary: 'A page of 12 published galleries, newest first, optionally of one category.',
    query: publicListQuery,
    response: publicGalleryPage,
  }),
  listPublicPromotions: defineRoute({
    id: 'listPublicPromotions',
    method: 'GET',
    path: '/public/promotions',
    domain: 'content',
    access: 'public',
    summary: 'A page of 12 published promotions that have not ended, ending soonest first.',
    query: publicPageQuery,
    response: publicPromotionPage,
  }),
  getPublicPromotion: defineRoute({
    id: 'getPublicPromotion',
    method: 'GET',
    path: '/public/promotions/{id}',
    domain: 'content',
    access: 'public',
    summary: 'A published promotion with the published courses it applies to; 404 otherwise.',
    params: idParams,
    response: publicPromotion,
  }),
  listPublicInstructors: defineRoute({
    id: 'listPublicInstructors',
    method: 'GET',
    path: '/public/instructors',
    domain: 'content',
    access: 'public',
    summary: 'A page of 12 published instructor profiles, by name.',
    query: publicPageQuery,
    response: publicInstructorPage,
  }),
  getPublicInstructor: defineRoute({
    id: 'getPublicInstructor',
    method: 'GET',
    path: '/public/instructors/{id}',
    domain: 'content',
    access: 'public',
    summary: 'A published instructor profile (by id or slug) with their published courses; 404 otherwise.',
    params: idParams,
    response: publicInstructorDetail,
  }),
  getFeatureInstructor: defineRoute({
    id: 'getFeatureInstructor',
    method: 'GET',
    path: '/public/custompage/instructor/{id}',
    domain: 'content',
    access: 'public',
    summary: 'The instructorDetail module’s item (by id or slug) as an array of one, or empty (SPEC §7).',
    params: featureIdParams,
    response: z.array(publicInstructorDetail),
  }),
  getFeatureArticle: defineRoute({
    id: 'getFeatureArticle',
    method: 'GET',
    path: '/public/custompage/article/{id}',
    domain: 'content',
    access: 'public',
    summary: 'The articleDetail module’s item (by id or slug) as an array of one, or empty (SPEC §7).',
    params: featureIdParams,
    response: z.array(publicArticle),
  }),
  getFeatureReview: defineRoute({
    id: 'getFeatureReview',
    method: 'GET',
    path: '/public/custompage/review/{id}',
    domain: 'content',
    access: 'public',
    summary: 'The reviewDetail module’s item as an array of one, or empty (SPEC §7).',
    params: featureIdParams,
    response: z.array(publicReview),
  }),
  listFeatureItems: defineRoute({
    id: 'listFeatureItems',
    method: 'POST',
    path: '/public/custompage/{page}',
    domain: 'content',
    access: 'public',
    summary: 'A list module’s published items of one kind: the ids of `data` in their order, or the latest `number` with type=latest (SPEC §5, §7).',
    params: featureKindParams,
    query: featureListQuery,
    body: featureListBody,
    response: featureItemList,
  }),
  listFeatureCategoryItems: defineRoute({
    id: 'listFeatureCategoryItems',
    method: 'POST',
    path: '/public/custompage/{page}/category',
    domain: 'content',
    access: 'public',
    summary: 'A list module’s published items of one kind in a category (or `all`), newest first, at most `number` (SPEC §7).',
    params: featureKindParams,
    query: featureListQuery,
    body: featureCategoryBody,
    response: featureItemList,
  }),
} as const satisfies Record<string, RouteDefinition>;
