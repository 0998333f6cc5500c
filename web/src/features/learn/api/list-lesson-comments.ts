import { routes } from '@lm/shared/api/route-refs';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { routeKey } from '../../../lib/query';

/** The cache key of a lesson's discussion, as one reader reads it. */
export const lessonCommentsKey = (courseId: string, lessonId: string, token: TokenKind) => routeKey(routes.listLessonComments, { courseId, lessonId, token });

/** GET /api/courses/{id}/lessons/{lessonId}/comments: a page of 20 threads, newest first, after `cursor`. */
export const listLessonComments = (courseId: string, lessonId: string, token: TokenKind, cursor: string, signal?: AbortSignal) =>
  callRoute(routes.listLessonComments, { params: { id: courseId, lessonId }, query: cursor ? { cursor } : {}, token, signal });

/** A lesson's discussion, a page at a time ("Show older threads" asks for the next). Read again each time the lesson opens. */
export const useLessonComments = (courseId: string, lessonId: string, token: TokenKind) =>
  useInfiniteQuery({
    queryKey: lessonCommentsKey(courseId, lessonId, token),
    queryFn: ({ pageParam, signal }) => listLessonComments(courseId, lessonId, token, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

/** After a change, the discussion is read again from its first page. */
export const refreshLessonComments = (client: QueryClient, courseId: string, lessonId: string, token: TokenKind) => client.invalidateQueries({ queryKey: lessonCommentsKey(courseId, lessonId, token) });
