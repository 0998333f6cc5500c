import type { RouteEntry } from '@lm/shared';
import { slugOfPath } from './category-path';

/**
 * Where an instructor's page is: the configured instructor page whose last segment is their
 * slug (../shared/SPEC.md §2 route table, step 1), else the system route /private/instructors/{id}.
 */
export function instructorHref(instructor: { id: string; slug: string }, instructorPages: readonly RouteEntry[]): string {
  const page = instructorPages.find((entry) => entry.path.split('/').filter(Boolean).length > 1 && slugOfPath(entry.path) === instructor.slug.toLowerCase());
  return page ? page.path : `/private/instructors/${encodeURIComponent(instructor.id)}`;
}
