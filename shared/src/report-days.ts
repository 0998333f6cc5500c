import { bangkokDay } from './commerce/pricing.js';

/**
 * The days and months of the back office's reports (attendance, instructor pay, sales): Asia/Bangkok
 * days as YYYY-MM-DD and months as YYYY-MM, computed in UTC so no machine's time zone enters.
 */

const DAY_MS = 86_400_000;

/** The instant a Bangkok day starts, ISO 8601 UTC. */
export const bangkokDayStart = (day: string): string => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();
/** The day after `day`. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** The instants the Bangkok days from `from` to `to` span: the first's start, and the start of the day after the last (the end, excluded). */
export const dayInstants = ({ from, to }: { from: string; to: string }): readonly [string, string] => [bangkokDayStart(from), bangkokDayStart(nextDay(to))];
/** The day `count` days before `day`. */
export const daysBefore = (day: string, count: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);

/** A report's Bangkok days: `from` to `to`, both included; the last `defaultDays` to today unless said; swapped when given backwards. */
export function reportDays(query: { from?: string | undefined; to?: string | undefined }, now: Date, defaultDays: number): { from: string; to: string } {
  const to = query.to ?? bangkokDay(now);
  const from = query.from ?? daysBefore(to, defaultDays - 1);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The first day of the month `count - 1` months before `day`'s, YYYY-MM-DD. */
export function monthsBack(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - (count - 1), 1)).toISOString().slice(0, 10);
}

/** A monthly report's days: from the first of the month `months - 1` months back unless said, to today unless said. */
export const reportMonths = (query: { from?: string | undefined; to?: string | undefined }, now: Date, months: number) =>
  reportDays({ from: query.from ?? monthsBack(query.to ?? bangkokDay(now), months), to: query.to }, now, 1);

/** The days from `from` to `to` (YYYY-MM-DD), newest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let cursor = to; cursor >= from; cursor = daysBefore(cursor, 1)) days.push(cursor);
  return days;
}

/** The months from `from` (YYYY-MM-DD) to `to`, YYYY-MM, newest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let cursor = to.slice(0, 7); cursor >= from.slice(0, 7); ) {
    months.push(cursor);
    const [year, month] = cursor.split('-').map(Number) as [number, number];
    cursor = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  }
  return months;
}
