import type { ItemListData, ModuleData } from '@lm/shared';

/**
 * The data of the modules a home page usually shows, checked without a schema library so the
 * first load of `/` does not carry one. Each guard follows its shape in `MODULE_DATA`
 * (`@lm/shared`, decision 0015): required text is trimmed and not empty, optional text defaults
 * to '', links are trimmed; the result is the data with its defaults, or undefined when it does
 * not fit (the module then renders nothing). The page builder and the server keep the schemas.
 */

type Fields = Record<string, unknown>;

/** Marks a value that does not fit, so one check can fail a whole object. */
const INVALID: unique symbol = Symbol('invalid');
type Checked<T> = T | typeof INVALID;

const objectOf = (data: unknown): Fields | undefined => (typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : undefined);

/** Some text, trimmed (`text` in the shapes). */
function text(value: unknown): Checked<string> {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  return trimmed === '' ? INVALID : trimmed;
}

/** Text that may be left empty (`optional`). */
const optional = (value: unknown): Checked<string> => (value === undefined ? '' : typeof value === 'string' ? value : INVALID);

/** A site path or address, trimmed; '' for none (`link`). */
const link = (value: unknown): Checked<string> => (value === undefined ? '' : typeof value === 'string' ? value.trim() : INVALID);

/** An integer in a range, or the default when absent. */
const integer = (value: unknown, min: number, max: number, fallback: number): Checked<number> =>
  value === undefined ? fallback : typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : INVALID;

/** Ids of items: each trimmed, 1 to 64 characters, at most 100 of them. */
function ids(value: unknown): Checked<string[]> {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 100) return INVALID;
  const out: string[] = [];
  for (const entry of value) {
    const id = text(entry);
    if (id === INVALID || id.length > 64) return INVALID;
    out.push(id);
  }
  return out;
}

/** The object of checked fields, or undefined when one of them does not fit. */
function all<T extends Fields>(fields: { [K in keyof T]: Checked<T[K]> }): T | undefined {
  for (const value of Object.values(fields)) if (value === INVALID) return undefined;
  return fields as T;
}

/** A list of objects, at least one, each checked by `item`. */
function list<T>(value: unknown, item: (fields: Fields) => T | undefined): Checked<T[]> {
  if (!Array.isArray(value) || value.length === 0) return INVALID;
  const out: T[] = [];
  for (const entry of value) {
    const fields = objectOf(entry);
    const checked = fields && item(fields);
    if (!checked) return INVALID;
    out.push(checked);
  }
  return out;
}

export function bannerOf(data: unknown): ModuleData<'banner'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'banner'>>({ heading: optional(d.heading), image: text(d.image), alt: optional(d.alt), link: link(d.link) });
}

export function slideOf(data: unknown): ModuleData<'slide'> | undefined {
  const d = objectOf(data);
  if (!d) return undefined;
  const slides = list(d.slides, (s) => all<ModuleData<'slide'>['slides'][number]>({ title: text(s.title), subtitle: optional(s.subtitle), image: optional(s.image), link: link(s.link) }));
  return all<ModuleData<'slide'>>({ heading: optional(d.heading), slides });
}

export function textOf(data: unknown): ModuleData<'text'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'text'>>({ heading: optional(d.heading), body: text(d.body) });
}

export function contactOf(data: unknown): ModuleData<'contactus'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'contactus'>>({ heading: optional(d.heading), address: optional(d.address), phone: optional(d.phone), email: optional(d.email), hours: optional(d.hours) });
}

export function videoOf(data: unknown): ModuleData<'video'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'video'>>({ heading: optional(d.heading), src: text(d.src), poster: optional(d.poster), caption: optional(d.caption) });
}

/** Numbered steps (howtobuy, howtobookingcourse). */
export function stepsOf(data: unknown): ModuleData<'howtobuy'> | undefined {
  const d = objectOf(data);
  if (!d) return undefined;
  const steps = list(d.steps, (s) => all<ModuleData<'howtobuy'>['steps'][number]>({ title: text(s.title), body: optional(s.body) }));
  return all<ModuleData<'howtobuy'>>({ heading: optional(d.heading), steps });
}

/** A number in a range (finite), required. */
const within = (value: unknown, min: number, max: number): Checked<number> => (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : INVALID);

export function mapOf(data: unknown): ModuleData<'map'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'map'>>({ heading: optional(d.heading), latitude: within(d.latitude, -90, 90), longitude: within(d.longitude, -180, 180), label: optional(d.label), zoom: integer(d.zoom, 1, 19, 16) });
}

export function courseCategoryOf(data: unknown): ModuleData<'course_category'> | undefined {
  const d = objectOf(data);
  return d && all<ModuleData<'course_category'>>({ heading: optional(d.heading), category_ids: ids(d.category_ids) });
}

const SOURCES: readonly string[] = ['selected', 'latest', 'category'] satisfies readonly ItemListData['source'][];

/** The list modules (course, article, review, promotion, gallery, instructor…). */
export function itemListOf(data: unknown): ItemListData | undefined {
  const d = objectOf(data);
  if (!d) return undefined;
  const source: Checked<ItemListData['source']> = d.source === undefined ? 'selected' : typeof d.source === 'string' && SOURCES.includes(d.source) ? (d.source as ItemListData['source']) : INVALID;
  const rawCategory = d.category === undefined ? 'all' : typeof d.category === 'string' ? d.category.trim() : INVALID;
  const category = rawCategory !== INVALID && rawCategory.length > 64 ? INVALID : rawCategory;
  return all<ItemListData>({ heading: optional(d.heading), source, ids: ids(d.ids), category, number: integer(d.number, 1, 50, 12) });
}
