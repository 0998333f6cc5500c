import {
  bahtText,
  bookingId,
  bookingKey,
  cancelDeadline,
  joinWindow,
  isJoinable,
  LIVE_CLASS_CHOICE_COLUMNS,
  LIVE_ROOM_BOOKING_COLUMNS,
  LIVE_ROOM_COLUMNS,
  mayCancel,
  message,
  seatsLeft,
  utcToBangkok,
  type ClassSession,
  type LiveClass,
  type LiveClassChoice,
  type LiveRoom,
  type LiveRoomBooking,
  type LiveRoomInput,
  type MyLiveClass,
  type SessionSeat,
  type TablePage,
  type TableQuery,
} from '@lm/shared';
import { liveRoomRecords } from '../data/records/live-room.js';
import { CannotDeleteError, ConflictError, ForbiddenError, NotFoundError, ValidationError, invalidField } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { keptAs, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import { tablePageOf } from '../tables/table-query.js';
import { occurrencesOf } from './live-room-occurrences.js';
import { routes } from './routes.js';
import type { SessionStore } from './session-ports.js';

/** What live rooms and their bookings read beyond their records (decision 0047). */
export interface LiveRoomPorts extends RecordPorts {
  sessions: SessionStore;
  /** The account an instructor profile links to ('' for none); undefined when there is no such profile. */
  instructorAccount(profileId: string): Promise<string | undefined>;
  /** The instructor profiles an account holds. */
  profilesOf(userId: string): Promise<string[]>;
  courseExists(courseId: string): Promise<boolean>;
  enrolled(userId: string, courseId: string): Promise<boolean>;
  /** Accounts' names ("firstname lastname", or the username), of those that exist. */
  namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /** settingLiveroom's cut-off and join window. */
  settings(): Promise<{ cancelHours: number; joinBeforeMinutes: number }>;
  /** Which of these broadcast sessions have a recording (decision 0054). */
  recordedSessions(sessionIds: readonly string[]): Promise<Set<string>>;
}

const when = (iso: string) => {
  const { day, time } = utcToBangkok(iso);
  return `${day} ${time}`;
};
const titleOf = (session: Pick<ClassSession, 'title_th' | 'title_en'>) => session.title_th || session.title_en;

/** How a saved live room changes its sessions: those to write and those to drop, or why it may not. */
export interface SessionPlan {
  save: ClassSession[];
  remove: string[];
  refusal: string | null;
}

/**
 * The sessions a live room's schedule comes to (decision 0047). Only classes not yet started
 * change: one still falling keeps its id and seats and takes the room's new details; one no
 * longer falling is dropped, unless it has seats; a class shrunk below its seats is refused.
 */
export function planSessions(room: LiveRoom, existing: readonly ClassSession[], instructorUserId: string, now: Date, newId: () => string): SessionPlan {
  const stamp = now.toISOString();
  const upcoming = existing.filter((session) => Date.parse(session.starts_at) > now.getTime());
  const byStart = new Map(upcoming.map((session) => [session.starts_at, session]));
  const wanted = occurrencesOf(room).filter((occurrence) => Date.parse(occurrence.starts_at) > now.getTime());
  const falling = new Set(wanted.map((occurrence) => occurrence.starts_at));
  const details = {
    title_th: room.title_th,
    title_en: room.title_en,
    instructor_id: room.instructor_id,
    instructor_user_id: instructorUserId,
    course_id: room.course_id || null,
    room_kind: room.room_kind,
    capacity: room.capacity,
  };
  const save = wanted.map((occurrence): ClassSession => {
    const kept = byStart.get(occurrence.starts_at);
    return kept
      ? { ...kept, ...details, ends_at: occurrence.ends_at, updated_at: stamp }
      : {
          id: newId(),
          kind: 'live',
          ...details,
          source_id: room.id,
          starts_at: occurrence.starts_at,
          ends_at: occurrence.ends_at,
          booked: 0,
          status: 'scheduled',
          created_at: stamp,
          updated_at: stamp,
        };
  });
  const dropped = upcoming.filter((session) => !falling.has(session.starts_at));
  const bookedDropped = dropped.find((session) => session.booked > 0);
  const shrunk = save.find((session) => session.capacity < session.booked);
  const refusal = bookedDropped
    ? `The class of ${when(bookedDropped.starts_at)} (Bangkok) has ${bookedDropped.booked} booked seat(s): keep it in the schedule, or remove its bookings first.`
    : shrunk
      ? `The capacity cannot be below the ${shrunk.booked} seats booked for the class of ${when(shrunk.starts_at)} (Bangkok).`
      : null;
  return { save, remove: dropped.map((session) => session.id), refusal };
}

async function instructorUserOf(ports: LiveRoomPorts, profileId: string): Promise<string> {
  const account = await ports.instructorAccount(profileId);
  if (account === undefined) throw invalidField('instructor_id', message('noneWithThisId', { what: 'instructor' }));
  return account;
}

/** Live rooms (../shared/SPEC.md §7 DELETE /api/liveroom): saving one writes its occurrences as class sessions. */
export const liveRooms: MasterFile<LiveRoom, LiveRoomPorts, LiveRoomInput> = {
  what: 'live room',
  store: keptAs(liveRoomRecords),
  routes: { list: routes.listLiveRooms, get: routes.getLiveRoom, create: routes.createLiveRoom, update: routes.updateLiveRoom, remove: routes.deleteLiveRooms },
  columns: LIVE_ROOM_COLUMNS,
  async prepare(ports, input, id) {
    const instructorUserId = await instructorUserOf(ports, input.instructor_id);
    if (input.course_id && !(await ports.courseExists(input.course_id))) throw invalidField('course_id', message('noneWithThisId', { what: 'course' }));
    if (id) {
      const room = { ...input, id, created_at: '', updated_at: '' };
      const { refusal } = planSessions(room, await ports.sessions.ofSource(id), instructorUserId, ports.now(), ports.newId);
      if (refusal) throw new ValidationError(refusal, { start_date: [refusal] });
    }
    return input;
  },
  async saved(ports, room) {
    const plan = planSessions(room, await ports.sessions.ofSource(room.id), await instructorUserOf(ports, room.instructor_id), ports.now(), ports.newId);
    await ports.sessions.save(plan.save);
    // Only classes without seats are dropped (the plan refused the others before the room was
    // saved); each delete is conditional, so a seat taken since then keeps its class.
    await ports.sessions.removeUnbooked(plan.remove);
  },
  async beforeDelete(ports, ids) {
    for (const id of ids) {
      const booked = (await ports.sessions.ofSource(id)).filter((session) => session.booked > 0);
      if (!booked.length) continue;
      const room = await ports.records(liveRoomRecords).get(id);
      const seats = booked.reduce((sum, session) => sum + session.booked, 0);
      throw new CannotDeleteError(`live room ${room?.title_en || room?.title_th || id}: ${seats} seat(s) are booked in its classes.`);
    }
  },
  async deleted(ports, ids) {
    for (const id of ids) await ports.sessions.remove((await ports.sessions.ofSource(id)).map((session) => session.id));
  },
};

export const liveRoomFiles = [liveRooms] as const;

export function liveClassOf(session: ClassSession, room: Pick<LiveRoom, 'id' | 'price'> | undefined): LiveClass {
  return {
    session_id: session.id,
    room_id: session.source_id ?? '',
    title_th: session.title_th,
    title_en: session.title_en,
    course_id: session.course_id,
    instructor_id: session.instructor_id,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    room_kind: session.room_kind,
    capacity: session.capacity,
    booked: session.booked,
    seats_left: seatsLeft(session),
    price: room?.price ?? 0,
    cancelled: session.status !== 'scheduled',
  };
}

const roomsById = async (ports: LiveRoomPorts) => new Map((await ports.records(liveRoomRecords).list()).map((room) => [room.id, room]));
const byStart = (a: { starts_at: string }, b: { starts_at: string }) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0);

