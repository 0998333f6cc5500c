import type { LearnCourse, LessonProgress } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import type { QueryClient } from '@tanstack/react-query';
import { routeKey, useRouteQuery } from '../../../lib/query';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { withProgress } from '../utils/lessons';

const input = (id: string, token: LearnIdentity) => ({ params: { id }, token });

/**
 * GET /public/courses/{id}/learn: the course's outline, what the caller may open and their
 * progress; 404 for a course that is not published.
 */
export const useLearnCourse = (id: string, token: LearnIdentity) => useRouteQuery(routes.getLearnCourse, input(id, token));

/** Puts a saved lesson's progress into the course the page shows: its tick, the percent. */
export const storeProgress = (client: QueryClient, id: string, token: LearnIdentity, saved: LessonProgress) =>
  client.setQueryData<LearnCourse>(routeKey(routes.getLearnCourse, input(id, token)), (course) => course && withProgress(course, saved));

/** Reads the course the page shows again: what the server changed (a quiz passed completes its lesson). */
export const refreshLearnCourse = (client: QueryClient, id: string, token: LearnIdentity) =>
  client.invalidateQueries({ queryKey: routeKey(routes.getLearnCourse, input(id, token)) });
