import type { HomeworkReviewInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey, useRouteQuery } from '../../../lib/query';

export type ReviewFilter = 'all' | 'submitted' | 'accepted' | 'returned';

/** GET /api/me/teaching/homework: the submissions to the instructor's courses' homework, those waiting for review first. */
export const useHomeworkReviews = (status: ReviewFilter) => useRouteQuery(routes.listHomeworkReviews, { query: { status }, token: 'instructor' }, { staleTime: 0 });

/** GET /api/me/teaching/homework/{id}: one submission with the assignment, its text and its files' links. */
export const useHomeworkReview = (id: string) => useRouteQuery(routes.getHomeworkReview, { params: { id }, token: 'instructor' }, { staleTime: 0 });

/** PUT /api/me/teaching/homework/{id}: scores, comments and accepts or returns it; the list and the submission are read again. */
export function useReviewHomework(id: string) {
  const client = useQueryClient();
  return useCallback(
    async (review: HomeworkReviewInput) => {
      const reviewed = await callRoute(routes.reviewHomework, { params: { id }, body: review, json: true, token: 'instructor' });
      client.setQueryData(routeKey(routes.getHomeworkReview, { params: { id }, token: 'instructor' }), reviewed);
      await client.invalidateQueries({ queryKey: routeKey(routes.listHomeworkReviews) });
      return reviewed;
    },
    [client, id],
  );
}
