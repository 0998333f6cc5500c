import {
  bangkokDate,
  bookingRefusal,
  cancelRefusal,
  freeSlots,
  isJoinable,
  joinWindow,
  ROLE,
  type AvailabilityInput,
  type AvailabilityView,
  message,
  type ClassSession,
  type InstructorSlots,
  type MessageCode,
  type MyPrivateClasses,
  type PrivateClassRow,
  type PrivateStudentView,
  type SessionSeat,
} from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { PrivateBookOutcome, PrivateBooking, PrivateClassPorts } from './private-class-ports.js';
import type { SessionStore } from './session-ports.js';

/** settingPrivateClassRoom as the rules read it. */
export interface PrivateClassSettings {
  enabled: boolean;
  session_minutes: number;
  booking_lead_hours: number;
  cancel_hours: number;
  max_students: number;
}

export interface PrivateClassContext extends PrivateClassPorts {
  sessions: SessionStore;
  settings: PrivateClassSettings;
  /** How early a room opens before its class: settingLiveroom's, which the room itself keeps to. */
  joinBeforeMinutes: number;
  now: Date;
}

const DAY = 24 * 60 * 60_000;
/** How far back and ahead the instructor's lists reach. */
const PAST_DAYS = 180;
const AHEAD_DAYS = 366;

const OUTCOME_MESSAGES: Record<Exclude<PrivateBookOutcome, 'booked'>, Extract<MessageCode, 'privateSlotTaken' | 'privateStudentBusy' | 'privateNoHours'>> = {
  instructorTaken: 'privateSlotTaken',
  studentTaken: 'privateStudentBusy',
  noHours: 'privateNoHours',
};

function refuse(outcome: PrivateBookOutcome | 'gone'): never {
  if (outcome === 'gone') throw new ConflictError(message('privateClassGone'));
  if (outcome === 'booked') throw new Error('A booked class is not refused.');
  throw new ConflictError(message(OUTCOME_MESSAGES[outcome]), outcome);
}

const noProfile = () => new NotFoundError(message('noInstructorProfile'));
const noInstructor = (id: string) => new NotFoundError(message('noneWithId', { what: 'instructor', id }));
const noClass = () => new NotFoundError(message('noPrivateClass'));

/** The caller's instructor profile: the first of the account's. */
async function myProfile(ctx: PrivateClassContext, userId: string) {
  const [id] = await ctx.instructors.profilesOf(userId);
  if (!id) throw noProfile();
  const profile = await ctx.instructors.get(id);
  if (!profile) throw noProfile();
  return profile;
}

const emptyAvailability = (instructorId: string) => ({ instructor_id: instructorId, weekly: [], dates_off: [], extra_hours: [], price_per_hour: 0, updated_at: '' });

export async function getMyTeachingTime(ctx: PrivateClassContext, caller: Caller): Promise<AvailabilityView> {
  const profile = await myProfile(ctx, caller.userId);
  const availability = (await ctx.store.availability(profile.id)) ?? emptyAvailability(profile.id);
  return { ...availability, instructor_name: profile.name, session_minutes: ctx.settings.session_minutes };
}

export async function saveMyTeachingTime(ctx: PrivateClassContext, caller: Caller, input: AvailabilityInput): Promise<AvailabilityView> {
  const profile = await myProfile(ctx, caller.userId);
  const sortByStart = <T extends { start: string }>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)) || a.start.localeCompare(b.start));
  const availability = {
    instructor_id: profile.id,
    weekly: sortByStart(
      input.weekly.map((hours) => ({ ...hours, weekday: hours.weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6 })),
      (hours) => String(hours.weekday),
    ),
    dates_off: [...new Set(input.dates_off)].sort(),
    extra_hours: sortByStart(input.extra_hours, (hours) => hours.date),
    price_per_hour: input.price_per_hour,
    updated_at: ctx.now.toISOString(),
  };
  await ctx.store.saveAvailability(availability);
  return { ...availability, instructor_name: profile.name, session_minutes: ctx.settings.session_minutes };
}

/** The instructor's scheduled sessions overlapping [from, to): private and live alike. */
async function busyTimes(ctx: PrivateClassContext, instructorId: string, from: number, to: number) {
  const sessions = await ctx.sessions.ofInstructor(instructorId, new Date(from - DAY).toISOString(), new Date(to).toISOString());
  return sessions.filter((session) => session.status === 'scheduled');
}

