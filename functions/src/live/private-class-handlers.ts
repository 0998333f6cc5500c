import { route } from '../app.js';
import { result, type RouteHandler } from '../http/handler.js';
import { privateClassContext } from './private-class-deps.js';
import {
  bookPrivateClass,
  cancelMyPrivateClass,
  cancelTeachingPrivateClass,
  creditPrivateHours,
  getMyTeachingTime,
  getPrivateStudent,
  listInstructorSlots,
  listMyPrivateClasses,
  listTeachingPrivateClasses,
  listTeachingPrivateStudents,
  rescheduleMyPrivateClass,
  saveMyTeachingTime,
} from './private-classes.js';
import { routes } from './routes.js';

/** One person's classes and hours: no cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Private classes (decision 0048): availability, free slots, booking, cancelling and moving, and both sides' lists. */
export const privateClassHandlers: RouteHandler[] = [
  route(routes.getMyTeachingTime, async ({ caller }) => result(200, await getMyTeachingTime(await privateClassContext(), caller), PERSONAL)),
  route(routes.saveMyTeachingTime, async ({ caller, body }) => result(200, await saveMyTeachingTime(await privateClassContext(), caller, body), PERSONAL)),
  route(routes.listInstructorSlots, async ({ caller, params, query }) => result(200, await listInstructorSlots(await privateClassContext(), caller, params.id, query), PERSONAL)),
  route(routes.bookPrivateClass, async ({ caller, body }) => result(200, await bookPrivateClass(await privateClassContext(), caller, body), PERSONAL)),
  route(routes.listMyPrivateClasses, async ({ caller }) => result(200, await listMyPrivateClasses(await privateClassContext(), caller), PERSONAL)),
  route(routes.cancelMyPrivateClass, async ({ caller, params }) => result(200, await cancelMyPrivateClass(await privateClassContext(), caller, params.id), PERSONAL)),
  route(routes.rescheduleMyPrivateClass, async ({ caller, params, body }) => result(200, await rescheduleMyPrivateClass(await privateClassContext(), caller, params.id, body.starts_at), PERSONAL)),
  route(routes.listTeachingPrivateClasses, async ({ caller }) => result(200, await listTeachingPrivateClasses(await privateClassContext(), caller), PERSONAL)),
  route(routes.cancelTeachingPrivateClass, async ({ caller, params }) => result(200, await cancelTeachingPrivateClass(await privateClassContext(), caller, params.id), PERSONAL)),
  route(routes.listTeachingPrivateStudents, async ({ caller }) => result(200, await listTeachingPrivateStudents(await privateClassContext(), caller), PERSONAL)),
  route(routes.getPrivateStudent, async ({ caller, params }) => result(200, await getPrivateStudent(await privateClassContext(), caller, params.id), PERSONAL)),
  route(routes.creditPrivateHours, async ({ body }) => result(200, await creditPrivateHours(await privateClassContext(), body))),
];
