import { routes } from './routes.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { route } from '../app.js';
import { env } from '../env.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { calendarFeedText, myCalendarFeed, rotateCalendarFeed, type CalendarPorts } from './calendar.js';
import { instructorRates } from './instructor-rates.js';
import { getMyIncome, listAttendanceByClass, listAttendanceByDay, listAttendanceByStudent, listInstructorExpense, listMyClasses, listMySchedule, listMyTeachingHistory } from './schedule.js';
import { calendarFeeds, schedulePorts } from './schedule-deps.js';
import { studyPorts } from './study-deps.js';
import { studySeatsOf } from './study-time.js';

/** One person's sessions, changing as they book and teach: nobody's cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Where the API was reached, so a feed's address works from a calendar app. */
function apiUrlOf(event: APIGatewayProxyEventV2): string {
  const host = event.headers?.host ?? event.requestContext?.domainName ?? '';
  const protocol = event.headers?.['x-forwarded-proto'] ?? (/^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? 'http' : 'https');
  return `${protocol}://${host}`;
}

const calendarPorts = (event: APIGatewayProxyEventV2): CalendarPorts => ({
  ...schedulePorts(),
  feeds: calendarFeeds(),
  studySeats: (userId, from, to) => studySeatsOf(studyPorts(), userId, from, to),
  siteUrl: env().SITE_URL ?? '',
  apiUrl: apiUrlOf(event),
});

/** The feed answers ICS text, not JSON: the route's answer is rewritten as the calendar itself. */
function calendarHandler(): RouteHandler {
  const inner = route(routes.getCalendarFeed, async ({ params, event }) => result(200, await calendarFeedText(calendarPorts(event), params.token), { 'cache-control': 'private, max-age=300' }));
  const outer = (async (event: APIGatewayProxyEventV2, context: Parameters<RouteHandler>[1]) => {
    const answer = await inner(event, context);
    if (answer.statusCode !== 200 || typeof answer.body !== 'string') return answer;
    return { ...answer, headers: { ...answer.headers, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="schedule.ics"' }, body: JSON.parse(answer.body) as string };
  }) as unknown as RouteHandler;
  return Object.assign(outer, { route: routes.getCalendarFeed });
}

/** Schedules, attendance, instructor pay and calendar feeds (decision 0050). */
export const scheduleHandlers: RouteHandler[] = [
  route(routes.listMySchedule, async ({ query, caller }) => result(200, await listMySchedule(schedulePorts(), caller.userId, query), PERSONAL)),
  route(routes.listMyTeachingHistory, async ({ query, caller }) => result(200, await listMyTeachingHistory(schedulePorts(), caller.userId, query.days), PERSONAL)),
  route(routes.getMyIncome, async ({ query, caller }) => result(200, await getMyIncome(schedulePorts(), caller.userId, query.months), PERSONAL)),
  route(routes.listMyClasses, async ({ query, caller }) => result(200, await listMyClasses(schedulePorts(), caller.userId, query.date), PERSONAL)),
  route(routes.getMyCalendarFeed, async ({ caller, event }) => result(200, await myCalendarFeed(calendarPorts(event), caller.userId), PERSONAL)),
  route(routes.rotateMyCalendarFeed, async ({ caller, event }) => result(200, await rotateCalendarFeed(calendarPorts(event), caller.userId), PERSONAL)),
  calendarHandler(),
  route(routes.listAttendanceByClass, ({ query }) => listAttendanceByClass(schedulePorts(), query)),
  route(routes.listAttendanceByStudent, ({ query }) => listAttendanceByStudent(schedulePorts(), query)),
  route(routes.listAttendanceByDay, ({ query }) => listAttendanceByDay(schedulePorts(), query)),
  route(routes.listDailyInstructorExpense, ({ query }) => listInstructorExpense(schedulePorts(), query, 'day')),
  route(routes.listMonthlyInstructorExpense, ({ query }) => listInstructorExpense(schedulePorts(), query, 'month')),
  ...masterFileHandlers([instructorRates], schedulePorts),
];
