import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { liveRoomPorts } from './live-room-deps.js';
import { addBooking, bookClass, cancelClass, classChoices, listBookings, liveRoomFiles, myClasses, removeBookings, roomSessions, teachingClasses, upcomingClasses } from './live-rooms.js';
import { routes } from './routes.js';

/** A person's bookings are theirs: no cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Live rooms and their bookings (decision 0047). */
export const liveRoomHandlers: RouteHandler[] = [
  ...masterFileHandlers(liveRoomFiles, liveRoomPorts),
  route(routes.listLiveRoomSessions, async ({ params }) => result(200, await roomSessions(liveRoomPorts(), params.id))),
  route(routes.listLiveClassChoices, async ({ query }) => result(200, await classChoices(liveRoomPorts(), query))),
  route(routes.listLiveRoomBookings, async ({ query }) => result(200, await listBookings(liveRoomPorts(), query))),
  route(routes.createLiveRoomBooking, async ({ body }) => result(200, await addBooking(liveRoomPorts(), body))),
  route(routes.deleteLiveRoomBookings, async ({ body }) => result(200, await removeBookings(liveRoomPorts(), body.ids))),
  route(routes.listLiveClasses, async ({ query }) => result(200, await upcomingClasses(liveRoomPorts(), query.course_id))),
  route(routes.listMyLiveClasses, async ({ caller }) => result(200, await myClasses(liveRoomPorts(), caller), PERSONAL)),
  route(routes.bookLiveClass, async ({ body, caller }) => result(200, await bookClass(liveRoomPorts(), caller, body.session_id), PERSONAL)),
  route(routes.cancelLiveClass, async ({ body, caller }) => result(200, await cancelClass(liveRoomPorts(), caller, body.session_id), PERSONAL)),
  route(routes.listTeachingLiveClasses, async ({ caller }) => result(200, await teachingClasses(liveRoomPorts(), caller), PERSONAL)),
];
