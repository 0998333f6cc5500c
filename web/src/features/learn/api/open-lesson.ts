import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';
import type { LearnIdentity } from '../hooks/use-learn-identity';

/**
 * GET /public/courses/{id}/lessons/{lessonId}: the lesson's content for those who may open it (a
 * free preview for anyone), else a 403 saying what to do. A video's answer sets its playback
 * cookies, which the browser keeps only from a call made with credentials. Read again each time
 * the lesson opens: its saved position, and cookies that last.
 */
export const useOpenLesson = (courseId: string, lessonId: string, token: LearnIdentity) =>
  useRouteQuery(routes.openLesson, { params: { id: courseId, lessonId }, token, credentials: 'include' }, { staleTime: 0, gcTime: 0 });
