import * as z from 'zod';
import {
  bookingIds,
  liveClass,
  liveClassChoiceTable,
  liveClassesQuery,
  liveClassList,
  liveRoom,
  liveRoomBooking,
  liveRoomBookingInput,
  liveRoomBookingTable,
  liveRoomInput,
  liveRoomTable,
  myLiveClass,
  myLiveClassList,
} from '../live/live-room-schemas.js';
import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds, idParams } from './schemas/ids.js';
import { tableQuery } from './schemas/table.js';
import { text } from './schemas/common.js';

/** The class a student books or cancels: always their own seat, so a body names only the session. */
const seatBody = z.strictObject({ session_id: text('session_id', 64) });

/**
 * Live rooms and their bookings (decision 0047): the live rooms master file (SPEC §7 DELETE
 * /api/liveroom) whose occurrences are class sessions, the bookings master file (DELETE
 * /api/liveroombooking), the public list of upcoming classes, a student's own bookings and the
 * instructor's upcoming classes.
 */
export const liveRoomRoutes = {
  ...adminCrud({
    domain: 'live',
    noun: 'LiveRoom',
    plural: 'LiveRooms',
    path: '/api/liveroom',
    what: 'live room',
    screen: 'liveRooms',
    readers: { list: ['liveRoomBookings'] },
    row: liveRoom,
    input: liveRoomInput,
    table: liveRoomTable,
    summaries: {
      create:
        'Create a live room: its titles, course, instructor, Bangkok start and end, capacity, price and kind, held once or weekly (weekdays, until a day or a number of times, with exception days). Its occurrences become class sessions.',
      update:
        'Change a live room: its future occurrences follow, keeping their seats; occurrences without seats that no longer fall are dropped; a change that drops a booked occurrence or shrinks one below its seats is refused.',
    },
  }),
  deleteLiveRooms: adminDelete({
    id: 'deleteLiveRooms',
    method: 'DELETE',
    path: '/api/liveroom',
    domain: 'live',
    screens: ['liveRooms'],
    summary: 'Delete live rooms with their occurrences; one with a booked seat is refused (cannotDelete) with the others of the request (../shared/SPEC.md §7).',
    body: deleteIds,
  }),
  listLiveRoomSessions: defineRoute({
    id: 'listLiveRoomSessions',
    method: 'GET',
    path: '/api/liveroom/{id}/sessions',
    domain: 'live',
    access: 'admin',
    permission: ['liveRooms', 'liveRoomBookings'],
    summary: "A live room's occurrences, by start, with the seats taken of each.",
    params: idParams,
    response: liveClassList,
  }),
  listLiveClassChoices: defineRoute({
    id: 'listLiveClassChoices',
    method: 'GET',
    path: '/api/liveroomclasses',
    domain: 'live',
    access: 'admin',
    permission: ['liveRoomBookings', 'liveRooms'],
    summary: 'A page of the classes still to come of every live room, published or not, by start: session id, titles, start and seats left, as the booking form picks one; 50 rows, sorted and filtered.',
    query: tableQuery,
    response: liveClassChoiceTable,
  }),
  listLiveRoomBookings: defineRoute({
    id: 'listLiveRoomBookings',
    method: 'GET',
    path: '/api/liveroombooking',
    domain: 'live',
    access: 'admin',
    permission: ['liveRoomBookings'],
    summary: 'A page of the live room bookings table: every seat of every live class (class, start, student, how it was taken, its order), 50 rows, sorted and filtered.',
    query: tableQuery,
    response: liveRoomBookingTable,
  }),
  createLiveRoomBooking: defineRoute({
    id: 'createLiveRoomBooking',
    method: 'POST',
    path: '/api/liveroombooking',
    domain: 'live',
    access: 'admin',
    permission: ['liveRoomBookings'],
    summary: 'Seat a student in a live class (source admin), free of charge, while it has a seat left.',
    body: liveRoomBookingInput,
    response: liveRoomBooking,
  }),
  deleteLiveRoomBookings: adminDelete({
    id: 'deleteLiveRoomBookings',
    method: 'DELETE',
    path: '/api/liveroombooking',
    domain: 'live',
    screens: ['liveRoomBookings'],
    summary:
      'Remove seats (ids `{session}~{student}`), giving each back to its class; a seat paid through an order is refused (cannotDelete: it goes back through a refund of its order) with the others of the request (../shared/SPEC.md §7).',
    body: bookingIds,
  }),
  listLiveClasses: defineRoute({
    id: 'listLiveClasses',
    method: 'GET',
    path: '/public/live-classes',
    domain: 'live',
    access: 'public',
    summary: 'Upcoming classes of published live rooms, by start, with their seats left and price (optionally of one course).',
    query: liveClassesQuery,
    response: liveClassList,
  }),
  listMyLiveClasses: defineRoute({
    id: 'listMyLiveClasses',
    method: 'GET',
    path: '/api/me/live-classes',
    domain: 'live',
    access: 'signed-in',
    summary: "The caller's booked live classes: upcoming (with until when each may be cancelled and when its room opens) and past.",
    response: myLiveClassList,
  }),
  bookLiveClass: defineRoute({
    id: 'bookLiveClass',
    method: 'POST',
    path: '/api/me/live-classes',
    domain: 'live',
    access: 'signed-in',
    summary:
      'Book a seat in a live class for the caller: free classes, and classes included with a course the caller is enrolled in. A paid seat is refused with a pointer to the cart; a full class answers 409.',
    body: seatBody,
    response: myLiveClass,
    example: { session_id: 'session-1' },
  }),
  cancelLiveClass: defineRoute({
    id: 'cancelLiveClass',
    method: 'POST',
    path: '/api/me/live-classes/cancel',
    domain: 'live',
    access: 'signed-in',
    summary: "Give back the caller's own seat in a live class, up to settingLiveroom's cancel_hours before it starts; a seat paid through an order goes back through a refund instead.",
    body: seatBody,
    response: z.object({ success: z.literal(true), ok: z.literal(true) }),
    example: { session_id: 'session-1' },
  }),
  listTeachingLiveClasses: defineRoute({
    id: 'listTeachingLiveClasses',
    method: 'GET',
    path: '/api/me/teaching/live-classes',
    domain: 'live',
    access: 'instructor',
    summary: "The caller's live classes as their instructor: upcoming (and those under way), by start, with the seats taken.",
    response: z.object({ classes: z.array(liveClass) }),
  }),
} as const;
