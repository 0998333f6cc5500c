import { domainRouter } from '../http/router.js';
import { handler as createCategory } from './create-category.js';
import { handler as createCourse } from './create-course.js';
import { handler as createProduct } from './create-product.js';
import { handler as deleteArticleCategories } from './delete-article-categories.js';
import { handler as deleteCategories } from './delete-categories.js';
import { handler as deleteCourses } from './delete-courses.js';
import { handler as deleteGalleryCategories } from './delete-gallery-categories.js';
import { handler as deleteReviewCategories } from './delete-review-categories.js';
import { handler as getCategory } from './get-category.js';
import { handler as getCourse } from './get-course.js';
import { handler as getProduct } from './get-product.js';
import { handler as getPublicCourse } from './get-public-course.js';
import { handler as listCategories } from './list-categories.js';
import { handler as listCourses } from './list-courses.js';
import { handler as listProducts } from './list-products.js';
import { handler as listPublicCategories } from './list-public-categories.js';
import { handler as listPublicCourses } from './list-public-courses.js';
import { handler as listPublicProducts } from './list-public-products.js';
import { handler as updateCategory } from './update-category.js';
import { handler as updateCourse } from './update-course.js';
import { handler as updateProduct } from './update-product.js';

export const handler = domainRouter('catalog', [
  listCourses,
  getCourse,
  createCourse,
  updateCourse,
  deleteCourses,
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  listCategories,
  getCategory,
  createCategory,
  updateCategory,
  deleteCategories,
  deleteArticleCategories,
  deleteReviewCategories,
  deleteGalleryCategories,
  listPublicCourses,
  listPublicProducts,
  getPublicCourse,
  listPublicCategories,
]);
