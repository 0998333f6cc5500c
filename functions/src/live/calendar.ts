import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClassSession } from '@lm/shared';
import ical from 'ical-generator';
import { ConflictError, NotFoundError } from '../errors.js';
import type { RecordStore } from '../master-files/master-file.js';
import type { CalendarFeedRecord } from '../data/records/calendar-feed.js';
import type { SchedulePorts } from './schedule.js';

/**
 * Private calendar feeds (decision 0050): each person's class sessions, and a student's study
 * seats (decision 0052), as an ICS file at a secret
 * address, so a calendar app subscribes without signing in. The address carries the account id and
 * a secret kept under it; a new secret replaces the address.
 */
/** A seat in a branch's study room (decision 0052), as a calendar shows it. */
export interface CalendarStudySeat {
  branch_id: string;
  branch_name_th: string;
  branch_name_en: string;
  address: string;
  starts_at: string;
  ends_at: string;
}

export interface CalendarPorts extends Pick<SchedulePorts, 'sessions' | 'instructors' | 'now'> {
  feeds: RecordStore<CalendarFeedRecord>;
  /** A student's study seats starting in [from, to). */
  studySeats(userId: string, from: string, to: string): Promise<CalendarStudySeat[]>;
  /** The site's address, where the schedule pages are. */
  siteUrl: string;
  /** Where the API is reached from outside: the feed's address starts with it. */
  apiUrl: string;
}

const DAY_MS = 86_400_000;
/** A feed shows the sessions from this many days back to this many ahead. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;
const NO_FEED = 'No such calendar.';

const BANGKOK_ZONE = ['BEGIN:VTIMEZONE', 'TZID:Asia/Bangkok', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0700', 'TZOFFSETTO:+0700', 'TZNAME:+07', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n');

/** An instant as Bangkok wall-clock time (UTC+7, no daylight saving), for a TZID=Asia/Bangkok time. */
const bangkokLocal = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 19);

const tokenOf = (userId: string, secret: string) => `${Buffer.from(userId).toString('base64url')}_${secret}`;

/** The account and secret an address names, or nothing when it is not one. */
function parseToken(token: string): { userId: string; secret: string } | undefined {
  const name = token.replace(/\.ics$/, '');
  const cut = name.lastIndexOf('_');
  if (cut <= 0) return undefined;
  const secret = name.slice(cut + 1);
  const userId = Buffer.from(name.slice(0, cut), 'base64url').toString('utf8');
  return /^[0-9a-f]{32}$/.test(secret) && userId ? { userId, secret } : undefined;
}

const feedUrl = (ports: Pick<CalendarPorts, 'apiUrl'>, userId: string, secret: string) => `${ports.apiUrl.replace(/\/$/, '')}/public/calendar/${tokenOf(userId, secret)}.ics`;

async function save(ports: CalendarPorts, userId: string, existing: CalendarFeedRecord | undefined): Promise<CalendarFeedRecord> {
  const now = ports.now().toISOString();
  const record = { id: userId, secret: randomBytes(16).toString('hex'), created_at: existing?.created_at ?? now, updated_at: now };
  await ports.feeds.put(record, existing ? 'replace' : 'create');
  return record;
}

/** The caller's feed address, made on first asking. */
export async function myCalendarFeed(ports: CalendarPorts, userId: string): Promise<{ url: string }> {
  const record = (await ports.feeds.get(userId)) ?? (await firstFeed(ports, userId));
  return { url: feedUrl(ports, userId, record.secret) };
}

/** Two first asks at once (two tabs, a page and its widget) answer the address the first of them made. */
async function firstFeed(ports: CalendarPorts, userId: string): Promise<CalendarFeedRecord> {
  try {
    return await save(ports, userId, undefined);
  } catch (error) {
    const made = error instanceof ConflictError ? await ports.feeds.get(userId) : undefined;
    if (!made) throw error;
    return made;
  }
}

/** A new address; the old one is not found from now on. */
export async function rotateCalendarFeed(ports: CalendarPorts, userId: string): Promise<{ url: string }> {
  const record = await save(ports, userId, await ports.feeds.get(userId));
  return { url: feedUrl(ports, userId, record.secret) };
}

/** The sessions of a person: those they teach (through their instructor profiles) and those they hold a seat in. */
async function sessionsFor(ports: CalendarPorts, userId: string): Promise<ClassSession[]> {
  const now = ports.now().getTime();
  const from = new Date(now - PAST_DAYS * DAY_MS).toISOString();
  const to = new Date(now + AHEAD_DAYS * DAY_MS).toISOString();
  const profiles = await ports.instructors.profilesOf(userId);
  const [taught, seats] = await Promise.all([Promise.all(profiles.map((profile) => ports.sessions.ofInstructor(profile, from, to))), ports.sessions.seatsOf(userId, from, to)]);
  const booked = await ports.sessions.getMany(seats.map((seat) => seat.session_id));
  const all = new Map([...taught.flat(), ...booked.values()].map((session) => [session.id, session]));
  return [...all.values()].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/** The ICS text of the feed a secret address names; an unknown or replaced one is not found. */
export async function calendarFeedText(ports: CalendarPorts, token: string): Promise<string> {
  const parsed = parseToken(token);
  const record = parsed && (await ports.feeds.get(parsed.userId));
  if (!parsed || !record || record.secret.length !== parsed.secret.length || !timingSafeEqual(Buffer.from(record.secret), Buffer.from(parsed.secret))) throw new NotFoundError(NO_FEED);
  const calendar = ical({ name: 'ตารางเรียน / Class schedule', timezone: { name: 'Asia/Bangkok', generator: () => BANGKOK_ZONE }, ttl: 3600 });
  const site = ports.siteUrl.replace(/\/$/, '');
  const now = ports.now().getTime();
  const [sessions, seats] = await Promise.all([
    sessionsFor(ports, parsed.userId),
    ports.studySeats(parsed.userId, new Date(now - PAST_DAYS * DAY_MS).toISOString(), new Date(now + AHEAD_DAYS * DAY_MS).toISOString()),
  ]);
  for (const seat of seats) {
    const branch = [seat.branch_name_th, seat.branch_name_en].filter(Boolean).join(' / ') || seat.branch_id;
    calendar.createEvent({
      id: `${seat.branch_id}~${seat.starts_at}@study-seat`,
      start: bangkokLocal(seat.starts_at),
      end: bangkokLocal(seat.ends_at),
      timezone: 'Asia/Bangkok',
      summary: `ที่นั่งอ่านหนังสือ / Study seat: ${branch}`,
      location: seat.address || null,
      url: `${site}/myaccount/student/booking/${encodeURIComponent(seat.branch_id)}`,
    });
  }
  for (const session of sessions) {
    const title = [session.title_th, session.title_en].filter(Boolean).join(' / ') || (session.kind === 'private' ? 'คลาสส่วนตัว / Private class' : 'คลาสสด / Live class');
    calendar.createEvent({
      id: `${session.id}@class-session`,
      start: bangkokLocal(session.starts_at),
      end: bangkokLocal(session.ends_at),
      timezone: 'Asia/Bangkok',
      summary: session.status === 'cancelled' ? `ยกเลิก / Cancelled: ${title}` : title,
      url: `${site}/privateclass/open/${encodeURIComponent(session.id)}`,
      stamp: new Date(session.updated_at),
    });
  }
  return calendar.toString();
}
