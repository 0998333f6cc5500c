import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { adminHandlers } from './admin-handlers.js';
import { handler as getFeatureArticle } from './get-feature-article.js';
import { handler as getFeatureInstructor } from './get-feature-instructor.js';
import { handler as getFeatureReview } from './get-feature-review.js';
import { handler as getPublicArticle } from './get-public-article.js';
import { handler as getPublicInstructor } from './get-public-instructor.js';
import { handler as getPublicPromotion } from './get-public-promotion.js';
import { handler as getPublicReview } from './get-public-review.js';
import { handler as listFeatureCategoryItems } from './list-feature-category-items.js';
import { handler as listFeatureItems } from './list-feature-items.js';
import { handler as listPublicArticles } from './list-public-articles.js';
import { handler as listPublicGalleries } from './list-public-galleries.js';
import { handler as listPublicInstructors } from './list-public-instructors.js';
import { handler as listPublicPromotions } from './list-public-promotions.js';
import { handler as listPublicReviews } from './list-public-reviews.js';

export const handler = domainRouter('content', routes, [
  ...adminHandlers,
  listPublicArticles,
  getPublicArticle,
  listPublicReviews,
  getPublicReview,
  listPublicGalleries,
  listPublicPromotions,
  getPublicPromotion,
  listPublicInstructors,
  getPublicInstructor,
  getFeatureInstructor,
  getFeatureArticle,
  getFeatureReview,
  listFeatureItems,
  listFeatureCategoryItems,
]);
