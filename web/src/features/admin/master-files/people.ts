import {
  ADMIN_EMAIL_COLUMNS,
  ADMIN_MAIL_EVENTS,
  ADMIN_SCREENS,
  adminEmailInput,
  PERSON_COLUMNS,
  SUBSCRIBER_COLUMNS,
  USER_GROUP_COLUMNS,
  USER_ROLE_COLUMNS,
  administratorInput,
  administratorUpdate,
  instructorInput,
  instructorUpdate,
  routes,
  studentInput,
  studentUpdate,
  subscriberInput,
  userGroupInput,
  userRoleInput,
} from '@lm/shared';
import type { FieldOverride } from '../form/fields';
import type { MasterFile } from '../types';
import { masterFile, TEXTAREA, type MasterFileSpec } from './define';

/** What an administrator sets on any account, after its credentials. */
const ACCOUNT_FIELDS = ['email', 'firstname', 'lastname', 'phone', 'disabled'] as const;
const ACCOUNT_OVERRIDES: Readonly<Record<string, FieldOverride>> = {
  username: { hint: 'masterFiles.hints.username' },
  password: { kind: 'password', hint: 'masterFiles.hints.password' },
  phone: { hint: 'masterFiles.hints.phone' },
  disabled: { hint: 'masterFiles.hints.disabled' },
  user_role_id: { kind: 'select', options: { records: 'userRoles' }, empty: 'masterFiles.form.fullAdministrator', hint: 'masterFiles.hints.userRole' },
  user_group_id: { kind: 'select', options: { records: 'userGroups' }, empty: 'masterFiles.form.noGroup' },
};
/** A change: the username stays; an empty password keeps the old one. */
const CHANGED_OVERRIDES: Readonly<Record<string, FieldOverride>> = {
  ...ACCOUNT_OVERRIDES,
  password: { kind: 'password', label: 'masterFiles.fields.new_password', hint: 'masterFiles.hints.newPassword' },
};

/** An account master file: the same columns and fields for each role, plus what the role adds; a password is never a column. */
function accountFile(
  key: 'administrators' | 'instructors' | 'students',
  endpoints: MasterFileSpec['endpoints'],
  schemas: { create: MasterFileSpec['schema']; update: MasterFileSpec['schema'] },
  extra: readonly string[] = [],
): MasterFile {
  return masterFile({
    key,
    endpoints,
    columns: PERSON_COLUMNS,
    shown: ['username', 'email', 'firstname', 'lastname', 'disabled', 'updated_at'],
    named: 'username',
    schema: schemas.create,
    fields: ['username', 'password', ...ACCOUNT_FIELDS, ...extra],
    overrides: ACCOUNT_OVERRIDES,
    update: { schema: schemas.update, fields: ['password', ...ACCOUNT_FIELDS, ...extra], overrides: CHANGED_OVERRIDES },
  });
}

/** Administrators' accounts (../shared/SPEC.md §2 /admin/administrators); a user role narrows the screens they open. */
export const administrators = accountFile(
  'administrators',
  {
    list: routes.listAdministrators,
    get: routes.getAdministrator,
    create: routes.createAdministrator,
    update: routes.updateAdministrator,
    remove: routes.deleteAdministrators,
  },
  { create: administratorInput, update: administratorUpdate },
  ['user_role_id'],
);

/** Instructors' accounts; their public profiles are the instructor profiles screen's. */
export const instructors = accountFile(
  'instructors',
  { list: routes.listInstructors, get: routes.getInstructor, create: routes.createInstructor, update: routes.updateInstructor, remove: routes.deleteInstructors },
  { create: instructorInput, update: instructorUpdate },
);

/** Students' accounts, each in at most one user group. */
export const students = accountFile(
  'students',
  { list: routes.listStudents, get: routes.getStudent, create: routes.createStudent, update: routes.updateStudent, remove: routes.deleteStudents },
  { create: studentInput, update: studentUpdate },
  ['user_group_id'],
);

/** The people who asked for the site's news by e-mail. */
export const subscribers = masterFile({
  key: 'subscribers',
  endpoints: {
    list: routes.listSubscribers,
    get: routes.getSubscriber,
    create: routes.createSubscriber,
    update: routes.updateSubscriber,
    remove: routes.deleteSubscribers,
  },
  columns: SUBSCRIBER_COLUMNS,
  shown: ['email', 'name', 'created_at'],
  named: 'email',
  schema: subscriberInput,
  fields: ['email', 'name'],
});

/** Named sets of admin screens: an administrator holding one opens only those (decision 0021). */
export const userRoles = masterFile({
  key: 'userRoles',
  endpoints: {
    list: routes.listUserRoles,
    get: routes.getUserRole,
    create: routes.createUserRole,
    update: routes.updateUserRole,
    remove: routes.deleteUserRoles,
  },
  columns: USER_ROLE_COLUMNS,
  shown: ['name', 'description', 'updated_at'],
  named: 'name',
  schema: userRoleInput,
  fields: ['name', 'description', 'permissions'],
  overrides: {
    description: TEXTAREA,
    // One checkbox per admin screen, worded as the menu words it; the ticked ones travel as a JSON list.
    permissions: { kind: 'choices', options: { values: ADMIN_SCREENS, labels: 'adminScreens' } },
  },
});

/** Groups of students, for announcements and group coupons. */
export const userGroups = masterFile({
  key: 'userGroups',
  endpoints: {
    list: routes.listUserGroups,
    get: routes.getUserGroup,
    create: routes.createUserGroup,
    update: routes.updateUserGroup,
    remove: routes.deleteUserGroups,
  },
  columns: USER_GROUP_COLUMNS,
  shown: ['name', 'description', 'updated_at'],
  named: 'name',
  schema: userGroupInput,
  fields: ['name', 'description'],
  overrides: { description: TEXTAREA },
});

/** The addresses the shop's notices go to, and which notices each takes (decision 0059). */
export const adminEmails = masterFile({
  key: 'adminEmails',
  endpoints: {
    list: routes.listAdminEmails,
    get: routes.getAdminEmail,
    create: routes.createAdminEmail,
    update: routes.updateAdminEmail,
    remove: routes.deleteAdminEmails,
  },
  columns: ADMIN_EMAIL_COLUMNS,
  shown: ['name', 'email', 'active', 'updated_at'],
  named: 'email',
  schema: adminEmailInput,
  fields: ['name', 'email', 'events', 'active'],
  overrides: { events: { kind: 'choices', label: 'masterFiles.adminEmails.events', options: { values: ADMIN_MAIL_EVENTS, labels: 'masterFiles.adminEmails.eventNames' }, hint: 'masterFiles.adminEmails.eventsHint' } },
});
