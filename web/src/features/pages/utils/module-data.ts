/** The module data shapes are shared with the page builder (`@lm/shared`, decision 0015). */
export {
  MODULE_DATA,
  moduleDataOf,
  aboutUsData,
  bannerData,
  buttonData,
  contactData,
  courseCategoryData,
  customData,
  externalLessonData,
  footerModuleData,
  headerModuleData,
  iframeAutoSigninData,
  itemDetailData,
  itemListData,
  listItemsData,
  mapData,
  relatedCourseData,
  searchData,
  slideData,
  stepsData,
  textData,
  videoData,
  type ItemDetailData,
  type ItemListData,
  type ModuleData,
} from '@lm/shared';

/** Null, an empty object or an empty list: the module is left out. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}

/** An OpenStreetMap link to a point: opens the full map in its own tab. */
export function openStreetMapHref(latitude: number, longitude: number, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/**
 * OpenStreetMap's embeddable map of a point: a box around it sized for the zoom (a tile is 360°
 * wide at zoom 0 and halves with each level; the box spans about three tiles across), with a marker.
 */
export function openStreetMapEmbedSrc(latitude: number, longitude: number, zoom = 16): string {
  // The map's tiles end at about 85° north and south; near the poles the box stays on them.
  const centre = Math.max(-80, Math.min(80, latitude));
  const halfWidth = (360 / 2 ** zoom) * 1.5;
  const halfHeight = halfWidth * Math.cos((centre * Math.PI) / 180) * 0.6;
  const round = (value: number) => Number(value.toFixed(6));
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const bbox = [clamp(longitude - halfWidth, 180), clamp(centre - halfHeight, 85), clamp(longitude + halfWidth, 180), clamp(centre + halfHeight, 85)].map(round).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}