/** A live room's occurrences, with their seats (the admin's panel). */
export async function roomSessions(ports: LiveRoomPorts, roomId: string): Promise<{ classes: LiveClass[] }> {
  const room = await ports.records(liveRoomRecords).get(roomId);
  if (!room) throw new NotFoundError(message('noneWithId', { what: 'live room', id: roomId }));
  return { classes: (await ports.sessions.ofSource(roomId)).sort(byStart).map((session) => liveClassOf(session, room)) };
}

/** The classes of `rooms` still to come, by start. */
async function comingClasses(ports: LiveRoomPorts, rooms: readonly LiveRoom[]): Promise<LiveClass[]> {
  const now = ports.now();
  const classes = await Promise.all(
    rooms.map(async (room) =>
      (await ports.sessions.ofSource(room.id, now.toISOString()))
        .filter((session) => session.status === 'scheduled' && Date.parse(session.starts_at) > now.getTime())
        .map((session) => liveClassOf(session, room)),
    ),
  );
  return classes.flat().sort(byStart);
}

/** Upcoming classes of published live rooms, by start (the storefront and the student's list). */
export async function upcomingClasses(ports: LiveRoomPorts, courseId?: string): Promise<{ classes: LiveClass[] }> {
  const rooms = (await ports.records(liveRoomRecords).list()).filter((room) => room.published && (!courseId || room.course_id === courseId));
  return { classes: await comingClasses(ports, rooms) };
}

