/**
 * Live rooms' rules (decision 0047): Bangkok wall-clock times to UTC and back, and when a student
 * may still cancel a booked class. Thailand keeps UTC+7 all year (no daylight saving), so a wall
 * clock there is always seven hours ahead of UTC.
 */

const HOUR = 3_600_000;
/** Asia/Bangkok's offset from UTC, all year. */
export const BANGKOK_OFFSET_MS = 7 * HOUR;

/** A day (YYYY-MM-DD) and a time (HH:mm) on a Bangkok wall clock, as an ISO instant in UTC. */
export function bangkokToUtc(day: string, time: string): string {
  return new Date(Date.parse(`${day}T${time}:00.000Z`) - BANGKOK_OFFSET_MS).toISOString();
}

/** An instant as Bangkok's wall clock: its day (YYYY-MM-DD) and time (HH:mm). */
export function utcToBangkok(iso: string): { day: string; time: string } {
  const local = new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Today in Bangkok (YYYY-MM-DD): ../shared/SPEC.md §3 scheduleDate. */
export const bangkokToday = (now: Date): string => utcToBangkok(now.toISOString()).day;

/** The last moment a booked class may be cancelled: `cancelHours` (settingLiveroom's `cancel_hours`) before it starts. */
export const cancelDeadline = (startsAt: string, cancelHours: number): string => new Date(Date.parse(startsAt) - cancelHours * HOUR).toISOString();

/** Whether a student may still cancel at `now`: strictly before the deadline. */
export const mayCancel = (startsAt: string, cancelHours: number, now: Date): boolean => now.getTime() < Date.parse(cancelDeadline(startsAt, cancelHours));

/** Seats still free in a session. */
export const seatsLeft = (session: { capacity: number; booked: number }): number => Math.max(0, session.capacity - session.booked);
