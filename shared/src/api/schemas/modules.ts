import * as z from 'zod';
import { FOOTER_STYLES, HEADER_STYLES } from '../enums.js';
import type { ModuleType } from './pages.js';

/**
 * What each custom-page module keeps in its `data` (../shared/SPEC.md §2 "Custom page", decision
 * 0015). The storefront renders a module only when its data fits; the page builder validates with
 * these on save and draws its inputs from them, so the shapes stay flat: strings, numbers,
 * booleans, lists of ids and lists of small objects of strings. Every field that may be empty has a
 * default.
 */

/** A field that must hold some text. */
const text = z.string().trim().min(1);
/** A field that may be left empty. */
const optional = z.string().default('');
/** A site path (`/courses`) or an absolute address; empty for no link. */
const link = z.string().trim().default('');
/** The module's own heading; empty gives the type's usual heading, or none. */
const heading = optional;
const id = z.string().trim().min(1).max(64);
const ids = z.array(id).max(100).default([]);

export const BUTTON_STYLES = ['primary', 'secondary'] as const;
/** selected: the items of `ids` in their order; latest: the newest `number`; category: the newest `number` of `category`. */
export const ITEM_LIST_SOURCES = ['selected', 'latest', 'category'] as const;
export type ItemListSource = (typeof ITEM_LIST_SOURCES)[number];

/**
 * The list modules (course, booking_course, article, review, promotion, product, gallery,
 * instructor): `source` picks the items; `ids` are used with selected, `category` (an id, or
 * `all`) with category, `number` caps latest and category. §5: selected with no ids shows
 * nothing and makes no request.
 */
export const itemListData = z.object({
  heading,
  source: z.enum(ITEM_LIST_SOURCES).default('selected'),
  ids,
  category: z.string().trim().max(64).default('all'),
  number: z.number().int().min(1).max(50).default(12),
});
export type ItemListData = z.infer<typeof itemListData>;

/**
 * One item's block (instructorDetail, articleDetail, reviewDetail, itemCourseDetail): the item
 * `id` (or slug), or with `from_path` the last segment of the page's path, so one page serves
 * every `/instructor/…` or `/article/…` path (§2).
 */
const detailFields = { heading, id: z.string().trim().max(64).default(''), from_path: z.boolean().default(false) };
const namesItem = (data: { id: string; from_path: boolean }) => data.from_path || data.id !== '';
const namesItemError = { message: 'id names the item, unless from_path is set.', path: ['id'] };
export const itemDetailData = z.object(detailFields).refine(namesItem, namesItemError);
export type ItemDetailData = z.infer<typeof itemDetailData>;

/** Slides in order: title, subtitle, image address and a link (the whole slide links when set). */
export const slideData = z.object({
  heading,
  slides: z.array(z.object({ title: text, subtitle: optional, image: optional, link })).min(1),
});
/** Category cards; `category_ids` in their order, or every course category when empty. */
export const courseCategoryData = z.object({ heading, category_ids: ids });
/** Body is plain text; blank lines separate paragraphs. */
export const textData = z.object({ heading, body: text });
/** One wide image with its alternative text, linking somewhere when `link` is set. */
export const bannerData = z.object({ heading, image: text, alt: optional, link });
/** Numbered steps (howtobuy, howtobookingcourse): a title and a line of explanation each. */
export const stepsData = z.object({ heading, steps: z.array(z.object({ title: text, body: optional })).min(1) });
/** Any of the lines may be empty; empty ones are left out. */
export const contactData = z.object({ heading, address: optional, phone: optional, email: optional, hours: optional });
/** A point on OpenStreetMap, `zoom` 1 (world) to 19 (street), with the place's name as `label`. */
export const mapData = z.object({
  heading,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  label: optional,
  zoom: z.number().int().min(1).max(19).default(16),
});
/** A video file (`src`) played in the page, with a poster image and a caption under it. */
export const videoData = z.object({ heading, src: text, poster: optional, caption: optional });
/** Who we are: paragraphs of `body` (blank lines between) beside an optional image. */
export const aboutUsData = z.object({ heading, body: text, image: optional, alt: optional });
/** One call to action: its `label`, where it goes, its look, and whether it opens a new tab. */
export const buttonData = z.object({ label: text, link: text, style: z.enum(BUTTON_STYLES).default('primary'), new_tab: z.boolean().default(false) });
/** Free cards: a title each, with optional text, image and link. */
export const listItemsData = z.object({
  heading,
  items: z.array(z.object({ title: text, body: optional, image: optional, link })).min(1),
});
/** The site's header or footer style, placed on the page (for pages without the system one). */
export const headerModuleData = z.object({ style: z.enum(HEADER_STYLES).default(HEADER_STYLES[0]) });
export const footerModuleData = z.object({ style: z.enum(FOOTER_STYLES).default(FOOTER_STYLES[0]) });
/** A course search box; results are course cards. */
export const searchData = z.object({ heading, placeholder: optional });
/** Another course's neighbours: up to `number` published courses of its category, itself left out. */
export const relatedCourseData = z.object({ ...detailFields, number: z.number().int().min(1).max(12).default(4) }).refine(namesItem, namesItemError);
/** HTML written in the builder; the storefront sanitises it (no scripts, handlers or frames). */
export const customData = z.object({ heading, html: text });
/**
 * A frame of `src` (a site path or an address) named by `title`. `origin` is the one other site
 * trusted with the signed-in client's token, posted once the frame loads; empty posts nothing.
 */
export const iframeAutoSigninData = z.object({
  heading,
  title: text,
  src: text,
  origin: optional,
  height: z.number().int().min(120).max(2000).default(600),
});
/** Lessons hosted elsewhere: YouTube and Vimeo addresses play in the page, others are links. */
export const externalLessonData = z.object({
  heading,
  lessons: z.array(z.object({ title: text, url: text, provider: optional, duration: optional })).min(1),
});

export const MODULE_DATA = {
  instructorDetail: itemDetailData,
  relatedCourse: relatedCourseData,
  articleDetail: itemDetailData,
  reviewDetail: itemDetailData,
  header: headerModuleData,
  footer: footerModuleData,
  slide: slideData,
  aboutus: aboutUsData,
  contactus: contactData,
  howtobuy: stepsData,
  howtobookingcourse: stepsData,
  article: itemListData,
  promotion: itemListData,
  course: itemListData,
  product: itemListData,
  course_category: courseCategoryData,
  review: itemListData,
  gallery: itemListData,
  itemCourseDetail: itemDetailData,
  video: videoData,
  text: textData,
  search: searchData,
  button: buttonData,
  booking_course: itemListData,
  listData: listItemsData,
  map: mapData,
  custom: customData,
  banner: bannerData,
  instructor: itemListData,
  iframeAutoSignin: iframeAutoSigninData,
  ExternalLesson: externalLessonData,
} as const satisfies { [T in ModuleType]: z.ZodType };

export type ModuleData<T extends ModuleType> = z.output<(typeof MODULE_DATA)[T]>;

/** A module's data checked against its type's shape, defaults filled in. */
export function moduleDataOf<T extends ModuleType>(type: T, data: unknown): z.ZodSafeParseResult<ModuleData<T>> {
  const schema: z.ZodType = MODULE_DATA[type];
  return schema.safeParse(data) as z.ZodSafeParseResult<ModuleData<T>>;
}
