import { BANGKOK_OFFSET_MS, bangkokToUtc, MAX_OCCURRENCES, type LiveRoomInput, type Weekday } from '@lm/shared';
import * as rrulePackage from 'rrule';

// The package is ES modules to a bundler and CommonJS (its classes under `default`) to Node.
const { RRule } = (rrulePackage as unknown as { RRule?: typeof rrulePackage.RRule }).RRule
  ? rrulePackage
  : (rrulePackage as unknown as { default: typeof rrulePackage }).default;

const WEEKDAY = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU } as const satisfies Record<Weekday, unknown>;

/** One time a live room is held, in UTC. */
export interface Occurrence {
  starts_at: string;
  ends_at: string;
}

type Schedule = Pick<LiveRoomInput, 'start_date' | 'start_time' | 'end_time' | 'repeat' | 'weekdays' | 'until_date' | 'count' | 'exception_dates'>;

const DAY = 86_400_000;

/** Minutes from start to end; an end time earlier than the start ends the next day. */
export function durationMinutes(schedule: Pick<Schedule, 'start_time' | 'end_time'>): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const length = minutes(schedule.end_time) - minutes(schedule.start_time);
  return length > 0 ? length : length + 24 * 60;
}

/**
 * The times a live room is held (decision 0047), by start. The rule runs on Bangkok's wall clock
 * (its weekdays and its days are Bangkok's), then each start is moved to UTC: 23:30 on a Bangkok
 * Monday is 16:30 UTC that Monday, 00:30 on a Bangkok Tuesday is 17:30 UTC on the Monday.
 * Exception dates (Bangkok days) are left out; a weekly room ends at `until_date` (that day
 * included) or after `count` times, and never holds more than MAX_OCCURRENCES.
 */
export function occurrencesOf(schedule: Schedule): Occurrence[] {
  const length = durationMinutes(schedule) * 60_000;
  const toOccurrence = (startsAt: string): Occurrence => ({ starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + length).toISOString() });
  if (schedule.repeat === 'none') return [toOccurrence(bangkokToUtc(schedule.start_date, schedule.start_time))];
  // rrule reads and answers "floating" times as UTC fields: here they hold Bangkok's clock.
  const dtstart = new Date(`${schedule.start_date}T${schedule.start_time}:00.000Z`);
  const rule = new RRule({
    freq: RRule.WEEKLY,
    dtstart,
    byweekday: [...new Set(schedule.weekdays)].map((weekday) => WEEKDAY[weekday]),
    ...(schedule.until_date ? { until: new Date(Date.parse(`${schedule.until_date}T00:00:00.000Z`) + DAY - 1) } : {}),
    // Exceptions count against `count` here, then are left out: "10 times" means ten weeks' days, some skipped.
    count: schedule.count > 0 ? schedule.count : MAX_OCCURRENCES,
  });
  const skipped = new Set(schedule.exception_dates);
  return rule
    .all((_, index) => index < MAX_OCCURRENCES)
    .filter((floating) => !skipped.has(floating.toISOString().slice(0, 10)))
    .map((floating) => toOccurrence(new Date(floating.getTime() - BANGKOK_OFFSET_MS).toISOString()));
}
