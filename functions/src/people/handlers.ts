import { ROLE, type AdminPermissions, type RoleId } from '@lm/shared';
import { routes } from './routes.js';
import { route } from '../app.js';
import type { Caller } from '../http/caller.js';
import { crudHandlers, masterFileHandlers } from '../http/crud-handlers.js';
import type { RouteHandler } from '../http/handler.js';
import type { Actor } from './ports.js';
import { people } from './deps.js';
import { adminEmails, createPerson, deletePeople, getPerson, listAccountChoices, listPeople, requireFullAdministrator, subscribers, updatePerson, userGroups, userRoles } from './service.js';

/** The caller as the people rules see it: a full administrator, or one holding a user role. */
const actorOf = async ({ caller, permissions }: { caller: Caller; permissions: () => Promise<AdminPermissions> }): Promise<Actor> => ({
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
  route(routes.listInstructorAccounts, ({ query }) => listAccountChoices(people(), ROLE.instructor, query)),
  route(routes.listStudentAccounts, ({ query }) => listAccountChoices(people(), ROLE.student, query)),
  ...accountHandlers(ROLE.student, {
    list: routes.listStudents,
    get: routes.getStudent,
    create: routes.createStudent,
    update: routes.updateStudent,
    remove: routes.deleteStudents,
  }),
  ...crudHandlers(
    subscribers,
    { list: routes.listSubscribers, get: routes.getSubscriber, create: routes.createSubscriber, update: routes.updateSubscriber, remove: routes.deleteSubscribers },
    people,
  ),
  ...crudHandlers(userRoles, { list: routes.listUserRoles, get: routes.getUserRole, create: routes.createUserRole, update: routes.updateUserRole, remove: routes.deleteUserRoles }, people, {
    guardChanges: async (request) => requireFullAdministrator(await actorOf(request)),
  }),
  ...masterFileHandlers([userGroups, adminEmails], people),
];
