import { CATEGORY_TYPES, LESSON_KINDS } from '../enums.js';
import * as z from 'zod';
import { column, idList, stampColumns, tablePage, type TableColumn } from './table.js';
import { flag, json, satang, slug, stamps, text } from './common.js';
// Kept in their own module, so a route table that needs only these builds no catalog schema.
export { deletedAnswer, deleteIds, idParams } from './ids.js';
import { DEFAULT_COURSE_FILTER_TYPE } from '../../constants.js';

export const categoryType = z.enum(CATEGORY_TYPES, { error: `type must be one of ${CATEGORY_TYPES.join(', ')}.` });
/** The kinds POST /api/category/delete takes (../shared/SPEC.md §7); the others have their own delete endpoints. */
export const CATALOG_CATEGORY_TYPES = ['course', 'product'] as const;

export const categoryInput = z.strictObject({
  name: text('name', 120),
  slug,
  description: z.string().max(2000).default(''),
  ordering: z.coerce.number({ error: 'ordering must be a number.' }).int().min(0).default(0),
});
export const category = categoryInput.extend({ ...stamps, type: categoryType });
export type Category = z.infer<typeof category>;

/**
 * A lesson of a course's curriculum (decision 0033). Its id is given when it is first saved and
 * kept, so progress and links to it last through edits; what it holds (the video, the text, the
 * link) reaches only those entitled to it, while its title, kind, minutes and free-preview flag are
 * public.
 */
export const lesson = z.object({
  id: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'A lesson id holds letters, digits, - and _ only.').default(''),
  title: text('lesson title', 200),
  duration_minutes: z.number().int().min(0).max(10_000).default(0),
  kind: z.enum(LESSON_KINDS, { error: `A lesson's kind is one of ${LESSON_KINDS.join(', ')}.` }).default('video'),
  /** A video lesson's video (the videos master file). */
  video_id: z.string().trim().max(64).default(''),
  /** A file lesson's file (sent through the one-field upload, decision 0038). */
  file_id: z.string().trim().max(64).default(''),
  /** A quiz lesson's quiz (the quizzes master file, decision 0040). */
  quiz_id: z.string().trim().max(64).default(''),
  /** A homework lesson's homework (the homework master file, decision 0041). */
  homework_id: z.string().trim().max(64).optional(),
  /** A text lesson's text. */
  body: z.string().max(20_000, 'A text lesson holds at most 20,000 characters.').default(''),
  /** An external lesson's https link. */
  url: z
    .string()
    .trim()
    .max(1000)
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'A lesson link is an https address.')
    .default(''),
  /** Anyone may open it, bought or not. */
  free_preview: z.boolean().default(false),
});
export type Lesson = z.infer<typeof lesson>;
export const curriculumSection = z.object({ title: text('section title', 200), lessons: z.array(lesson).max(200).default([]) });
export type CurriculumSection = z.infer<typeof curriculumSection>;
/** What everyone sees of a lesson: not what it holds. */
export const publicLesson = lesson.pick({ id: true, title: true, duration_minutes: true, kind: true, free_preview: true });
export type PublicLesson = z.infer<typeof publicLesson>;
export const publicCurriculum = z.array(z.object({ title: z.string(), lessons: z.array(publicLesson) }));
export type PublicCurriculum = z.infer<typeof publicCurriculum>;

/** A lesson as everyone sees it: its title, kind, minutes and whether it is a free preview. */
export const publicLessonOf = ({ id, title, duration_minutes, kind, free_preview }: Lesson): PublicLesson => ({ id, title, duration_minutes, kind, free_preview });

/** A curriculum as everyone sees it (the course page's outline, the learn page's lesson list): not what lessons hold. */
export const publicCurriculumOf = (sections: readonly CurriculumSection[]): PublicCurriculum =>
  sections.map((section) => ({ title: section.title, lessons: section.lessons.map(publicLessonOf) }));
/** A course's curriculum as its editor saves it: sections of lessons, in order. */
export const curriculumInput = z.strictObject({ sections: z.array(curriculumSection).max(100, 'A curriculum holds at most 100 sections.') });
export const curriculumAnswer = z.object({ course_id: z.string(), sections: z.array(curriculumSection) });

export const COURSE_STATUSES = ['open', 'coming_soon', 'closed'] as const;

export const courseInput = z
  .strictObject({
    title: text('title', 200),
    slug,
    description: z.string().max(20_000).default(''),
    price: satang('price'),
    sale_price: satang('sale_price').nullable().default(null),
    cover_image: z.string().max(1024).default(''),
    category_id: text('category_id', 64),
    instructor_id: z.string().max(64).default(''),
    status: z.enum(COURSE_STATUSES, { error: `status must be one of ${COURSE_STATUSES.join(', ')}.` }).default('open'),
    published: flag.default(false),
    curriculum: json(z.array(curriculumSection).max(100)).default([]),
  })
  .refine((course) => course.sale_price === null || course.sale_price <= course.price, {
    path: ['sale_price'],
    message: 'sale_price cannot be more than price.',
  });
export const course = z.object({ ...courseInput.shape, ...stamps });
export type Course = z.infer<typeof course>;

