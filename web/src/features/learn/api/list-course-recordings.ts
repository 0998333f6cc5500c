import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';
import type { LearnIdentity } from '../hooks/use-learn-identity';

/**
 * GET /api/me/courses/{id}/recordings: the recordings of the course's classes, each with a link
 * that plays it for hours; asked only by those who may open all of the course.
 */
export const useCourseRecordings = (id: string, token: LearnIdentity) => useRouteQuery(routes.listCourseRecordings, { params: { id }, token }, { staleTime: 30 * 60_000 });
