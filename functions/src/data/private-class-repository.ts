import type { Availability, DayOfWeek } from '@lm/shared';
import { createWriteTransaction, type Entity, type TransactWriteEntity } from 'electrodb';
import type { PrivateBookOutcome, PrivateBooking, PrivateCancellation, PrivateClassPorts, PrivateClassStore } from '../live/private-class-ports.js';
import { seatWrites, sessionItem } from './class-session-repository.js';
import { batchGetAll } from './batch-get.js';
import { transactWithRetries, unlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { PrivateHoursEntity } from './entities/private-hours.js';
import type { SlotLockEntity } from './entities/slot-lock.js';
import { accountNames } from './user-repository.js';

type PrivateDatabase = Pick<Database, 'classSessions' | 'sessionSeats' | 'instructorAvailability' | 'privateHours' | 'slotLocks'>;
type InTransaction<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
type Entities = { [K in keyof PrivateDatabase]: InTransaction<PrivateDatabase[K]> };

/** The holders of a class's time: its instructor profile and its student. */
export const instructorHolder = (instructorId: string) => `instructor#${instructorId}`;
export const studentHolder = (userId: string) => `student#${userId}`;

const now = () => new Date().toISOString();

/**
 * The writes that take and give back a student's private-class minutes, for this store's
 * transactions and for a checkout's fulfilment: taking one keeps the balance at 0 or more.
 */
export const hoursWrites = {
  take: (hours: InTransaction<PrivateHoursEntity>, userId: string, instructorId: string, minutes: number) =>
    hours
      .patch({ user_id: userId, instructor_id: instructorId })
      .subtract({ minutes })
      .set({ updated_at: now() })
      .where((attributes, operations) => operations.gte(attributes.minutes, minutes))
      .commit(),
  give: (hours: InTransaction<PrivateHoursEntity>, userId: string, instructorId: string, minutes: number) =>
    hours.update({ user_id: userId, instructor_id: instructorId }).add({ minutes }).set({ updated_at: now() }).commit(),
};

const lockWrites = {
  hold: (locks: InTransaction<SlotLockEntity>, holder: string, startsAt: string, sessionId: string) => locks.create({ holder, starts_at: startsAt, session_id: sessionId }).commit(),
  free: (locks: InTransaction<SlotLockEntity>, holder: string, startsAt: string, sessionId: string) =>
    locks
      .delete({ holder, starts_at: startsAt })
      // A class written without locks (seeded, or made by the back office) frees none.
      .where((attributes, operations) => `${operations.notExists(attributes.session_id)} OR ${operations.eq(attributes.session_id, sessionId)}`)
      .commit(),
};

/** Five writes: the class, its seat, the instructor's and the student's time, and the minutes. */
function bookingWrites(entities: Entities, { session, seat, minutes }: PrivateBooking) {
  return [...timeWrites(entities, { session, seat, minutes }), hoursWrites.take(entities.privateHours, seat.user_id, session.instructor_id, minutes)];
}

/** A booking's writes but the minutes: the class, its seat, the instructor's and the student's time. */
function timeWrites(entities: Entities, { session, seat }: PrivateBooking) {
  return [
    entities.classSessions.create(sessionItem({ ...session, booked: 1 })).commit(),
    seatWrites.seat(entities.sessionSeats, seat),
    lockWrites.hold(entities.slotLocks, instructorHolder(session.instructor_id), session.starts_at, session.id),
    lockWrites.hold(entities.slotLocks, studentHolder(seat.user_id), session.starts_at, session.id),
  ];
}

/** Five writes: the class cancelled while booked, its seat gone, both times free, the minutes back. */
function cancellationWrites(entities: Entities, cancellation: PrivateCancellation) {
  const { session, userId, minutes } = cancellation;
  return [...releaseWrites(entities, cancellation), hoursWrites.give(entities.privateHours, userId, session.instructor_id, minutes)];
}

/** A cancellation's writes but the minutes. */
function releaseWrites(entities: Entities, { session, userId }: PrivateCancellation) {
  return [
    entities.classSessions
      .patch({ id: session.id })
      .set({ status: 'cancelled', updated_at: now() })
      .subtract({ booked: 1 })
      .where((attributes, operations) => `${operations.eq(attributes.status, 'scheduled')} AND ${operations.gt(attributes.booked, 0)}`)
      .commit(),
    seatWrites.unseat(entities.sessionSeats, session.id, userId),
    lockWrites.free(entities.slotLocks, instructorHolder(session.instructor_id), session.starts_at, session.id),
    lockWrites.free(entities.slotLocks, studentHolder(userId), session.starts_at, session.id),
  ];
}

/** Which of a booking's five writes was refused, as what it means. */
function bookingOutcome(codes: readonly string[], offset = 0): PrivateBookOutcome {
  const refused = (index: number) => codes[offset + index] === 'ConditionalCheckFailed';
  if (refused(2) || refused(0)) return 'instructorTaken';
  if (refused(3) || refused(1)) return 'studentTaken';
  return 'noHours';
}

export function createPrivateClassStore(db: PrivateDatabase): PrivateClassStore {
  const { classSessions, sessionSeats, instructorAvailability, privateHours, slotLocks } = db;
  const entities = { classSessions, sessionSeats, instructorAvailability, privateHours, slotLocks };
  return {
    availability: async (instructorId) => {
      const { data } = await instructorAvailability.get({ instructor_id: instructorId }).go();
      if (!data) return undefined;
      return {
        instructor_id: data.instructor_id,
        weekly: (data.weekly ?? []).map((hours) => ({ weekday: (hours.weekday ?? 0) as DayOfWeek, start: hours.start ?? '', end: hours.end ?? '' })),
        dates_off: data.dates_off ?? [],
        extra_hours: (data.extra_hours ?? []).map((hours) => ({ date: hours.date ?? '', start: hours.start ?? '', end: hours.end ?? '' })),
        price_per_hour: data.price_per_hour ?? 0,
        updated_at: data.updated_at,
      } satisfies Availability;
    },
    saveAvailability: async (availability) => {
      await instructorAvailability.put(availability).go();
    },
    hoursOf: async (userId) =>
      (await privateHours.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map((row) => ({ instructor_id: row.instructor_id, minutes: row.minutes ?? 0 })),
    minutes: async (userId, instructorId) => (await privateHours.get({ user_id: userId, instructor_id: instructorId }).go()).data?.minutes ?? 0,
    credit: async (userId, instructorId, minutes) => {
      const update = privateHours.update({ user_id: userId, instructor_id: instructorId }).add({ minutes }).set({ updated_at: now() });
      const written = await unlessRefused((minutes < 0 ? update.where((attributes, operations) => operations.gte(attributes.minutes, -minutes)) : update).go({ response: 'all_new' }));
      return written && (written.data.minutes ?? 0);
    },
    book: async (booking) => {
      const codes = await transactWithRetries(() => createWriteTransaction(entities, (e) => bookingWrites(e as Entities, booking)).go(), 'The private class');
      return codes ? bookingOutcome(codes) : 'booked';
    },
    cancel: async (cancellation) => {
      const codes = await transactWithRetries(() => createWriteTransaction(entities, (e) => cancellationWrites(e as Entities, cancellation)).go(), 'The cancellation');
      return !codes;
    },
    reschedule: async (cancellation, booking) => {
      // One write may touch the balance once: it takes the difference, when the lengths differ.
      const difference = booking.minutes - cancellation.minutes;
      const { user_id: userId } = booking.seat;
      const instructorId = booking.session.instructor_id;
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction(entities, (e) => {
            const all = e as Entities;
            const balance =
              difference > 0
                ? [hoursWrites.take(all.privateHours, userId, instructorId, difference)]
                : difference < 0
                  ? [hoursWrites.give(all.privateHours, userId, instructorId, -difference)]
                  : [];
            return [...releaseWrites(all, cancellation), ...timeWrites(all, booking), ...balance];
          }).go(),
        'The new time',
      );
      if (!codes) return 'booked';
      if (codes.slice(0, 4).includes('ConditionalCheckFailed')) return 'gone';
      return bookingOutcome(codes, 4);
    },
  };
}

/** Instructor profiles and account names, as private classes show them. */
export function createPrivateClassPeople(db: Pick<Database, 'instructorProfiles' | 'users'>): Omit<PrivateClassPorts, 'store'> {
  const profileOf = (item: { id: string; name: string; avatar?: string; user_id?: string }) => ({ id: item.id, name: item.name, avatar: item.avatar ?? '', user_id: item.user_id ?? '' });
  return {
    instructors: {
      get: async (id) => {
        const { data } = await db.instructorProfiles.get({ id }).go();
        return data ? profileOf(data) : undefined;
      },
      getMany: async (ids) => {
        const unique = [...new Set(ids)];
        if (unique.length === 0) return new Map();
        const items = await batchGetAll(unique.map((id) => ({ id })), (keys) => db.instructorProfiles.get(keys).go(), 'instructors');
        return new Map(items.map((item) => [item.id, profileOf(item)]));
      },
      profilesOf: async (userId) => {
        if (!userId) return [];
        const { data } = await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'user_id'] });
        return data
          .filter((profile) => profile.user_id === userId)
          .map((profile) => profile.id)
          .sort();
      },
    },
    names: (userIds) => accountNames(db, userIds),
  };
}
