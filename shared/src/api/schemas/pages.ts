import * as z from 'zod';

/** SPEC §2 "Custom page": the 31 kinds of module a page is made of. */
export const MODULE_TYPES = [
  'instructorDetail',
  'relatedCourse',
  'articleDetail',
  'reviewDetail',
  'header',
  'footer',
  'slide',
  'aboutus',
  'contactus',
  'howtobuy',
  'howtobookingcourse',
  'article',
  'promotion',
  'course',
  'product',
  'course_category',
  'review',
  'gallery',
  'itemCourseDetail',
  'video',
  'text',
  'search',
  'button',
  'booking_course',
  'listData',
  'map',
  'custom',
  'banner',
  'instructor',
  'iframeAutoSignin',
  'ExternalLesson',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** SPEC §2: only the first of these on a page gets the head-tag flag. */
export const LIST_MODULE_TYPES = ['article', 'promotion', 'course', 'product', 'course_category', 'review'] as const satisfies readonly ModuleType[];

/** SPEC §3 "Custom page", plus the path the storefront routes to it. */
export const customPage = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  page_keyword: z.string(),
  robot_index: z.boolean(),
  robot_follow: z.boolean(),
  twitter_title: z.string(),
  twitter_description: z.string(),
  twitter_image: z.string(),
  facebook_title: z.string(),
  facebook_description: z.string(),
  facebook_image: z.string(),
  is_enable_headerSystem: z.boolean(),
  is_enable_footerSystem: z.boolean(),
  business: z.boolean(),
});
export type CustomPage = z.infer<typeof customPage>;

/** SPEC §3 "Module": `data` is the module's own JSON, read by its renderer. */
export const pageModule = z.object({
  id: z.string(),
  page_id: z.string(),
  type: z.enum(MODULE_TYPES),
  ordering: z.number(),
  name: z.string(),
  custom_name: z.string(),
  data: z.unknown(),
});
export type PageModule = z.infer<typeof pageModule>;
export const pageModuleList = z.array(pageModule);

const pageId = z.string({ error: 'pageId is required.' }).trim().min(1, 'pageId is required.').max(64, 'pageId is too long.');
export const pageIdParams = z.strictObject({ pageId });

/** GET /public/custompage/by-path?path=/about: a site path, from the root. */
export const pagePathQuery = z.strictObject({
  path: z
    .string({ error: 'path is required.' })
    .trim()
    .max(512, 'path is too long.')
    .regex(/^\/[^\s?#]*$/, 'path must start with / and hold no spaces, query or fragment.'),
});

export const pageViews = z.object({ views: z.number().int() });
export type PageViews = z.infer<typeof pageViews>;
