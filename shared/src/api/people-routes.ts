import type * as z from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import type { PlanFlag } from '../plans.js';
import { defineRoute, type RouteDefinition } from './route.js';
import { deleteIds, deletedAnswer, idParams } from './schemas/catalog.js';
import {
  administratorInput,
  administratorUpdate,
  instructorInput,
  instructorUpdate,
  person,
  personTable,
  studentInput,
  studentUpdate,
  subscriber,
  subscriberInput,
  subscriberTable,
  userGroup,
  userGroupInput,
  userGroupTable,
  userRole,
  userRoleInput,
  userRoleTable,
} from './schemas/people.js';
import { tableQuery } from './schemas/table.js';

interface PeopleCrud<Row extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType, Table extends z.ZodType> {
  /** The route ids' noun: `Administrator` gives listAdministrators, getAdministrator, createAdministrator, updateAdministrator. */
  noun: string;
  plural: string;
  path: string;
  what: string;
  row: Row;
  input: Input;
  update: Update;
  table: Table;
  screen: AdminScreen;
  feature: PlanFlag;
}

/** The four admin routes of a people master file (its delete is SPEC §7's, defined beside). */
function peopleCrud<
  const N extends string,
  const P extends string,
  Row extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Table extends z.ZodType,
>(options: PeopleCrud<Row, Input, Update, Table> & { noun: N; plural: P }) {
  const { noun, plural, path, what, row, input, update, table, screen, feature } = options;
  const base = { domain: 'people', access: 'admin', permission: [screen], feature } as const;
  return {
    [`list${plural}`]: defineRoute({ ...base, id: `list${plural}`, method: 'GET', path, summary: `A page of the ${what} table: 50 rows, sorted and filtered.`, query: tableQuery, response: table }),
    [`get${noun}`]: defineRoute({ ...base, id: `get${noun}`, method: 'GET', path: `${path}/{id}`, summary: `One ${what}, for its edit form.`, params: idParams, response: row }),
    [`create${noun}`]: defineRoute({ ...base, id: `create${noun}`, method: 'POST', path, summary: `Create a ${what}.`, body: input, response: row }),
    [`update${noun}`]: defineRoute({ ...base, id: `update${noun}`, method: 'PUT', path: `${path}/{id}`, summary: `Change a ${what}.`, params: idParams, body: update, response: row }),
  } as {
    [K in `list${P}`]: RouteDefinition<undefined, typeof tableQuery, undefined, Table, 'admin'>;
  } & { [K in `get${N}`]: RouteDefinition<typeof idParams, undefined, undefined, Row, 'admin'> } & {
    [K in `create${N}`]: RouteDefinition<undefined, undefined, Input, Row, 'admin'>;
  } & { [K in `update${N}`]: RouteDefinition<typeof idParams, undefined, Update, Row, 'admin'> };
}

const deleteRoute = (id: string, method: 'POST' | 'DELETE', path: string, screen: AdminScreen, feature: PlanFlag, summary: string) =>
  defineRoute({ id, method, path, domain: 'people', access: 'admin', permission: [screen], feature, summary, body: deleteIds, response: deletedAnswer });

const accountDelete = 'refused with active_user while one of them is signed in, and never the caller’s own account (SPEC §7, §8).';

/**
 * Administrators keep the people of the site (decision 0021): accounts of the three roles, kept in
 * step with Cognito (user, group, disabled state); subscribers; user roles (sets of admin screens);
 * and user groups of students. Deletes are SPEC §7's, all or nothing.
 */
export const peopleRoutes = {
  ...peopleCrud({
    noun: 'Administrator',
    plural: 'Administrators',
    path: '/api/administrators',
    what: 'administrator',
    row: person,
    input: administratorInput,
    update: administratorUpdate,
    table: personTable,
    screen: 'administrators',
    feature: 'ADMIN',
  }),
  deleteAdministrators: deleteRoute('deleteAdministrators', 'DELETE', '/api/users/delete', 'administrators', 'ADMIN', `Delete administrators; ${accountDelete}`),
  ...peopleCrud({
    noun: 'Instructor',
    plural: 'Instructors',
    path: '/api/instructors',
    what: 'instructor',
    row: person,
    input: instructorInput,
    update: instructorUpdate,
    table: personTable,
    screen: 'instructors',
    feature: 'INSTRUCTOR',
  }),
  deleteInstructors: deleteRoute('deleteInstructors', 'DELETE', '/api/delete/instructors', 'instructors', 'INSTRUCTOR', `Delete instructors; ${accountDelete}`),
  ...peopleCrud({
    noun: 'Student',
    plural: 'Students',
    path: '/api/students',
    what: 'student',
    row: person,
    input: studentInput,
    update: studentUpdate,
    table: personTable,
    screen: 'students',
    feature: 'STUDENT',
  }),
  deleteStudents: deleteRoute('deleteStudents', 'DELETE', '/api/delete/students', 'students', 'STUDENT', `Delete students; ${accountDelete}`),
  ...peopleCrud({
    noun: 'Subscriber',
    plural: 'Subscribers',
    path: '/api/subscribers',
    what: 'subscriber',
    row: subscriber,
    input: subscriberInput,
    update: subscriberInput,
    table: subscriberTable,
    screen: 'subscribers',
    feature: 'STUDENT_SUBSCRIBER',
  }),
  deleteSubscribers: deleteRoute('deleteSubscribers', 'POST', '/api/subscriber/delete', 'subscribers', 'STUDENT_SUBSCRIBER', 'Delete subscribers (SPEC §7).'),
  ...peopleCrud({
    noun: 'UserRole',
    plural: 'UserRoles',
    path: '/api/roles',
    what: 'user role',
    row: userRole,
    input: userRoleInput,
    update: userRoleInput,
    table: userRoleTable,
    screen: 'userRoles',
    feature: 'USER_ROLE',
  }),
  deleteUserRoles: deleteRoute('deleteUserRoles', 'DELETE', '/api/roles', 'userRoles', 'USER_ROLE', 'Delete user roles; refused with cannotDelete while an administrator holds one (SPEC §7, §8).'),
  ...peopleCrud({
    noun: 'UserGroup',
    plural: 'UserGroups',
    path: '/api/user/group',
    what: 'user group',
    row: userGroup,
    input: userGroupInput,
    update: userGroupInput,
    table: userGroupTable,
    screen: 'userGroups',
    feature: 'USER_GROUP',
  }),
  deleteUserGroups: deleteRoute('deleteUserGroups', 'DELETE', '/api/user/group', 'userGroups', 'USER_GROUP', 'Delete user groups; refused with cannotDelete while a student is in one (SPEC §7, §8).'),
};
