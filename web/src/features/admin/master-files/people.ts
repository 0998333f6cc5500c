import {
  ADMIN_SCREENS,
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
import type { FieldDef, MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;

/** What an administrator sets on any account, after its credentials. */
const accountFields: readonly FieldDef[] = [
  { name: 'email', kind: 'text', label: label('email') },
  { name: 'firstname', kind: 'text', label: label('firstname') },
  { name: 'lastname', kind: 'text', label: label('lastname') },
  { name: 'phone', kind: 'text', label: label('phone'), hint: 'masterFiles.hints.phone' },
  { name: 'disabled', kind: 'checkbox', label: label('disabled'), hint: 'masterFiles.hints.disabled' },
];

/** A new account: its username and first password, set once. */
const newAccountFields: readonly FieldDef[] = [
  { name: 'username', kind: 'text', label: label('username'), hint: 'masterFiles.hints.username' },
  { name: 'password', kind: 'password', label: label('password'), hint: 'masterFiles.hints.password' },
  ...accountFields,
];

/** A change: the username stays; an empty password keeps the old one. */
const changedAccountFields: readonly FieldDef[] = [
  { name: 'password', kind: 'password', label: label('new_password'), hint: 'masterFiles.hints.newPassword' },
  ...accountFields,
];

const userRoleField: FieldDef = {
  name: 'user_role_id',
  kind: 'select',
  label: label('user_role_id'),
  options: { records: 'userRoles' },
  empty: 'masterFiles.form.fullAdministrator',
  hint: 'masterFiles.hints.userRole',
};
const userGroupField: FieldDef = { name: 'user_group_id', kind: 'select', label: label('user_group_id'), options: { records: 'userGroups' }, empty: 'masterFiles.form.noGroup' };

/** The account columns the tables show; a password is never among them. */
const accountColumns = columnsOf(PERSON_COLUMNS, ['username', 'email', 'firstname', 'lastname', 'disabled', 'updated_at']);
const accountLabel = (row: Record<string, unknown>) => String(row.username ?? row.id);

/** An account master file: the same columns and fields for each role, plus what the role adds. */
function accountFile(
  key: 'administrators' | 'instructors' | 'students',
  endpoints: MasterFile['endpoints'],
  schemas: { create: MasterFile['schema']; update: MasterFile['schema'] },
  extra: readonly FieldDef[] = [],
): MasterFile {
  return {
    key,
    title: `masterFiles.${key}.title`,
    item: `masterFiles.${key}.item`,
    endpoints,
    columns: accountColumns,
    schema: schemas.create,
    fields: [...newAccountFields, ...extra],
    update: { schema: schemas.update, fields: [...changedAccountFields, ...extra] },
    rowLabel: accountLabel,
  };
}

/** Administrators' accounts (SPEC §2 /admin/administrators); a user role narrows the screens they open. */
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
  [userRoleField],
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
  [userGroupField],
);

/** The people who asked for the site's news by e-mail. */
export const subscribers: MasterFile = {
  key: 'subscribers',
  title: 'masterFiles.subscribers.title',
  item: 'masterFiles.subscribers.item',
  endpoints: {
    list: routes.listSubscribers,
    get: routes.getSubscriber,
    create: routes.createSubscriber,
    update: routes.updateSubscriber,
    remove: routes.deleteSubscribers,
  },
  columns: columnsOf(SUBSCRIBER_COLUMNS, ['email', 'name', 'created_at']),
  schema: subscriberInput,
  fields: [
    { name: 'email', kind: 'text', label: label('email') },
    { name: 'name', kind: 'text', label: label('name') },
  ],
  rowLabel: (row) => String(row.email ?? row.id),
};

/** Named sets of admin screens: an administrator holding one opens only those (decision 0021). */
export const userRoles: MasterFile = {
  key: 'userRoles',
  title: 'masterFiles.userRoles.title',
  item: 'masterFiles.userRoles.item',
  endpoints: {
    list: routes.listUserRoles,
    get: routes.getUserRole,
    create: routes.createUserRole,
    update: routes.updateUserRole,
    remove: routes.deleteUserRoles,
  },
  columns: columnsOf(USER_ROLE_COLUMNS, ['name', 'description', 'updated_at']),
  schema: userRoleInput,
  fields: [
    { name: 'name', kind: 'text', label: label('name') },
    { name: 'description', kind: 'textarea', label: label('description') },
    // One checkbox per admin screen, worded as the menu words it; the ticked ones travel as a JSON list.
    { name: 'permissions', kind: 'choices', label: label('permissions'), options: { values: ADMIN_SCREENS, labels: 'masterFiles.screens' } },
  ],
  rowLabel: (row) => String(row.name ?? row.id),
};

/** Groups of students, for announcements and group coupons. */
export const userGroups: MasterFile = {
  key: 'userGroups',
  title: 'masterFiles.userGroups.title',
  item: 'masterFiles.userGroups.item',
  endpoints: {
    list: routes.listUserGroups,
    get: routes.getUserGroup,
    create: routes.createUserGroup,
    update: routes.updateUserGroup,
    remove: routes.deleteUserGroups,
  },
  columns: columnsOf(USER_GROUP_COLUMNS, ['name', 'description', 'updated_at']),
  schema: userGroupInput,
  fields: [
    { name: 'name', kind: 'text', label: label('name') },
    { name: 'description', kind: 'textarea', label: label('description') },
  ],
  rowLabel: (row) => String(row.name ?? row.id),
};