export const productInput = z
  .strictObject({
    name: text('name', 200),
    slug,
    description: z.string().max(20_000).default(''),
    price: satang('price'),
    sale_price: satang('sale_price').nullable().default(null),
    image: z.string().max(1024).default(''),
    category_id: text('category_id', 64),
    stock: z.coerce.number({ error: 'stock must be a number.' }).int('stock must be whole.').min(0, 'stock cannot be negative.'),
    /** Grams, for shipping fees. */
    shipping_weight: z.coerce.number({ error: 'shipping_weight must be a number of grams.' }).int().min(0),
    published: flag.default(false),
  })
  .refine((product) => product.sale_price === null || product.sale_price <= product.price, {
    path: ['sale_price'],
    message: 'sale_price cannot be more than price.',
  });
export const product = z.object({ ...productInput.shape, ...stamps });
export type Product = z.infer<typeof product>;

/** Columns of each admin table: what can be sorted and filtered, and how values compare. */
export const CATEGORY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string'), column('slug', 'string'), column('ordering', 'number')];
export const COURSE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title', 'string'),
  column('slug', 'string'),
  column('price', 'number'),
  column('sale_price', 'number'),
  column('category_id', 'string'),
  column('instructor_id', 'string'),
  column('status', 'string'),
  column('published', 'boolean'),
];
export const PRODUCT_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name', 'string'),
  column('slug', 'string'),
  column('price', 'number'),
  column('sale_price', 'number'),
  column('category_id', 'string'),
  column('stock', 'number'),
  column('shipping_weight', 'number'),
  column('published', 'boolean'),
];

export const categoryParams = z.strictObject({ type: categoryType });
export const categoryIdParams = z.strictObject({ type: categoryType, id: z.string().trim().min(1).max(64) });

/** §7: DELETE /api/courses/delete (courses and products), POST /api/category/delete (both kinds). */
export const deleteCatalogItems = z.strictObject({ ids: idList, type: z.enum(['course', 'product']).default('course') });
export const deleteCategories = z.strictObject({
  ids: idList,
  type: z.enum(CATALOG_CATEGORY_TYPES, { error: 'type must be course or product.' }).default('course'),
});
/** §7 DELETE /api/articlecate, /api/reviewcate, /api/gallerycate: the kind is the endpoint's. */

export const courseTable = tablePage(course);
export const productTable = tablePage(product);
export const categoryTable = tablePage(category);

/** The storefront's course list shows 12 cards a page. */
export const STOREFRONT_PAGE_SIZE = 12;

/** §3/§9 "Course filter": type (default coursename) and value. */
export const COURSE_FILTER_TYPES = ['coursename', 'category'] as const;
export type CourseFilterType = (typeof COURSE_FILTER_TYPES)[number];

/**
 * GET /public/courses: published courses, optionally of one category (`category`, an id), filtered
 * by `type` and `value` (coursename: the title contains the value regardless of case; category:
 * the value is a course category's id or slug), 12 a page, the page clamped to the last.
 */
export const publicCourseQuery = z.strictObject({
  category: z.string().trim().max(64, 'category is too long.').optional(),
  type: z.enum(COURSE_FILTER_TYPES, { error: `type must be one of ${COURSE_FILTER_TYPES.join(', ')}.` }).default(DEFAULT_COURSE_FILTER_TYPE),
  value: z.string().trim().max(200, 'value is too long.').optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .max(100_000, 'page is too large.')
    .default(1),
});
export type PublicCourseQuery = z.infer<typeof publicCourseQuery>;

/** What a course card shows; `instructor_name` is its instructor's published profile's name, '' without one. */
export const publicCourseCard = course
  .pick({
    id: true,
    title: true,
    slug: true,
    price: true,
    sale_price: true,
    cover_image: true,
    category_id: true,
    instructor_id: true,
    status: true,
  })
  .extend({ instructor_name: z.string() });
export type PublicCourseCard = z.infer<typeof publicCourseCard>;

export const publicCoursePage = z.object({
  rows: z.array(publicCourseCard),
  page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PublicCoursePage = z.infer<typeof publicCoursePage>;

/** Who teaches a course, as its page introduces them: their published profile. */
export const publicCourseInstructor = z.object({ id: z.string(), slug: z.string(), name: z.string(), headline: z.string(), avatar: z.string() });
export type PublicCourseInstructor = z.infer<typeof publicCourseInstructor>;

/**
 * GET /public/courses/{id}: a published course with its category (null only if the category has
 * gone) and its instructor's published profile (null when it has none or it is not published).
 */
export const publicCourse = course.omit({ published: true }).extend({
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  instructor: publicCourseInstructor.nullable(),
  curriculum: publicCurriculum,
});
export type PublicCourse = z.infer<typeof publicCourse>;

/** GET /public/categories/{type}: a category with the number of its published courses or products. */
export const publicCategory = category.omit({ created_at: true, updated_at: true }).extend({ count: z.number().int() });
export type PublicCategory = z.infer<typeof publicCategory>;
export const publicCategoryList = z.array(publicCategory);

/** GET /public/products: published products, optionally of one category (an id), found by the words of `value`. */
export const publicProductQuery = publicCourseQuery.omit({ type: true });
export type PublicProductQuery = z.infer<typeof publicProductQuery>;

/** What a product card shows. */
export const publicProductCard = product.pick({ id: true, name: true, slug: true, price: true, sale_price: true, image: true, category_id: true, stock: true });
export type PublicProductCard = z.infer<typeof publicProductCard>;
/** GET /public/products/{id}: a published product with its description and category. */
export const publicProduct = product.omit({ published: true }).extend({
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});
export type PublicProduct = z.infer<typeof publicProduct>;
export const publicProductPage = z.object({ rows: z.array(publicProductCard), page: z.number().int(), total: z.number().int(), last_page: z.number().int() });
export type PublicProductPage = z.infer<typeof publicProductPage>;
