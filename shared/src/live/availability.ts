/**
 * Private-class availability (decision 0048): the weekly hours an instructor teaches, the dates
 * they are off and the extra hours they give on a date, all in Asia/Bangkok, and the free slots a
 * student may book from them.
 */

import { message } from '../api/messages.js';

/** Asia/Bangkok is UTC+7 all year: no daylight saving. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Sunday 0 … Saturday 6, as `Date#getUTCDay` counts. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Hours of one day, `HH:MM` in Asia/Bangkok; `end` may be `24:00` (midnight after the day). */
export interface DayHours {
  start: string;
  end: string;
}

export interface WeeklyHours extends DayHours {
  weekday: DayOfWeek;
}

/** Extra hours on one date (YYYY-MM-DD, Asia/Bangkok). */
export interface DatedHours extends DayHours {
  date: string;
}

export interface Availability {
  /** The instructor's profile. */
  instructor_id: string;
  weekly: WeeklyHours[];
  /** Whole dates off (YYYY-MM-DD, Asia/Bangkok): the weekly hours do not hold on them. */
  dates_off: string[];
  extra_hours: DatedHours[];
  /** What one hour of private class costs, in satang. */
  price_per_hour: number;
  updated_at: string;
}

/** One bookable time, ISO 8601 in UTC. */
export interface TimeSlot {
  starts_at: string;
  ends_at: string;
}

/** Minutes since midnight of `HH:MM`. */
export const minutesOfDay = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The date of an instant in Asia/Bangkok, YYYY-MM-DD. */
export const bangkokDate = (instant: string | Date): string => new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The time of day of an instant in Asia/Bangkok, HH:MM. */
export const bangkokTime = (instant: string | Date): string => new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);

/** Midnight of a Bangkok date, as a UTC instant in milliseconds. */
export const bangkokMidnight = (date: string): number => Date.parse(`${date}T00:00:00.000Z`) - BANGKOK_OFFSET_MS;

/** A Bangkok date and time of day as an ISO instant in UTC. */
export const bangkokInstant = (date: string, time: string): string => new Date(bangkokMidnight(date) + minutesOfDay(time) * MINUTE).toISOString();

/** The weekday of a Bangkok date. */
export const weekdayOf = (date: string): DayOfWeek => new Date(`${date}T00:00:00.000Z`).getUTCDay() as DayOfWeek;

/** The Bangkok date `days` after `date`. */
export const addBangkokDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Whether a start lies on the slot grid: whole `sessionMinutes` from midnight Bangkok time. Every
 * booking starts on it, so two bookings of overlapping times start at the same instant and meet on
 * the same lock.
 */
export function onSlotGrid(startsAt: string, sessionMinutes: number): boolean {
  const ms = Date.parse(startsAt);
  if (!Number.isFinite(ms)) return false;
  const sinceMidnight = (ms - bangkokMidnight(bangkokDate(startsAt))) / MINUTE;
  return Number.isInteger(sinceMidnight) && sinceMidnight % sessionMinutes === 0;
}

/** The hours that hold on a date: the weekday's unless the date is off, and the date's extra hours. */
export function hoursOn(availability: Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'>, date: string): DayHours[] {
  const weekday = weekdayOf(date);
  const weekly = availability.dates_off.includes(date) ? [] : availability.weekly.filter((hours) => hours.weekday === weekday);
  return [...weekly, ...availability.extra_hours.filter((hours) => hours.date === date)].map(({ start, end }) => ({ start, end }));
}

/** The grid slots a date's hours hold, whole slots only. */
function slotsOn(availability: Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'>, date: string, sessionMinutes: number): TimeSlot[] {
  const midnight = bangkokMidnight(date);
  const starts = new Set<number>();
  for (const { start, end } of hoursOn(availability, date)) {
    const from = Math.ceil(minutesOfDay(start) / sessionMinutes) * sessionMinutes;
    for (let minute = from; minute + sessionMinutes <= minutesOfDay(end); minute += sessionMinutes) starts.add(minute);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((minute) => ({
      starts_at: new Date(midnight + minute * MINUTE).toISOString(),
      ends_at: new Date(midnight + (minute + sessionMinutes) * MINUTE).toISOString(),
    }));
}

const overlaps = (a: TimeSlot, b: TimeSlot) => Date.parse(a.starts_at) < Date.parse(b.ends_at) && Date.parse(b.starts_at) < Date.parse(a.ends_at);

export interface SlotRules {
  /** settingPrivateClassRoom.session_minutes */
  sessionMinutes: number;
  /** settingPrivateClassRoom.booking_lead_hours: nothing sooner than this is offered. */
  leadHours: number;
  now: Date;
}

/**
 * The free slots of `days` Bangkok dates from `from`: the availability cut into `sessionMinutes`
 * slots on the grid, less those overlapping a busy time (the instructor's sessions), less those
 * starting sooner than `leadHours` from now.
 */
export function freeSlots(
  availability: Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'>,
  from: string,
  days: number,
  busy: readonly TimeSlot[],
  rules: SlotRules,
): TimeSlot[] {
  const earliest = rules.now.getTime() + rules.leadHours * 60 * MINUTE;
  const slots: TimeSlot[] = [];
  for (let day = 0; day < days; day++) {
    for (const slot of slotsOn(availability, addBangkokDays(from, day), rules.sessionMinutes)) {
      if (Date.parse(slot.starts_at) < earliest) continue;
      if (busy.some((taken) => overlaps(slot, taken))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Whether a slot is one the availability offers (on the grid, within the hours of its date). */
export function isOffered(availability: Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'>, startsAt: string, sessionMinutes: number): boolean {
  if (!onSlotGrid(startsAt, sessionMinutes)) return false;
  const instant = new Date(startsAt).toISOString();
  return slotsOn(availability, bangkokDate(startsAt), sessionMinutes).some((slot) => slot.starts_at === instant);
}

/** The refusal when a slot may not be booked now, or undefined when it may. */
export function bookingRefusal(availability: Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'>, startsAt: string, rules: SlotRules): string | undefined {
  if (!isOffered(availability, startsAt, rules.sessionMinutes)) return message('instructorNotTeaching');
  if (Date.parse(startsAt) < rules.now.getTime() + rules.leadHours * 60 * MINUTE) return message('privateBookingLead', { hours: rules.leadHours });
  return undefined;
}

/** The refusal when a booked class may no longer be cancelled or moved (settingPrivateClassRoom.cancel_hours), or undefined. */
export function cancelRefusal(session: Pick<TimeSlot, 'starts_at'>, cancelHours: number, now: Date): string | undefined {
  if (Date.parse(session.starts_at) - now.getTime() < cancelHours * 60 * MINUTE) return message('privateCancelCutOff', { hours: cancelHours });
  return undefined;
}

/** Whether an instructor's hours are well formed: start before end, times on the clock, at most 24:00. */
export function validHours({ start, end }: DayHours): boolean {
  const time = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;
  return time.test(start) && time.test(end) && start !== '24:00' && minutesOfDay(start) < minutesOfDay(end);
}
