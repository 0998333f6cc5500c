import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRouteResource } from '../../../hooks/use-resource';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** GET /api/me/schedule: the instructor's sessions of the Bangkok days `from` to `to`. */
export const useMySchedule = (from: string, to: string) => useRouteResource(routes.listMySchedule, { query: { from, to } });

/** GET /api/me/schedule/history: the instructor's past sessions with attendance. */
export const useTeachingHistory = (days = 90) => useRouteResource(routes.listMyTeachingHistory, { query: { days } });

/** GET /api/me/income: the instructor's earnings by month. */
export const useMyIncome = (months = 12) => useRouteResource(routes.getMyIncome, { query: { months } });

/** GET /api/me/classes: the student's classes of one Bangkok day. */
export const useMyClasses = (date: string) => useRouteResource(routes.listMyClasses, { query: { date } });

/** GET /api/me/calendar: the caller's private calendar feed address, with the token of the area they are in. */
export const useCalendarFeed = (token: 'student' | 'instructor') => useRouteResource(routes.getMyCalendarFeed, { token });

/** POST /api/me/calendar: a new feed address; the address is read again. */
export function useRotateCalendarFeed(token: 'student' | 'instructor') {
  const client = useQueryClient();
  return useCallback(async () => {
    const answer = await callRoute(routes.rotateMyCalendarFeed, { token });
    void client.invalidateQueries({ queryKey: routeKey(routes.getMyCalendarFeed) });
    return answer;
  }, [client, token]);
}
