import * as z from 'zod';
import { message } from '../api/messages.js';
import { day, flag, json, languageText, satang, stamps, text, wholeNumber } from '../api/schemas/common.js';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';
import { LIVE_ROOM_REPEATS, ROOM_KINDS, SEAT_SOURCES } from './session.js';

/**
 * Live rooms (../shared/SPEC.md §1 "live rooms with bookings"; decision 0047): a scheduled class
 * of a course or on its own, with its instructor, its times on Bangkok's clock, its seats and its
 * price, held once or weekly. Its occurrences are class sessions students book seats of.
 */

/** Weekdays as iCalendar names them (RFC 5545 BYDAY). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The most occurrences one live room holds. */
export const MAX_OCCURRENCES = 200;



/** A time of day on Bangkok's clock, HH:mm. */
const clock = (label: string) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time of day (HH:mm, 00:00 to 23:59).`);

const optionalDay = (label: string) => z.union([z.literal(''), day(label)], { error: `${label} must be a date (YYYY-MM-DD), or empty.` }).default('');

/** A live room as its form sends it. Times are Bangkok's: 19:00 is 12:00 UTC. */
export const liveRoomInput = z
  .strictObject({
    title_th: languageText('title_th', 200),
    title_en: languageText('title_en', 200),
    /** The course it belongs to ('' for a class on its own): its students book it free. */
    course_id: z.string({ error: message('notText', { label: 'course_id' }) }).trim().max(64, message('tooLong', { label: 'course_id' })).default(''),
    /** The instructor's profile. */
    instructor_id: text('instructor_id', 64),
    /** The (first) day, in Bangkok. */
    start_date: day('start_date'),
    start_time: clock('start_time'),
    /** An end time earlier than the start time ends the next day. */
    end_time: clock('end_time'),
    capacity: wholeNumber('capacity', 1, 1000),
    /** A seat's price in satang; 0 for a free class. */
    price: satang('price').default(0),
    room_kind: z.enum(ROOM_KINDS, { error: `room_kind must be one of ${ROOM_KINDS.join(', ')}.` }).default('room'),
    repeat: z.enum(LIVE_ROOM_REPEATS, { error: `repeat must be one of ${LIVE_ROOM_REPEATS.join(', ')}.` }).default('none'),
    /** The weekdays of a weekly live room, in Bangkok. */
    weekdays: json(z.array(z.enum(WEEKDAYS, { error: `Each weekday must be one of ${WEEKDAYS.join(', ')}.` }), { error: 'weekdays must be a list of weekdays.' })).default([]),
    /** The last day of a weekly live room ('' when `count` ends it). */
    until_date: optionalDay('until_date'),
    /** How many times a weekly live room is held (0 when `until_date` ends it). */
    count: wholeNumber('count', 0, MAX_OCCURRENCES).default(0),
    /** Days (Bangkok) a weekly live room is not held. */
    exception_dates: json(z.array(day('exception_dates'), { error: 'exception_dates must be a list of dates.' }).max(MAX_OCCURRENCES, `exception_dates holds at most ${MAX_OCCURRENCES} dates.`)).default([]),
    published: flag.default(false),
  })
  .refine((room) => room.title_th !== '' || room.title_en !== '', { path: ['title_en'], message: message('required', { label: 'title' }) })
  .refine((room) => room.start_time !== room.end_time, { path: ['end_time'], message: 'end_time must differ from start_time.' })
  .refine((room) => room.repeat === 'none' || room.weekdays.length > 0, { path: ['weekdays'], message: 'A weekly live room needs at least one weekday.' })
  .refine((room) => room.repeat === 'none' || room.until_date !== '' || room.count > 0, { path: ['until_date'], message: 'A weekly live room needs a last day (until_date) or a number of times (count).' })
  .refine((room) => room.until_date === '' || room.until_date >= room.start_date, { path: ['until_date'], message: 'until_date cannot be before start_date.' });
export type LiveRoomInput = z.output<typeof liveRoomInput>;
export const liveRoom = z.object({ ...liveRoomInput.shape, ...stamps });
export type LiveRoom = z.infer<typeof liveRoom>;
export const LIVE_ROOM_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('title_th', 'string'),
  column('title_en', 'string'),
  column('course_id', 'string'),
  column('instructor_id', 'string'),
  column('start_date', 'string'),
  column('start_time', 'string'),
  column('end_time', 'string'),
  column('capacity', 'number'),
  column('price', 'number'),
  column('room_kind', 'string'),
  column('repeat', 'string'),
  column('published', 'boolean'),
];
export const liveRoomTable = tablePage(liveRoom);

/** One occurrence of a live room, as the room's panel and the student and instructor lists show it. */
export const liveClass = z.object({
  session_id: z.string(),
  room_id: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  course_id: z.string().nullable(),
  instructor_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  room_kind: z.enum(ROOM_KINDS),
  capacity: z.number(),
  booked: z.number(),
  seats_left: z.number(),
  /** A seat's price in satang; 0 when free. */
  price: z.number(),
  cancelled: z.boolean(),
});
export type LiveClass = z.infer<typeof liveClass>;
export const liveClassList = z.object({ classes: z.array(liveClass) });

/** A live class the caller booked, with what they may do with it now. */
export const myLiveClass = liveClass.extend({
  source: z.enum(SEAT_SOURCES),
  order_id: z.string().nullable(),
  booked_at: z.string(),
  /** Until when it may be cancelled (settingLiveroom's `cancel_hours`), and whether it may be now. */
  cancel_until: z.string(),
  can_cancel: z.boolean(),
  /** The room opens at (settingLiveroom's `join_before_minutes` early) and is open now. */
  opens_at: z.string(),
  joinable: z.boolean(),
  /** A broadcast with a recording to watch (decision 0054). */
  recorded: z.boolean(),
});
export type MyLiveClass = z.infer<typeof myLiveClass>;
export const myLiveClassList = z.object({ upcoming: z.array(myLiveClass), past: z.array(myLiveClass) });

/** The public list: upcoming published classes, and for a signed-in student which they may book free. */
export const liveClassesQuery = z.strictObject({
  course_id: z.string().trim().max(64, message('tooLong', { label: 'course_id' })).optional(),
});
export const liveClassParams = z.strictObject({ id: text('id', 64) });

/** A seat of the bookings master file: its id is `{session}~{student}`. */
export const liveRoomBooking = z.object({
  id: z.string(),
  session_id: z.string(),
  room_id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  user_id: z.string(),
  student: z.string(),
  source: z.enum(SEAT_SOURCES),
  order_id: z.string(),
  booked_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LiveRoomBooking = z.infer<typeof liveRoomBooking>;
export const LIVE_ROOM_BOOKING_COLUMNS: readonly TableColumn[] = [
  column('title', 'string'),
  column('starts_at', 'string'),
  column('student', 'string'),
  column('user_id', 'string'),
  column('source', 'string'),
  column('order_id', 'string'),
  column('booked_at', 'string'),
  column('session_id', 'string'),
  column('room_id', 'string'),
];
export const liveRoomBookingTable = tablePage(liveRoomBooking);

/** An upcoming class as the booking form picks one: its session id, titles, start and seats left. */
export const liveClassChoice = z.object({ id: z.string(), title_th: z.string(), title_en: z.string(), starts_at: z.string(), seats_left: z.number() });
export type LiveClassChoice = z.infer<typeof liveClassChoice>;
export const LIVE_CLASS_CHOICE_COLUMNS: readonly TableColumn[] = [column('id', 'string', false), column('title_th', 'string'), column('title_en', 'string'), column('starts_at', 'string'), column('seats_left', 'number')];
export const liveClassChoiceTable = tablePage(liveClassChoice);
/** An administrator seats a student in an occurrence. */
export const liveRoomBookingInput = z.strictObject({
  session_id: text('session_id', 64),
  user_id: text('user_id', 64),
});
export const liveRoomBookingParams = z.strictObject({ id: text('id', 140) });
/** SPEC §7 DELETE /api/liveroombooking: the seats' ids (`{session}~{student}`, longer than a record's id). */
export const bookingIds = z.strictObject({
  ids: json(
    z
      .array(z.string({ error: 'ids must be a list of ids.' }).trim().min(1, 'ids must be a list of ids.').max(140, 'A booking id is at most 140 characters.'), { error: 'ids must be a list of ids.' })
      .min(1, 'ids must name at least one item.')
      .max(100, 'At most 100 ids at once.'),
  ),
});
/** A seat's id in the bookings master file. */
export const bookingId = (sessionId: string, userId: string) => `${sessionId}~${userId}`;
export const bookingKey = (id: string): { sessionId: string; userId: string } | undefined => {
  const [sessionId, userId, ...rest] = id.split('~');
  return sessionId && userId && rest.length === 0 ? { sessionId, userId } : undefined;
};
