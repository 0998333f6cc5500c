import type { RouteEntry } from '@lm/shared';

const segment = (value: string) => encodeURIComponent(value);

export const articleHref = (article: { id: string; slug?: string }) => `/article/${segment(article.slug || article.id)}`;
export const articleCategoryHref = (category: { id: string; slug?: string }) => `/article/category/${segment(category.slug || category.id)}`;
export const reviewHref = (review: { id: string }) => `/review/${segment(review.id)}`;
export const reviewCategoryHref = (category: { id: string; slug?: string }) => `/review/category/${segment(category.slug || category.id)}`;
export const promotionHref = (promotion: { id: string }) => `/promotion/${segment(promotion.id)}`;
export const announcementHref = (announcement: { id: string }) => `/announcement/${segment(announcement.id)}`;

/** The category a page's address names, by id or by slug (regardless of case). */
export function findCategory<C extends { id: string; slug: string }>(categories: readonly C[], idOrSlug: string): C | undefined {
  const wanted = idOrSlug.toLowerCase();
  return categories.find((category) => category.id === idOrSlug) ?? categories.find((category) => category.slug.toLowerCase() === wanted);
}

/** Where every instructor is listed: the configured instructor list page, else /insrutorhistory. */
export function instructorListHref(instructorPages: readonly RouteEntry[]): string {
  return instructorPages.find((entry) => entry.component === 'instructorList')?.path ?? '/insrutorhistory';
}