/** The classes still to come of every live room, by start: what the back office may seat a student in. */
export async function classChoices(ports: LiveRoomPorts, query: TableQuery): Promise<TablePage<LiveClassChoice>> {
  const rows = (await comingClasses(ports, await ports.records(liveRoomRecords).list())).map(({ session_id, title_th, title_en, starts_at, seats_left }) => ({ id: session_id, title_th, title_en, starts_at, seats_left }));
  return tablePageOf(rows, query, LIVE_CLASS_CHOICE_COLUMNS);
}

function myClassOf(seat: SessionSeat, session: ClassSession, room: LiveRoom | undefined, settings: { cancelHours: number; joinBeforeMinutes: number }, now: Date, recorded = false): MyLiveClass {
  return {
    ...liveClassOf(session, room),
    source: seat.source,
    order_id: seat.order_id,
    booked_at: seat.booked_at,
    cancel_until: cancelDeadline(session.starts_at, settings.cancelHours),
    can_cancel: seat.source !== 'order' && session.status === 'scheduled' && mayCancel(session.starts_at, settings.cancelHours, now),
    opens_at: joinWindow(session, settings.joinBeforeMinutes).opensAt,
    joinable: isJoinable(session, settings.joinBeforeMinutes, now),
    recorded,
  };
}

/** The caller's live classes: upcoming (not yet ended) by start, and past, latest first. */
export async function myClasses(ports: LiveRoomPorts, caller: Pick<Caller, 'userId'>): Promise<{ upcoming: MyLiveClass[]; past: MyLiveClass[] }> {
  const now = ports.now();
  const seats = await ports.sessions.seatsOf(caller.userId);
  const [sessions, rooms, settings] = await Promise.all([ports.sessions.getMany(seats.map((seat) => seat.session_id)), roomsById(ports), ports.settings()]);
  // Broadcasts and Zoom meetings are what providers record (decision 0054).
  const recordable = [...sessions.values()].filter((session) => (session.room_kind === 'broadcast' || session.room_kind === 'zoom') && Date.parse(session.starts_at) <= now.getTime()).map((session) => session.id);
  const recorded = recordable.length ? await ports.recordedSessions(recordable) : new Set<string>();
  const mine = seats.flatMap((seat) => {
    const session = sessions.get(seat.session_id);
    return session?.kind === 'live' ? [myClassOf(seat, session, rooms.get(session.source_id ?? ''), settings, now, recorded.has(session.id))] : [];
  });
  return {
    upcoming: mine.filter((one) => Date.parse(one.ends_at) > now.getTime()).sort(byStart),
    past: mine.filter((one) => Date.parse(one.ends_at) <= now.getTime()).sort((a, b) => byStart(b, a)),
  };
}

