/**
 * Days and times in Asia/Bangkok (UTC+7, no daylight saving), whatever the browser's own zone:
 * the schedules show and ask for Bangkok days (decision 0050).
 */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Bangkok day of an instant, YYYY-MM-DD. */
export const bangkokDayOf = (at: Date | string): string => new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Today in Bangkok, YYYY-MM-DD. */
export const bangkokToday = (): string => bangkokDayOf(new Date());

/** A day moved by `count` days. */
export const addDays = (day: string, count: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday of `day`'s week. */
export const weekStart = (day: string): string => addDays(day, -((weekday(day) + 6) % 7));

/** The first of `day`'s month. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of `day`'s month. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A month moved by `count` months, on its first day. */
export function addMonths(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 10);
}

const locale = (language: string) => (language === 'th' ? 'th-TH' : 'en-GB');

/** 09:30, Bangkok time. */
export const timeText = (at: string, language: string) => new Date(at).toLocaleTimeString(locale(language), { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' });

/** A day as a heading says it. */
export const dayText = (day: string, language: string, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale(language), { timeZone: 'UTC', ...options });

/** A month (YYYY-MM) as a heading says it. */
export const monthText = (month: string, language: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale(language), { timeZone: 'UTC', month: 'long', year: 'numeric' });

