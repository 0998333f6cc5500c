import type { CourseFilterType, PublicCoursePage } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../hooks/use-resource';

export interface CourseListQuery {
  /** A course category's id. */
  category?: string;
  /** SPEC §9 "Course filter": coursename (the default) or category. */
  type?: CourseFilterType;
  value?: string;
  page?: number;
}

/** The query string, without the parts left empty. */
export function courseListSearch(query: CourseListQuery): string {
  const entries = Object.entries(query).map(([name, value]) => [name, String(value ?? '').trim()]);
  return new URLSearchParams(entries.filter(([, value]) => value)).toString();
}

/** GET /public/courses: a page of 12 published course cards. */
export const listPublicCourses = (query: CourseListQuery, signal?: AbortSignal) => {
  const search = courseListSearch(query);
  return api.get<PublicCoursePage>(`/public/courses${search ? `?${search}` : ''}`, { signal, token: 'none' });
};

export function usePublicCourses(query: CourseListQuery) {
  return useResource(`courses?${courseListSearch(query)}`, (signal) => listPublicCourses(query, signal));
}