async function bookableSession(ports: LiveRoomPorts, sessionId: string): Promise<{ session: ClassSession; room: LiveRoom }> {
  const session = await ports.sessions.get(sessionId);
  const room = session?.kind === 'live' && session.source_id ? await ports.records(liveRoomRecords).get(session.source_id) : undefined;
  if (!session || !room) throw new NotFoundError(message('noLiveClass'));
  return { session, room };
}

const refusalOf = (outcome: 'full' | 'taken' | 'closed', session: ClassSession) =>
  outcome === 'full'
    ? new ConflictError(message('classFull', { title: titleOf(session), when: when(session.starts_at) }), 'classFull')
    : outcome === 'taken'
      ? new ConflictError(message('classBookedAlready', { title: titleOf(session), when: when(session.starts_at) }), 'alreadyBooked')
      : new ConflictError(message('classCancelled'), 'sessionCancelled');

/**
 * A student books a seat directly (decision 0047): a free class, or one included with a course
 * they are enrolled in. A paid seat goes through the cart, so checkout holds it and payment
 * seats them.
 */
export async function bookClass(ports: LiveRoomPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<MyLiveClass> {
  const { session, room } = await bookableSession(ports, sessionId);
  const now = ports.now();
  if (!room.published) throw new NotFoundError(message('noLiveClass'));
  if (session.status !== 'scheduled') throw refusalOf('closed', session);
  if (Date.parse(session.starts_at) <= now.getTime()) throw new ConflictError(message('classStarted'), 'classStarted');
  const included = !!room.course_id && (await ports.enrolled(caller.userId, room.course_id));
  if (room.price > 0 && !included)
    throw new ConflictError(message('classSeatCosts', { price: bahtText(room.price) }), 'paidSeat');
  const seat: SessionSeat = {
    session_id: session.id,
    user_id: caller.userId,
    kind: 'live',
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    source: 'direct',
    order_id: null,
    booked_at: now.toISOString(),
  };
  const outcome = await ports.sessions.book(seat);
  if (outcome !== 'booked') throw refusalOf(outcome, session);
  return myClassOf(seat, { ...session, booked: session.booked + 1 }, room, await ports.settings(), now);
}

/** A student gives back their own seat, up to settingLiveroom's cut-off; a paid seat goes back through a refund of its order. */
export async function cancelClass(ports: LiveRoomPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<{ success: true; ok: true }> {
  const [seat, session, settings] = await Promise.all([ports.sessions.seat(sessionId, caller.userId), ports.sessions.get(sessionId), ports.settings()]);
  if (!seat || session?.kind !== 'live') throw new NotFoundError(message('noClassSeat'));
  if (seat.source === 'order') throw new ConflictError(message('classSeatPaid'), 'paidSeat');
  if (!mayCancel(session.starts_at, settings.cancelHours, ports.now()))
    throw new ForbiddenError(message('classCancelCutOff', { hours: settings.cancelHours }), 'cancelClosed');
  await ports.sessions.cancel(sessionId, caller.userId);
  return { success: true, ok: true };
}

/** The caller's live classes as their instructor: those not yet ended, by start. */
export async function teachingClasses(ports: LiveRoomPorts, caller: Pick<Caller, 'userId'>): Promise<{ classes: LiveClass[] }> {
  const now = ports.now();
  const from = new Date(now.getTime() - 86_400_000).toISOString();
  const [profiles, rooms] = await Promise.all([ports.profilesOf(caller.userId), roomsById(ports)]);
  const sessions = (await Promise.all(profiles.map((profile) => ports.sessions.ofInstructor(profile, from, '9999')))).flat();
  return {
    classes: sessions
      .filter((session) => session.kind === 'live' && Date.parse(session.ends_at) > now.getTime())
      .sort(byStart)
      .map((session) => liveClassOf(session, rooms.get(session.source_id ?? ''))),
  };
}

// The bookings master file.

async function bookingRows(ports: LiveRoomPorts): Promise<LiveRoomBooking[]> {
  const rooms = await ports.records(liveRoomRecords).list();
  const sessions = (await Promise.all(rooms.map((room) => ports.sessions.ofSource(room.id)))).flat();
  const seats = (await Promise.all(sessions.filter((session) => session.booked > 0).map((session) => ports.sessions.seats(session.id)))).flat();
  const names = await ports.namesOf([...new Set(seats.map((seat) => seat.user_id))]);
  const sessionsById = new Map(sessions.map((session) => [session.id, session]));
  return seats.map((seat) => {
    const session = sessionsById.get(seat.session_id)!;
    return {
      id: bookingId(seat.session_id, seat.user_id),
      session_id: seat.session_id,
      room_id: session.source_id ?? '',
      title: titleOf(session),
      starts_at: session.starts_at,
      user_id: seat.user_id,
      student: names.get(seat.user_id) ?? seat.user_id,
      source: seat.source,
      order_id: seat.order_id ?? '',
      booked_at: seat.booked_at,
      created_at: seat.booked_at,
      updated_at: seat.booked_at,
    };
  });
}

/** A page of every seat of every live class, sorted and filtered as the admin table asks. */
export const listBookings = async (ports: LiveRoomPorts, query: TableQuery): Promise<TablePage<LiveRoomBooking>> =>
  tablePageOf(await bookingRows(ports), { ...query, sort: query.sort ?? 'starts_at' }, LIVE_ROOM_BOOKING_COLUMNS);

/** An administrator seats a student (source admin), under the class's capacity. */
export async function addBooking(ports: LiveRoomPorts, input: { session_id: string; user_id: string }): Promise<LiveRoomBooking> {
  const session = await ports.sessions.get(input.session_id);
  if (session?.kind !== 'live') throw invalidField('session_id', message('noLiveClass'));
  const names = await ports.namesOf([input.user_id]);
  if (!names.has(input.user_id)) throw invalidField('user_id', message('noneWithThisId', { what: 'student' }));
  const now = ports.now().toISOString();
  const seat: SessionSeat = {
    session_id: session.id,
    user_id: input.user_id,
    kind: 'live',
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    source: 'admin',
    order_id: null,
    booked_at: now,
  };
  const outcome = await ports.sessions.book(seat);
  if (outcome === 'taken') throw new ConflictError(message('studentHasClassSeat', { student: names.get(input.user_id) ?? input.user_id, title: titleOf(session), when: when(session.starts_at) }), 'alreadyBooked');
  if (outcome !== 'booked') throw refusalOf(outcome, session);
  return {
    id: bookingId(session.id, input.user_id),
    session_id: session.id,
    room_id: session.source_id ?? '',
    title: titleOf(session),
    starts_at: session.starts_at,
    user_id: input.user_id,
    student: names.get(input.user_id)!,
    source: 'admin',
    order_id: '',
    booked_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** ../shared/SPEC.md §7 DELETE /api/liveroombooking: seats given back to their classes; one paid through an order is refused with the others of the request. */
export async function removeBookings(ports: LiveRoomPorts, ids: readonly string[]) {
  const keyed = ids.flatMap((id) => {
    const key = bookingKey(id);
    return key ? [{ id, ...key }] : [];
  });
  const seats = await Promise.all(keyed.map(async (key) => ({ ...key, seat: await ports.sessions.seat(key.sessionId, key.userId) })));
  const paid = seats.find(({ seat }) => seat?.source === 'order');
  if (paid) throw new CannotDeleteError(`booking ${paid.id}: it was paid through the order ${paid.seat!.order_id}; refund the order to give the seat back.`);
  const deleted: string[] = [];
  for (const { id, sessionId, userId, seat } of seats) if (seat && (await ports.sessions.cancel(sessionId, userId))) deleted.push(id);
  return { success: true as const, ok: true as const, deleted };
}