export async function listInstructorSlots(ctx: PrivateClassContext, caller: Caller | undefined, instructorId: string, query: { from?: string; days: number }): Promise<InstructorSlots> {
  const profile = await ctx.instructors.get(instructorId);
  if (!profile) throw noInstructor(instructorId);
  const availability = (await ctx.store.availability(instructorId)) ?? emptyAvailability(instructorId);
  const from = query.from ?? bangkokDate(ctx.now);
  const start = Date.parse(`${from}T00:00:00+07:00`);
  const busy = await busyTimes(ctx, instructorId, start, start + (query.days + 1) * DAY);
  const slots = ctx.settings.enabled
    ? freeSlots(availability, from, query.days, busy, { sessionMinutes: ctx.settings.session_minutes, leadHours: ctx.settings.booking_lead_hours, now: ctx.now })
    : [];
  return {
    instructor_id: profile.id,
    instructor_name: profile.name,
    avatar: profile.avatar,
    price_per_hour: availability.price_per_hour,
    session_minutes: ctx.settings.session_minutes,
    booking_lead_hours: ctx.settings.booking_lead_hours,
    from,
    days: query.days,
    slots,
    my_minutes: caller ? await ctx.store.minutes(caller.userId, instructorId) : 0,
  };
}

/** A new class at `startsAt` for the caller, checked against the rules and the instructor's other sessions. */
async function newBooking(ctx: PrivateClassContext, userId: string, instructorId: string, startsAt: string): Promise<PrivateBooking> {
  if (!ctx.settings.enabled) throw new ForbiddenError(message('privateClassesOff'));
  const profile = await ctx.instructors.get(instructorId);
  if (!profile) throw noInstructor(instructorId);
  const availability = (await ctx.store.availability(instructorId)) ?? emptyAvailability(instructorId);
  const minutes = ctx.settings.session_minutes;
  const refusal = bookingRefusal(availability, startsAt, { sessionMinutes: minutes, leadHours: ctx.settings.booking_lead_hours, now: ctx.now });
  if (refusal) throw new ConflictError(refusal, 'slotNotOffered');
  const starts = Date.parse(startsAt);
  const slot = { starts_at: new Date(starts).toISOString(), ends_at: new Date(starts + minutes * 60_000).toISOString() };
  // A live class or a class booked under another session length is not on this grid's locks.
  const busy = await busyTimes(ctx, instructorId, starts, starts + minutes * 60_000);
  if (busy.some((session) => session.starts_at < slot.ends_at && slot.starts_at < session.ends_at)) refuse('instructorTaken');
  const at = ctx.now.toISOString();
  const session: ClassSession = {
    id: randomUUID(),
    kind: 'private',
    title_th: `คลาสส่วนตัวกับ ${profile.name}`,
    title_en: `Private class with ${profile.name}`,
    instructor_id: profile.id,
    instructor_user_id: profile.user_id,
    course_id: null,
    source_id: null,
    ...slot,
    room_kind: 'room',
    capacity: ctx.settings.max_students,
    booked: 1,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
  const seat: SessionSeat = { session_id: session.id, user_id: userId, kind: 'private', ...slot, source: 'hours', order_id: null, booked_at: at };
  return { session, seat, minutes };
}

async function rowsOf(ctx: PrivateClassContext, pairs: readonly { session: ClassSession; userId: string }[]): Promise<PrivateClassRow[]> {
  const [instructors, names] = await Promise.all([ctx.instructors.getMany(pairs.map(({ session }) => session.instructor_id)), ctx.names(pairs.map(({ userId }) => userId))]);
  return pairs.map(({ session, userId }) => rowOf(ctx, session, userId, instructors.get(session.instructor_id)?.name ?? '', names.get(userId) ?? ''));
}

function rowOf(ctx: PrivateClassContext, session: ClassSession, userId: string, instructorName: string, studentName: string): PrivateClassRow {
  const past = Date.parse(session.ends_at) <= ctx.now.getTime();
  return {
    id: session.id,
    instructor_id: session.instructor_id,
    instructor_name: instructorName,
    student_id: userId,
    student_name: studentName,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    status: session.status,
    changeable: session.status === 'scheduled' && !cancelRefusal(session, ctx.settings.cancel_hours, ctx.now),
    past,
    opens_at: joinWindow(session, ctx.joinBeforeMinutes).opensAt,
    joinable: isJoinable(session, ctx.joinBeforeMinutes, ctx.now),
  };
}

const oneRow = async (ctx: PrivateClassContext, session: ClassSession, userId: string) => (await rowsOf(ctx, [{ session, userId }]))[0] as PrivateClassRow;

export async function bookPrivateClass(ctx: PrivateClassContext, caller: Caller, input: { instructor_id: string; starts_at: string }): Promise<PrivateClassRow> {
  const booking = await newBooking(ctx, caller.userId, input.instructor_id, input.starts_at);
  const outcome = await ctx.store.book(booking);
  if (outcome !== 'booked') refuse(outcome);
  return oneRow(ctx, booking.session, caller.userId);
}

/** The caller's own booked private class, or 404. */
async function myClass(ctx: PrivateClassContext, userId: string, sessionId: string) {
  const [session, seat] = await Promise.all([ctx.sessions.get(sessionId), ctx.sessions.seat(sessionId, userId)]);
  if (!session || session.kind !== 'private' || !seat) throw noClass();
  return session;
}

function requireChangeable(ctx: PrivateClassContext, session: ClassSession) {
  if (session.status !== 'scheduled') throw new ConflictError(message('privateClassGone'));
  const refusal = cancelRefusal(session, ctx.settings.cancel_hours, ctx.now);
  if (refusal) throw new ConflictError(refusal, 'tooLateToChange');
}

export async function cancelMyPrivateClass(ctx: PrivateClassContext, caller: Caller, sessionId: string): Promise<PrivateClassRow> {
  const session = await myClass(ctx, caller.userId, sessionId);
  requireChangeable(ctx, session);
  if (!(await ctx.store.cancel({ session, userId: caller.userId, minutes: minutesOf(session) }))) refuse('gone');
  return oneRow(ctx, { ...session, status: 'cancelled' }, caller.userId);
}

const minutesOf = (session: ClassSession) => Math.round((Date.parse(session.ends_at) - Date.parse(session.starts_at)) / 60_000);

export async function rescheduleMyPrivateClass(ctx: PrivateClassContext, caller: Caller, sessionId: string, startsAt: string): Promise<PrivateClassRow> {
  const session = await myClass(ctx, caller.userId, sessionId);
  requireChangeable(ctx, session);
  if (Date.parse(startsAt) === Date.parse(session.starts_at)) throw new ConflictError(message('privateSameTime'));
  const booking = await newBooking(ctx, caller.userId, session.instructor_id, startsAt);
  // The old class's minutes come back in the same write that takes the new one's.
  const outcome = await ctx.store.reschedule({ session, userId: caller.userId, minutes: minutesOf(session) }, booking);
  if (outcome !== 'booked') refuse(outcome);
  return oneRow(ctx, booking.session, caller.userId);
}

export async function listMyPrivateClasses(ctx: PrivateClassContext, caller: Caller): Promise<MyPrivateClasses> {
  const seats = (await ctx.sessions.seatsOf(caller.userId)).filter((seat) => seat.kind === 'private');
  const sessions = await ctx.sessions.getMany(seats.map((seat) => seat.session_id));
  const rows = await rowsOf(
    ctx,
    seats.flatMap((seat) => {
      const session = sessions.get(seat.session_id);
      return session ? [{ session, userId: caller.userId }] : [];
    }),
  );
  const balances = await ctx.store.hoursOf(caller.userId);
  const instructors = await ctx.instructors.getMany(balances.map((row) => row.instructor_id));
  const prices = await Promise.all(balances.map(async (row) => (await ctx.store.availability(row.instructor_id))?.price_per_hour ?? 0));
  return {
    hours: balances.map((row, index) => ({ ...row, instructor_name: instructors.get(row.instructor_id)?.name ?? '', price_per_hour: prices[index] ?? 0 })),
    rows: [...rows.filter((row) => !row.past).sort((a, b) => a.starts_at.localeCompare(b.starts_at)), ...rows.filter((row) => row.past).sort((a, b) => b.starts_at.localeCompare(a.starts_at))],
    session_minutes: ctx.settings.session_minutes,
    cancel_hours: ctx.settings.cancel_hours,
  };
}

/** Private sessions of the given instructor profiles, each with its student. */
async function taughtClasses(ctx: PrivateClassContext, profileIds: readonly string[]) {
  const from = new Date(ctx.now.getTime() - PAST_DAYS * DAY).toISOString();
  const to = new Date(ctx.now.getTime() + AHEAD_DAYS * DAY).toISOString();
  const sessions = (await Promise.all(profileIds.map((id) => ctx.sessions.ofInstructor(id, from, to)))).flat().filter((session) => session.kind === 'private');
  const withStudents = await Promise.all(sessions.map(async (session) => (await ctx.sessions.seats(session.id)).map((seat) => ({ session, userId: seat.user_id }))));
  return withStudents.flat().sort((a, b) => a.session.starts_at.localeCompare(b.session.starts_at));
}

export async function listTeachingPrivateClasses(ctx: PrivateClassContext, caller: Caller) {
  const profiles = await ctx.instructors.profilesOf(caller.userId);
  return { rows: await rowsOf(ctx, await taughtClasses(ctx, profiles)) };
}

export async function listTeachingPrivateStudents(ctx: PrivateClassContext, caller: Caller) {
  const rows = (await listTeachingPrivateClasses(ctx, caller)).rows.filter((row) => row.status === 'scheduled');
  const students = new Map<string, { id: string; name: string; upcoming: number; past: number }>();
  for (const row of rows) {
    const student = students.get(row.student_id) ?? { id: row.student_id, name: row.student_name, upcoming: 0, past: 0 };
    student[row.past ? 'past' : 'upcoming'] += 1;
    students.set(row.student_id, student);
  }
  return { rows: [...students.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The instructor cancels one of their classes before it starts; the student gets the minutes back. */
export async function cancelTeachingPrivateClass(ctx: PrivateClassContext, caller: Caller, sessionId: string): Promise<PrivateClassRow> {
  const session = await ctx.sessions.get(sessionId);
  if (!session || session.kind !== 'private' || !session.instructor_user_id || session.instructor_user_id !== caller.userId) throw noClass();
  if (session.status !== 'scheduled') throw new ConflictError(message('privateClassGone'));
  if (Date.parse(session.starts_at) <= ctx.now.getTime()) throw new ConflictError(message('privateStarted'), 'tooLateToChange');
  const [seat] = await ctx.sessions.seats(sessionId);
  if (!seat) throw noClass();
  if (!(await ctx.store.cancel({ session, userId: seat.user_id, minutes: minutesOf(session) }))) refuse('gone');
  return oneRow(ctx, { ...session, status: 'cancelled' }, seat.user_id);
}

/**
 * `/private/students/{id}`: one student's private classes with the caller (all of them for an
 * administrator). A student the caller has no class with is not found, as if there were none.
 */
export async function getPrivateStudent(ctx: PrivateClassContext, caller: Caller, studentId: string): Promise<PrivateStudentView> {
  const isAdmin = caller.roleId === ROLE.admin;
  const seats = (await ctx.sessions.seatsOf(studentId)).filter((seat) => seat.kind === 'private');
  const sessions = await ctx.sessions.getMany(seats.map((seat) => seat.session_id));
  const mine = [...sessions.values()].filter((session) => isAdmin || (session.instructor_user_id !== '' && session.instructor_user_id === caller.userId));
  if (mine.length === 0) throw new NotFoundError(message('noPrivateStudent'));
  const rows = await rowsOf(
    ctx,
    mine.sort((a, b) => b.starts_at.localeCompare(a.starts_at)).map((session) => ({ session, userId: studentId })),
  );
  return { id: studentId, name: rows[0]?.student_name ?? '', rows };
}

/** An administrator's credit (or take-back) of whole hours. */
export async function creditPrivateHours(ctx: PrivateClassContext, input: { user_id: string; instructor_id: string; hours: number }) {
  if (!(await ctx.instructors.get(input.instructor_id))) throw noInstructor(input.instructor_id);
  if ((await ctx.names([input.user_id])).size === 0) throw new NotFoundError(message('noneWithId', { what: 'user', id: input.user_id }));
  const minutes = await ctx.store.credit(input.user_id, input.instructor_id, input.hours * 60);
  if (minutes === undefined) throw new ConflictError(message('studentLacksHours'));
  return { user_id: input.user_id, instructor_id: input.instructor_id, minutes };
}
