import { seatsLeft, utcToBangkok, type Order } from '@lm/shared';
import type { Sellable } from '../../commerce/ports.js';
import { seatOf, seatWrites, sessionOf } from '../class-session-repository.js';
import { batchGetAll } from '../batch-get.js';
import { byIds, type OrderTransaction, type SellableKindDefinition } from './kind.js';

/** A buyer's hold on a class's seat while their order is unpaid, beside their checkout keys. */
const holdKey = (sessionId: string) => `live_seat:${sessionId}`;
/** A hold outlives its order's expiry by a day at most, should the expiry sweep be late. */
const HOLD_KEPT_SECONDS = 86_400;
const releaseHold = (tx: OrderTransaction, sessionId: string, order: Order) =>
  tx.checkoutKeys
    .delete({ user_id: order.user_id, key: holdKey(sessionId) })
    .where((attributes, operations) => `${operations.notExists(attributes.order_id)} OR ${operations.eq(attributes.order_id, order.id)}`)
    .commit();

/**
 * A seat in a live class (decision 0047): the item is the class session, priced by its live room.
 * On sale while the room is published and paid, and the class is scheduled, not started and not
 * full; one a cart. Checkout takes the seat from the class (one more booked, never past its
 * capacity) and holds it for the buyer (a second unpaid order of theirs for it is refused),
 * payment seats the buyer, an expired or cancelled order gives the seat back, a refund unseats the
 * buyer and gives it back.
 */
export const liveSeatKind: SellableKindDefinition = (db) => {
  const sessionsOf = async (ids: readonly string[]) => (await byIds((keys) => db.classSessions.get(keys).go(), ids, 'class sessions')).map(sessionOf);
  return {
    port: {
      find: async (ids) => {
        const sessions = (await sessionsOf(ids)).filter((session) => session.kind === 'live' && session.source_id);
        const rooms = new Map(
          (await byIds((keys) => db.liveRooms.get(keys).go(), sessions.map((session) => session.source_id!), 'live rooms')).map((room) => [room.id, room]),
        );
        const now = Date.now();
        return new Map(
          sessions.flatMap((session): [string, Sellable][] => {
            const room = rooms.get(session.source_id!);
            if (!room) return [];
            const { day, time } = utcToBangkok(session.starts_at);
            return [
              [
                session.id,
                {
                  kind: 'live_seat',
                  id: session.id,
                  name: `${session.title_th || session.title_en} ${day} ${time}`,
                  slug: session.id,
                  image: '',
                  unitPrice: room.price ?? 0,
                  categoryIds: [],
                  physical: false,
                  weightGrams: 0,
                  available: !!room.published && (room.price ?? 0) > 0 && session.status === 'scheduled' && Date.parse(session.starts_at) > now,
                  stock: seatsLeft(session),
                  maxPerCart: 1,
                },
              ],
            ];
          }),
        );
      },
      // A seat the buyer holds, or one of a class included with a course they are enrolled in:
      // that one is theirs to book free, never sold to them.
      owned: async (userId, ids) => {
        const unique = [...new Set(ids)];
        if (!unique.length) return new Set();
        const seats = await batchGetAll(unique.map((id) => ({ session_id: id, user_id: userId })), (keys) => db.sessionSeats.get(keys).go(), 'seats');
        const owned = new Set(seats.map((seat) => seat.session_id));
        const ofCourses = (await sessionsOf(unique.filter((id) => !owned.has(id)))).filter((session) => session.course_id);
        if (ofCourses.length) {
          const courses = [...new Set(ofCourses.map((session) => session.course_id!))];
          const enrolments = await batchGetAll(courses.map((course_id) => ({ user_id: userId, course_id })), (keys) => db.enrollments.get(keys).go(), 'enrolments');
          const enrolled = new Set(enrolments.filter((enrolment) => Date.parse(enrolment.access_until) > Date.now()).map((enrolment) => enrolment.course_id));
          for (const session of ofCourses) if (enrolled.has(session.course_id!)) owned.add(session.id);
        }
        return owned;
      },
    },
    // The seat, and the buyer's hold on it: one unpaid order at a time holds a buyer's seat in a class.
    reserve: async (reservation, order) => (tx) => [
      seatWrites.take(tx.classSessions, reservation.itemId),
      tx.checkoutKeys
        .create({ user_id: order.user_id, key: holdKey(reservation.itemId), order_id: order.id, ttl: Math.ceil(Date.parse(order.expires_at) / 1000) + HOLD_KEPT_SECONDS })
        .commit(),
    ],
    release: async (line, order) => (tx) => [seatWrites.giveBack(tx.classSessions, line.item_id), releaseHold(tx, line.item_id, order)],
    fulfil: async (line, order, fulfilment) => {
      const { data } = await db.classSessions.get({ id: line.item_id }).go();
      if (!data) throw new Error(`The class session ${line.item_id} of the order ${order.id} is gone.`);
      const session = sessionOf(data);
      const seat = {
        session_id: session.id,
        user_id: order.user_id,
        kind: session.kind,
        starts_at: session.starts_at,
        ends_at: session.ends_at,
        source: 'order' as const,
        order_id: order.id,
        booked_at: fulfilment.paidAt,
      };
      // The seat was taken at checkout: payment only seats the buyer in it.
      return (tx) => [seatWrites.seat(tx.sessionSeats, seat), releaseHold(tx, line.item_id, order)];
    },
    takeBack: async (line, order) => {
      const { data } = await db.sessionSeats.get({ session_id: line.item_id, user_id: order.user_id }).go();
      // A seat no longer this order's (removed by an administrator, who gave it back) has nothing to take back.
      if (!data || seatOf(data).order_id !== order.id) return () => [];
      return (tx) => [
        tx.sessionSeats
          .delete({ session_id: line.item_id, user_id: order.user_id })
          .where((attributes, operations) => operations.eq(attributes.order_id, order.id))
          .commit(),
        seatWrites.giveBack(tx.classSessions, line.item_id),
      ];
    },
  };
};
