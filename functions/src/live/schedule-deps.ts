import { randomBytes } from 'node:crypto';
import type { CourseSale } from '@lm/shared';
import { database, records } from '../app.js';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { createInstructorAccounts } from '../data/catalog-repository.js';
import { paidOrdersBetween } from '../data/order-records.js';
import { calendarFeedRecords } from '../data/records/calendar-feed.js';
import { instructorRateRecords } from '../data/records/instructor-rate.js';
import type { RecordPorts } from '../master-files/master-file.js';
import { accountNames, recordedSessions, sessionStore } from './deps.js';
import type { SchedulePorts } from './schedule.js';
import { liveSettings } from './settings.js';

/** Refunded orders stay on the paid orders' index; they pay no share. */
const PAID = new Set(['paid', 'fulfilled']);

/** Paid course order lines in [from, to), each credited to the course's instructor. */
async function courseSales(from: string, to: string): Promise<CourseSale[]> {
  const db = database();
  const [orders, courses] = await Promise.all([paidOrdersBetween(db, from, to), db.courses.query.all({}).go({ pages: 'all', attributes: ['id', 'instructor_id'] })]);
  const teacherOf = new Map(courses.data.map((course) => [course.id, course.instructor_id ?? '']));
  return orders.flatMap((order) => {
    if (!PAID.has(order.status) || !order.paid_at) return [];
    return order.lines.flatMap((line) => {
      const instructorId = line.kind === 'course' ? teacherOf.get(line.item_id) : undefined;
      return instructorId ? [{ instructor_id: instructorId, paid_at: order.paid_at as string, total: line.total }] : [];
    });
  });
}

let ports: (SchedulePorts & RecordPorts) | undefined;

/** Schedules, attendance reports and pay (decision 0050), on the table. */
export function schedulePorts(): SchedulePorts & RecordPorts {
  return (ports ??= {
    sessions: sessionStore(),
    attendance: createAttendanceStore(database()),
    instructors: {
      profilesOf: createInstructorAccounts(database()).profilesOf,
      list: async () => (await database().instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'name'] })).data.map(({ id, name }) => ({ id, name })),
    },
    names: accountNames,
    rates: () => records()(instructorRateRecords).list(),
    courseSales,
    joinBeforeMinutes: async () => (await liveSettings()).liveroom.join_before_minutes,
    recordedSessions,
    records: records(),
    newId: () => randomBytes(12).toString('hex'),
    now: () => new Date(),
  });
}

/** The calendar feeds' secrets. */
export const calendarFeeds = () => records()(calendarFeedRecords);
