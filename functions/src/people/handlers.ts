import { ROLE, routes, type RoleId } from '@lm/shared';
import { route } from '../app.js';
import type { Caller } from '../http/caller.js';
import type { HttpRequest, RouteHandler } from '../http/handler.js';
import type { Actor } from './ports.js';
import { people } from './deps.js';
import {
  createPerson,
  createSubscriber,
  createUserGroup,
  createUserRole,
  deletePeople,
  deleteSubscribers,
  deleteUserGroups,
  deleteUserRoles,
  getPerson,
  getSubscriber,
  getUserGroup,
  getUserRole,
  listPeople,
  listSubscribers,
  listUserGroups,
  listUserRoles,
  updatePerson,
  updateSubscriber,
  updateUserGroup,
  updateUserRole,
} from './service.js';

/** The caller as the people rules see it: a full administrator, or one holding a user role. */
const actorOf = async ({ caller, permissions }: { caller: Caller; permissions: HttpRequest<typeof routes.getStudent>['permissions'] }): Promise<Actor> => ({
  userId: caller.userId,
  fullAdministrator: (await permissions()) === 'all',
});

/** The five routes of one role's accounts; the role fixes which accounts the routes can see. */
function accountHandlers(
  roleId: RoleId,
  crud: {
    list: typeof routes.listStudents;
    get: typeof routes.getStudent;
    create: typeof routes.createAdministrator | typeof routes.createInstructor | typeof routes.createStudent;
    update: typeof routes.updateAdministrator | typeof routes.updateInstructor | typeof routes.updateStudent;
    remove: typeof routes.deleteStudents;
  },
): RouteHandler[] {
  return [
    route(crud.list, ({ query }) => listPeople(people(), roleId, query)),
    route(crud.get, ({ params }) => getPerson(people(), roleId, params.id)),
    // The three forms differ only by their role's own field (user_role_id, user_group_id), which
    // the route's schema admits or refuses and the service reads as optional.
    route(crud.create as typeof routes.createAdministrator, async (request) => createPerson(people(), roleId, request.body, await actorOf(request))),
    route(crud.update as typeof routes.updateAdministrator, async (request) => updatePerson(people(), roleId, request.params.id, request.body, await actorOf(request))),
    route(crud.remove, async (request) => deletePeople(people(), roleId, await actorOf(request), request.body.ids)),
  ];
}

export const peopleHandlers: RouteHandler[] = [
  ...accountHandlers(ROLE.admin, {
    list: routes.listAdministrators,
    get: routes.getAdministrator,
    create: routes.createAdministrator,
    update: routes.updateAdministrator,
    remove: routes.deleteAdministrators,
  }),
  ...accountHandlers(ROLE.instructor, {
    list: routes.listInstructors,
    get: routes.getInstructor,
    create: routes.createInstructor,
    update: routes.updateInstructor,
    remove: routes.deleteInstructors,
  }),
  ...accountHandlers(ROLE.student, {
    list: routes.listStudents,
    get: routes.getStudent,
    create: routes.createStudent,
    update: routes.updateStudent,
    remove: routes.deleteStudents,
  }),
  route(routes.listSubscribers, ({ query }) => listSubscribers(people(), query)),
  route(routes.getSubscriber, ({ params }) => getSubscriber(people(), params.id)),
  route(routes.createSubscriber, ({ body }) => createSubscriber(people(), body)),
  route(routes.updateSubscriber, ({ params, body }) => updateSubscriber(people(), params.id, body)),
  route(routes.deleteSubscribers, ({ body }) => deleteSubscribers(people(), body.ids)),
  route(routes.listUserRoles, ({ query }) => listUserRoles(people(), query)),
  route(routes.getUserRole, ({ params }) => getUserRole(people(), params.id)),
  route(routes.createUserRole, async (request) => createUserRole(people(), request.body, await actorOf(request))),
  route(routes.updateUserRole, async (request) => updateUserRole(people(), request.params.id, request.body, await actorOf(request))),
  route(routes.deleteUserRoles, async (request) => deleteUserRoles(people(), request.body.ids, await actorOf(request))),
  route(routes.listUserGroups, ({ query }) => listUserGroups(people(), query)),
  route(routes.getUserGroup, ({ params }) => getUserGroup(people(), params.id)),
  route(routes.createUserGroup, ({ body }) => createUserGroup(people(), body)),
  route(routes.updateUserGroup, ({ params, body }) => updateUserGroup(people(), params.id, body)),
  route(routes.deleteUserGroups, ({ body }) => deleteUserGroups(people(), body.ids)),
];
