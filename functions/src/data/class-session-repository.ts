import type { ClassSession, SessionSeat } from '@lm/shared';
import { createWriteTransaction, type Entity, type TransactWriteEntity } from 'electrodb';
import type { BookOutcome, SessionStore } from '../live/session-ports.js';
import { batchGetAll } from './batch-get.js';
import { transactWithRetries, writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { ClassSessionEntity, ClassSessionItem } from './entities/class-session.js';
import type { SessionSeatEntity, SessionSeatItem } from './entities/session-seat.js';

/** A private class has no live room: its `source_id` key holds this. */
const NO_SOURCE = '-';

type SessionDatabase = Pick<Database, 'classSessions' | 'sessionSeats'>;

/** An entity as a write transaction hands it over. */
type InTransaction<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

export const sessionOf = (item: ClassSessionItem): ClassSession => ({
  id: item.id,
  kind: item.kind,
  title_th: item.title_th ?? '',
  title_en: item.title_en ?? '',
  instructor_id: item.instructor_id,
  instructor_user_id: item.instructor_user_id ?? '',
  course_id: item.course_id ?? null,
  source_id: item.source_id === NO_SOURCE ? null : item.source_id,
  starts_at: item.starts_at,
  ends_at: item.ends_at,
  room_kind: item.room_kind,
  capacity: item.capacity,
  booked: item.booked ?? 0,
  status: item.status,
  created_at: item.created_at,
  updated_at: item.updated_at,
});

export const seatOf = (item: SessionSeatItem): SessionSeat => ({
  session_id: item.session_id,
  user_id: item.user_id,
  kind: item.kind,
  starts_at: item.starts_at,
  ends_at: item.ends_at,
  source: item.source,
  order_id: item.order_id ?? null,
  booked_at: item.booked_at,
});

/** A session as the table keeps it: no nulls, and `-` for no live room. */
export function sessionItem(session: ClassSession) {
  const { course_id, source_id, ...rest } = session;
  return { ...rest, source_id: source_id ?? NO_SOURCE, ...(course_id ? { course_id } : {}) };
}

export function seatItem(seat: SessionSeat) {
  const { order_id, ...rest } = seat;
  return { ...rest, ...(order_id ? { order_id } : {}) };
}

/**
 * Writes that take and give back seats, for transactions of other records (a checkout's
 * reservation, a private class's slot locks): one more booked while the session is scheduled and
 * below capacity; one fewer while any are.
 */
export const seatWrites = {
  take: (sessions: InTransaction<ClassSessionEntity>, sessionId: string) =>
    sessions
      .patch({ id: sessionId })
      .add({ booked: 1 })
      .where((attributes, operations) => `${operations.eq(attributes.status, 'scheduled')} AND ${operations.name(attributes.booked)} < ${operations.name(attributes.capacity)}`)
      .commit(),
  giveBack: (sessions: InTransaction<ClassSessionEntity>, sessionId: string) =>
    sessions
      .patch({ id: sessionId })
      .subtract({ booked: 1 })
      .where((attributes, operations) => operations.gt(attributes.booked, 0))
      .commit(),
  seat: (seats: InTransaction<SessionSeatEntity>, seat: SessionSeat) => seats.create(seatItem(seat)).commit(),
  unseat: (seats: InTransaction<SessionSeatEntity>, sessionId: string, userId: string) =>
    seats
      .delete({ session_id: sessionId, user_id: userId })
      .where((attributes, operations) => operations.exists(attributes.session_id))
      .commit(),
};

export function createSessionStore(db: SessionDatabase): SessionStore {
  const { classSessions, sessionSeats } = db;
  const get = async (id: string) => {
    const { data } = await classSessions.get({ id }).go();
    return data ? sessionOf(data) : undefined;
  };
  return {
    get,
    getMany: async (ids) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const items = await batchGetAll(unique.map((id) => ({ id })), (keys) => classSessions.get(keys).go(), 'class sessions');
      return new Map(items.map((item) => [item.id, sessionOf(item)]));
    },
    ofInstructor: async (instructorId, from, to) =>
      (await classSessions.query.byInstructor({ instructor_id: instructorId }).between({ starts_at: from }, { starts_at: to }).go({ pages: 'all' })).data
        .filter((item) => item.starts_at < to)
        .map(sessionOf),
    ofSource: async (sourceId, from) => {
      const query = classSessions.query.bySource({ source_id: sourceId });
      return (await (from ? query.gte({ starts_at: from }) : query).go({ pages: 'all' })).data.map(sessionOf);
    },
    save: async (sessions) => {
      for (const session of sessions) {
        const { booked, id, ...fields } = sessionItem(session);
        // New: as given. Kept: every field but `booked`, which only seats change.
        if (!(await writtenUnlessRefused(classSessions.create({ id, ...fields, booked }).go()))) await classSessions.patch({ id }).set(fields).go();
      }
    },
    remove: async (ids) => {
      for (const id of ids) {
        const seats = (await sessionSeats.query.bySession({ session_id: id }).go({ pages: 'all' })).data;
        if (seats.length > 0) await sessionSeats.delete(seats.map((seat) => ({ session_id: seat.session_id, user_id: seat.user_id }))).go();
        await classSessions.delete({ id }).go();
      }
    },
    removeUnbooked: async (ids) => {
      const kept: string[] = [];
      for (const id of ids) {
        // Deleted only while no seat holds it: a booking racing the delete either lands first
        // (and the session stays) or finds no session to seat.
        const deleted = await writtenUnlessRefused(
          classSessions
            .delete({ id })
            .where((attributes, operations) => `${operations.notExists(attributes.booked)} OR ${operations.eq(attributes.booked, 0)}`)
            .go(),
        );
        if (!deleted) kept.push(id);
      }
      return kept;
    },
    seats: async (sessionId) => (await sessionSeats.query.bySession({ session_id: sessionId }).go({ pages: 'all' })).data.map(seatOf),
    seat: async (sessionId, userId) => {
      const { data } = await sessionSeats.get({ session_id: sessionId, user_id: userId }).go();
      return data ? seatOf(data) : undefined;
    },
    seatsOf: async (userId, from = '', to = '9999') =>
      (await sessionSeats.query.byUser({ user_id: userId }).between({ starts_at: from }, { starts_at: to }).go({ pages: 'all' })).data
        .filter((item) => item.starts_at >= from && item.starts_at < to)
        .map(seatOf),
    book: async (seat): Promise<BookOutcome> => {
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction({ classSessions, sessionSeats }, (entities) => [
            seatWrites.seat(entities.sessionSeats, seat),
            seatWrites.take(entities.classSessions, seat.session_id),
          ]).go(),
        'The booking',
      );
      if (!codes) return 'booked';
      if (codes[0] === 'ConditionalCheckFailed') return 'taken';
      const session = await get(seat.session_id);
      return !session || session.status !== 'scheduled' ? 'closed' : 'full';
    },
    cancel: async (sessionId, userId) => {
      const codes = await transactWithRetries(
        () =>
          createWriteTransaction({ classSessions, sessionSeats }, (entities) => [
            seatWrites.unseat(entities.sessionSeats, sessionId, userId),
            seatWrites.giveBack(entities.classSessions, sessionId),
          ]).go(),
        'The cancellation',
      );
      return !codes;
    },
  };
}
