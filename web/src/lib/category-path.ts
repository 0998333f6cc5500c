import type { RouteEntry } from '@lm/shared';

/**
 * Where a course category's courses are shown: the configured category page whose last path
 * segment is the category's slug (`/courses/category/programming`), or else the course list
 * filtered to the category.
 */
export function categoryPath(category: { id: string; slug: string }, categoryPages: readonly RouteEntry[]): string {
  const page = categoryPages.find((entry) => slugOfPath(entry.path) === category.slug.toLowerCase());
  return page ? page.path : `/courses?${new URLSearchParams({ category: category.id })}`;
}

/** The last segment of a path, which names a category page's category. */
export function slugOfPath(path: string): string {
  return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '').toLowerCase();
}
