import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { routes } from './routes.js';
import { studyPorts } from './study-deps.js';
import { addStudyBooking, bookStudySeat, branchSlots, cancelStudySeat, listPublicBranches, listStudyBookings, myStudyBookings, removeStudyBookings, studyFiles } from './study-time.js';

/** A person's seats are theirs: no cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Branches and study-time booking (decision 0052). */
export const studyHandlers: RouteHandler[] = [
  ...masterFileHandlers(studyFiles, studyPorts),
  route(routes.listPublicBranches, async () => result(200, await listPublicBranches(studyPorts()))),
  route(routes.listBranchSlots, async ({ params, query }) => result(200, await branchSlots(studyPorts(), params.id, query), { 'cache-control': 'no-store' })),
  route(routes.listMyStudyBookings, async ({ caller }) => result(200, await myStudyBookings(studyPorts(), caller), PERSONAL)),
  route(routes.bookStudySeat, async ({ body, caller }) => result(200, await bookStudySeat(studyPorts(), caller, body), PERSONAL)),
  route(routes.cancelStudySeat, async ({ body, caller }) => result(200, await cancelStudySeat(studyPorts(), caller, body), PERSONAL)),
  route(routes.listStudyBookings, async ({ query }) => result(200, await listStudyBookings(studyPorts(), query))),
  route(routes.createStudyBooking, async ({ body }) => result(200, await addStudyBooking(studyPorts(), body))),
  route(routes.deleteStudyBookings, async ({ body }) => result(200, await removeStudyBookings(studyPorts(), body.ids))),
];
