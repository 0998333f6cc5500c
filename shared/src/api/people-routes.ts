import type * as z from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import type { PlanFlag } from '../plans.js';
import { adminCrud, adminDelete, type AdminCrudOptions } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds, type idParams } from './schemas/ids.js';
import { tableQuery } from './schemas/table.js';
import {
  adminEmail,
  adminEmailInput,
  adminEmailTable,
  administratorInput,
  administratorUpdate,
  accountChoiceTable,
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

/** A people master file's four admin routes. */
const peopleCrud = <const N extends string, const P extends string, Row extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType, Table extends z.ZodType>(
  options: Omit<AdminCrudOptions<N, P, Row, Input, Update, Table, undefined, typeof idParams>, 'domain'> & { update: Update },
) => adminCrud<N, P, Row, Input, Table, Update>({ ...options, domain: 'people' });

const deleteRoute = (id: string, method: 'POST' | 'DELETE', path: string, screen: AdminScreen, feature: PlanFlag, summary: string) =>
  adminDelete({ id, method, path, domain: 'people', screens: [screen], feature, summary, body: deleteIds });

/** A role's accounts as a form picks one: names only, for the screens whose forms pick them as well as the role's own. */
const accountChoices = <const I extends string, const P extends string>(id: I, path: P, role: string, permission: readonly AdminScreen[]) =>
  defineRoute({
    id,
    method: 'GET',
    path,
    domain: 'people',
    access: 'admin',
    permission,
    summary: `A page of the ${role} accounts as a form picks one: id, name (first and last, else the username) and username, without contact details; 50 rows, sorted and filtered.`,
    query: tableQuery,
    response: accountChoiceTable,
  });

const accountDelete = 'refused with active_user while one of them is signed in, and never the caller’s own account (SPEC §7, §8).';

/**
 * Administrators keep the people of the site (decision 0021): accounts of the three roles, kept in
 * step with Cognito (user, group, disabled state); subscribers; user roles (sets of admin screens);
 * and user groups of students. Deletes are ../shared/SPEC.md §7's, all or nothing.
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
  // The instructor profile form picks the account a profile belongs to; its editors need not see the instructors' contact details.
  listInstructorAccounts: accountChoices('listInstructorAccounts', '/api/instructor-accounts', 'instructor', ['instructorProfiles', 'instructors']),
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
  // A booking made for a student (a live class's seat, a study room's), a certificate issued by hand and an announcement to one student name them.
  listStudentAccounts: accountChoices('listStudentAccounts', '/api/student-accounts', 'student', ['students', 'liveRoomBookings', 'bookingStudyTime', 'certificateCategories', 'announcements']),
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
    // The administrator form picks an administrator's role.
    readers: { list: ['administrators'] },
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
    // The student form picks a student's group, and an announcement the group it is for.
    readers: { list: ['students', 'announcements'] },
    feature: 'USER_GROUP',
  }),
  deleteUserGroups: deleteRoute('deleteUserGroups', 'DELETE', '/api/user/group', 'userGroups', 'USER_GROUP', 'Delete user groups; refused with cannotDelete while a student is in one (SPEC §7, §8).'),
  ...peopleCrud({
    noun: 'AdminEmail',
    plural: 'AdminEmails',
    path: '/api/adminemails',
    what: 'admin e-mail',
    row: adminEmail,
    input: adminEmailInput,
    update: adminEmailInput,
    table: adminEmailTable,
    screen: 'adminEmails',
    feature: 'SYSTEM_EMAIL',
  }),
  deleteAdminEmails: deleteRoute('deleteAdminEmails', 'DELETE', '/api/adminemails', 'adminEmails', 'SYSTEM_EMAIL', 'Delete admin e-mails: the addresses get no more notices.'),
};
