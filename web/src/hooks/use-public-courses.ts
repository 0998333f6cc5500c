import type { CourseFilterType } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from './use-resource';
import { callRoute } from '../lib/api/call-route';

export interface CourseListQuery {
  /** A course category's id. */
  category?: string;
  /** ../shared/SPEC.md §9 "Course filter": coursename (the default) or category. */
  type?: CourseFilterType;
  value?: string;
  page?: number;
}

/** The query without the words' surrounding spaces, so "python " and "python" are one read. */
export const trimmed = <Q extends { value?: string }>(query: Q): Q => ({ ...query, value: query.value?.trim() || undefined });

/** GET /public/courses: a page of 12 published course cards. */
export const listPublicCourses = (query: CourseListQuery, signal?: AbortSignal) => callRoute(routes.listPublicCourses, { query: trimmed(query), signal });

export const usePublicCourses = (query: CourseListQuery) => useRouteResource(routes.listPublicCourses, { query: trimmed(query) });
