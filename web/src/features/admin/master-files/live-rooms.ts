import { LIVE_ROOM_BOOKING_COLUMNS, LIVE_ROOM_COLUMNS, LIVE_ROOM_REPEATS, liveRoomBookingInput, liveRoomInput, ROOM_KINDS, routes, SEAT_SOURCES, WEEKDAYS } from '@lm/shared';
import { masterFile } from './define';
import { namedInLanguage } from '../../../lib/in-language';

/** The words of the live rooms' fields, apart from those every master file shares. */
const label = (name: string) => `masterFiles.liveRoomFields.${name}`;

/**
 * Live rooms (../shared/SPEC.md §7 DELETE /api/liveroom, decision 0047): a class held once or
 * weekly, on Bangkok's clock; saving it writes its classes, listed with their seats under the form.
 * One with a booked seat is not deleted.
 */
export const liveRooms = masterFile({
  key: 'liveRooms',
  endpoints: { list: routes.listLiveRooms, get: routes.getLiveRoom, create: routes.createLiveRoom, update: routes.updateLiveRoom, remove: routes.deleteLiveRooms },
  columns: LIVE_ROOM_COLUMNS,
  shown: ['title_th', 'title_en', 'start_date', 'start_time', 'repeat', 'capacity', 'price', 'published'],
  named: namedInLanguage('title'),
  json: true,
  columnOverrides: {
    title_th: { label: label('title_th') },
    title_en: { label: label('title_en') },
    start_date: { label: label('start_date') },
    start_time: { label: label('start_time') },
    end_time: { label: label('end_time') },
    capacity: { label: label('capacity') },
    price: { label: label('price'), money: true },
    room_kind: { label: label('room_kind') },
    repeat: { label: label('repeat') },
    course_id: { picks: { records: 'courses' } },
    instructor_id: { label: label('instructor_id') },
  },
  schema: liveRoomInput,
  fields: ['title_th', 'title_en', 'course_id', 'instructor_id', 'start_date', 'start_time', 'end_time', 'capacity', 'price', 'room_kind', 'repeat', 'weekdays', 'until_date', 'count', 'exception_dates', 'published'],
  overrides: {
    title_th: { label: label('title_th') },
    title_en: { label: label('title_en'), hint: 'masterFiles.liveRooms.titleHint' },
    course_id: { kind: 'select', options: { records: 'courses' }, hint: 'masterFiles.liveRooms.courseHint' },
    instructor_id: { kind: 'select', label: label('instructor_id'), options: { records: 'instructorProfiles' } },
    start_date: { kind: 'date', label: label('start_date'), hint: 'masterFiles.liveRooms.bangkokHint' },
    start_time: { label: label('start_time'), hint: 'masterFiles.liveRooms.timeHint' },
    end_time: { label: label('end_time'), hint: 'masterFiles.liveRooms.endHint' },
    capacity: { label: label('capacity') },
    price: { kind: 'money', label: label('price'), hint: 'masterFiles.liveRooms.priceHint' },
    room_kind: { kind: 'select', label: label('room_kind'), options: { values: ROOM_KINDS, labels: 'masterFiles.liveRooms.roomKinds' } },
    repeat: { kind: 'select', label: label('repeat'), options: { values: LIVE_ROOM_REPEATS, labels: 'masterFiles.liveRooms.repeats' } },
    weekdays: { kind: 'choices', label: label('weekdays'), options: { values: WEEKDAYS, labels: 'masterFiles.liveRooms.weekdayNames' }, shownWhen: { field: 'repeat', values: ['weekly'] } },
    until_date: { kind: 'date', label: label('until_date'), hint: 'masterFiles.liveRooms.untilHint', shownWhen: { field: 'repeat', values: ['weekly'] } },
    count: { label: label('count'), hint: 'masterFiles.liveRooms.countHint', shownWhen: { field: 'repeat', values: ['weekly'] } },
    exception_dates: { label: label('exception_dates'), hint: 'masterFiles.liveRooms.exceptionsHint', shownWhen: { field: 'repeat', values: ['weekly'] } },
    published: { label: label('published') },
  },
  panel: () => import('../components/live-room-sessions-panel'),
});

/**
 * Live room bookings (../shared/SPEC.md §7 DELETE /api/liveroombooking): every seat of every
 * class; an administrator seats a student, or removes a seat, which goes back to its class. A
 * seat paid through an order goes back with a refund of the order.
 */
export const liveRoomBookings = masterFile({
  key: 'liveRoomBookings',
  endpoints: { list: routes.listLiveRoomBookings, create: routes.createLiveRoomBooking, remove: routes.deleteLiveRoomBookings },
  columns: LIVE_ROOM_BOOKING_COLUMNS,
  shown: ['title', 'starts_at', 'student', 'source', 'order_id', 'booked_at'],
  named: ['student', 'title'],
  json: true,
  columnOverrides: {
    title: { label: label('class') },
    starts_at: { label: label('starts_at') },
    student: { label: label('student') },
    source: { label: label('source'), choices: { values: SEAT_SOURCES, labels: 'masterFiles.liveRooms.seatSources' } },
    order_id: { label: label('order_id') },
    booked_at: { label: label('booked_at') },
    session_id: { label: label('session_id') },
    room_id: { label: label('room_id') },
    user_id: { label: label('user_id') },
  },
  schema: liveRoomBookingInput,
  fields: ['session_id', 'user_id'],
  overrides: {
    session_id: { kind: 'select', label: label('class'), options: { records: 'liveClasses' }, hint: 'masterFiles.liveRoomBookings.sessionHint' },
    user_id: { kind: 'select', label: label('student'), options: { records: 'studentAccounts' }, hint: 'masterFiles.liveRoomBookings.userHint' },
  },
});
