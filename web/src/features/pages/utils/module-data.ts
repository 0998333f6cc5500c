import * as z from 'zod';

/** What each implemented module keeps in its `data` (decision 0015). A module whose data does not fit renders nothing. */
const text = z.string().trim().min(1);
const optional = z.string().default('');
const link = z.string().trim().default('');

export const slideData = z.object({
  heading: optional,
  slides: z.array(z.object({ title: text, subtitle: optional, image: optional, link })).min(1),
});
export const courseCategoryData = z.object({ heading: optional, category_ids: z.array(z.string()).default([]) });
export const courseData = z
  .object({ heading: optional, course_ids: z.array(z.string()).default([]), latest: z.number().int().min(0).max(12).default(0) })
  .refine((data) => data.course_ids.length > 0 || data.latest > 0);
export const textData = z.object({ heading: optional, body: text });
export const bannerData = z.object({ heading: optional, image: text, alt: optional, link });
export const howToBuyData = z.object({ heading: optional, steps: z.array(z.object({ title: text, body: optional })).min(1) });
export const contactData = z.object({ heading: optional, address: optional, phone: optional, email: optional, hours: optional });
export const mapData = z.object({ heading: optional, latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), label: optional });
export const videoData = z.object({ heading: optional, src: text, poster: optional, caption: optional });

/** Null, an empty object or an empty list: the module is left out. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}

/** An OpenStreetMap link to a point: opens the map without the page loading any tiles. */
export function openStreetMapHref(latitude: number, longitude: number, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
