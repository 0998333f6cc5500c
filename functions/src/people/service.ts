import {
  ADMIN_EMAIL_COLUMNS,
  ACCOUNT_CHOICE_COLUMNS,
  accountName,
  PERSON_COLUMNS,
  ROLE,
  SUBSCRIBER_COLUMNS,
  USER_GROUP_COLUMNS,
  USER_ROLE_COLUMNS,
  groupOfRole,
  type AccountChoice,
  type Person,
  type RoleId,
  type Subscriber,
  type TablePage,
  type TableQuery,
  type UserGroup,
  type UserRole,
  type AdminEmail,
  type adminEmailInput,
  type administratorInput,
  type administratorUpdate,
  message,
} from '@lm/shared';
import type * as z from 'zod';
import { CannotDeleteError, invalidField, NotFoundError } from '../errors.js';
import { EmailTakenError } from '../identity/errors.js';
import { isActive } from '../identity/service.js';
import { adminEmailRecords } from '../data/records/admin-email.js';
import { userGroupRecords } from '../data/records/user-group.js';
import { keptAs, newestFirst, type Fields, type MasterFile, type RecordStore, type Stamped } from '../master-files/master-file.js';
import { tablePageOf } from '../tables/table-query.js';
import { ActiveUserError, FullAdministratorOnlyError, OwnRoleError } from './errors.js';
import type { Actor, PeoplePorts, PersonRecord } from './ports.js';
import { routes } from './routes.js';

/** Every account form has these; administrators add user_role_id and students user_group_id. */
export type AccountInput = Omit<z.output<typeof administratorInput>, 'user_role_id'> & { user_role_id?: string; user_group_id?: string };
export type AccountUpdate = Omit<z.output<typeof administratorUpdate>, 'user_role_id'> & { user_role_id?: string; user_group_id?: string };

const ROLE_NAMES: Record<RoleId, string> = { [ROLE.admin]: 'administrator', [ROLE.instructor]: 'instructor', [ROLE.student]: 'student' };

export function toPerson(record: PersonRecord): Person {
  return {
    id: record.id,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    username: record.username,
    email: record.email,
    firstname: record.firstname,
    lastname: record.lastname,
    phone: record.phone,
    role_id: record.roleId,
    disabled: record.disabled,
    user_role_id: record.userRoleId,
    user_group_id: record.userGroupId,
    pdpa_approved: record.pdpaApproved,
  };
}

const ok = <T extends object>(answer: T) => ({ success: true as const, ok: true as const, ...answer });

/** The role or group an account names must exist; only its own role's field is kept. */
async function membershipOf(ports: PeoplePorts, roleId: RoleId, input: { user_role_id?: string; user_group_id?: string }) {
  const userRoleId = roleId === ROLE.admin ? (input.user_role_id ?? '') : '';
  const userGroupId = roleId === ROLE.student ? (input.user_group_id ?? '') : '';
  if (userRoleId && !(await ports.userRoles.get(userRoleId))) throw invalidField('user_role_id', message('noneWithThisId', { what: 'user role' }));
  if (userGroupId && !(await ports.records(userGroupRecords).get(userGroupId))) throw invalidField('user_group_id', message('noneWithThisId', { what: 'user group' }));
  return { userRoleId, userGroupId };
}

/**
 * Decision 0021: an administrator's account carries its role and its sign-in (e-mail, password),
 * and a user role decides what its holders open, so only a full administrator creates, changes or
 * deletes either; an administrator holding a role may read them, as its screens allow.
 */
export function requireFullAdministrator(actor: Actor): void {
  if (!actor.fullAdministrator) throw new FullAdministratorOnlyError();
}

/** Accounts of other roles are changed by whoever the route's screens admit. */
function requireManagerOf(roleId: RoleId, actor: Actor): void {
  if (roleId === ROLE.admin) requireFullAdministrator(actor);
}

async function requirePerson(ports: PeoplePorts, roleId: RoleId, id: string): Promise<PersonRecord> {
  const record = await ports.people.get(id);
  // An account of another role is not in this table: to this route it does not exist.
  if (!record || record.roleId !== roleId) throw new NotFoundError(message('noneWithId', { what: ROLE_NAMES[roleId], id }));
  return record;
}

export async function listPeople(ports: PeoplePorts, roleId: RoleId, query: TableQuery): Promise<TablePage<Person>> {
  return tablePageOf((await ports.people.listByRole(roleId)).map(toPerson), query, PERSON_COLUMNS);
}

/** A role's accounts for a form's picker: each named by first and last name, else its username, without contact details (decision 0021). */
export async function listAccountChoices(ports: PeoplePorts, roleId: RoleId, query: TableQuery): Promise<TablePage<AccountChoice>> {
  const accounts = (await ports.people.listByRole(roleId)).map((account) => ({ id: account.id, name: accountName(account), username: account.username }));
  return tablePageOf(accounts, query, ACCOUNT_CHOICE_COLUMNS);
}

export const getPerson = async (ports: PeoplePorts, roleId: RoleId, id: string) => toPerson(await requirePerson(ports, roleId, id));

/**
 * Creates the account in the identity provider (confirmed, permanent password, in its role's
 * group) and then its profile. A profile that cannot be written takes the account with it, so a
 * failed create leaves nothing behind and can be retried (as registration does, decision 0019).
 */
export async function createPerson(ports: PeoplePorts, roleId: RoleId, input: AccountInput, actor: Actor): Promise<Person> {
  requireManagerOf(roleId, actor);
  const membership = await membershipOf(ports, roleId, input);
  if (await ports.accounts.isEmailInUse(input.email)) throw new EmailTakenError();
  const id = await ports.accounts.create({
    username: input.username,
    email: input.email,
    password: input.password,
    firstname: input.firstname,
    lastname: input.lastname,
    group: groupOfRole(roleId),
  });
  const now = ports.now().toISOString();
  const record: PersonRecord = {
    id,
    username: input.username,
    email: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    roleId,
    disabled: input.disabled,
    ...membership,
    pdpaApproved: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    if (input.disabled) await ports.accounts.setDisabled(input.username, true);
    await ports.people.create(record);
  } catch (error) {
    await ports.accounts.remove(input.username);
    throw error;
  }
  return toPerson(record);
}

/**
 * Changes an account: the identity provider first (e-mail and names, password, disabled
 * state), then the profile. Disabling also ends the account's session, so it is signed out of
 * the site at its next refresh and a delete is not refused for it.
 */
export async function updatePerson(ports: PeoplePorts, roleId: RoleId, id: string, input: AccountUpdate, actor: Actor): Promise<Person> {
  requireManagerOf(roleId, actor);
  const existing = await requirePerson(ports, roleId, id);
  const membership = await membershipOf(ports, roleId, input);
  if (id === actor.userId && membership.userRoleId !== existing.userRoleId) throw new OwnRoleError();
  if (input.email !== existing.email) {
    const holder = await ports.accounts.findByEmail(input.email);
    if (holder && holder.username !== existing.username) throw new EmailTakenError();
  }
  const { username } = existing;
  if (input.email !== existing.email || input.firstname !== existing.firstname || input.lastname !== existing.lastname) {
    await ports.accounts.setAttributes(username, { email: input.email, firstname: input.firstname, lastname: input.lastname });
  }
  if (input.password) await ports.accounts.setPassword(username, input.password);
  if (input.disabled !== existing.disabled) await ports.accounts.setDisabled(username, input.disabled);
  if (input.disabled) await ports.sessions.end(id, ports.now().getTime());
  const updated = await ports.people.update(id, {
    email: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    disabled: input.disabled,
    ...membership,
    updatedAt: ports.now().toISOString(),
  });
  return toPerson(updated);
}

/**
 * ../shared/SPEC.md §7 account deletes, all or nothing: every check passes before anything is
 * removed. Ids that name no account of the role are passed over; the answer lists what was deleted.
 */
export async function deletePeople(ports: PeoplePorts, roleId: RoleId, actor: Actor, ids: readonly string[]) {
  requireManagerOf(roleId, actor);
  if (ids.includes(actor.userId)) throw new CannotDeleteError('your own account');
  const found = (await Promise.all([...new Set(ids)].map((id) => ports.people.get(id)))).filter(
    (record): record is PersonRecord => record?.roleId === roleId,
  );
  const now = ports.now().getTime();
  for (const record of found) {
    if (isActive(await ports.sessions.get(record.id), now)) throw new ActiveUserError(record.username);
  }
  for (const record of found) {
    // The sign-in goes first: were the profile removal to fail, the account can no longer be
    // used and a retry of the delete finishes it.
    await ports.accounts.remove(record.username);
    await ports.people.remove(record.id);
  }
  return ok({ deleted: found.map((record) => record.id) });
}

// Subscribers, user roles, user groups and admin e-mails: master files on the core (decision 0011).

type PeopleFile<T extends Stamped, Input = Fields<T>> = MasterFile<T, PeoplePorts, Input>;

/** A subscriber's e-mail is theirs alone: the store refuses one another subscriber has (SubscriberEmailTakenError). */
export const subscribers: PeopleFile<Subscriber> = {
  what: 'subscriber',
  store: (ports) => ports.subscribers,
  columns: SUBSCRIBER_COLUMNS,
  sort: newestFirst,
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * §7 DELETE /api/roles and /api/user/group: a role an administrator holds, or a group a
 * student is in, is not deleted, and neither is any other in the same request (cannotDelete).
 */
function refuseUsed<T extends { id: string; name: string }>(store: (ports: PeoplePorts) => RecordStore<T>, roleId: RoleId, inUse: (name: string, count: number) => string) {
  return async (ports: PeoplePorts, ids: readonly string[]) => {
    for (const id of ids) {
      const record = await store(ports).get(id);
      if (!record) continue;
      const members = await ports.people.members(roleId, id);
      if (members.length > 0) throw new CannotDeleteError(inUse(record.name, members.length));
    }
  };
}

/** User roles are changed by full administrators only: the routes' guard is `requireFullAdministrator`. */
export const userRoles: PeopleFile<UserRole> = {
  what: 'user role',
  store: (ports) => ports.userRoles,
  columns: USER_ROLE_COLUMNS,
  beforeDelete: refuseUsed((ports) => ports.userRoles, ROLE.admin, (name, count) => `${name}: held by ${plural(count, 'administrator', 'administrators')}`),
};

export const userGroups: PeopleFile<UserGroup> = {
  what: 'user group',
  store: keptAs(userGroupRecords),
  routes: { list: routes.listUserGroups, get: routes.getUserGroup, create: routes.createUserGroup, update: routes.updateUserGroup, remove: routes.deleteUserGroups },
  columns: USER_GROUP_COLUMNS,
  beforeDelete: refuseUsed(keptAs(userGroupRecords), ROLE.student, (name, count) => `${name}: ${plural(count, 'student is', 'students are')} in it`),
};

/** The addresses the shop's notices go to (decision 0059): each address once. */
export const adminEmails: PeopleFile<AdminEmail, z.output<typeof adminEmailInput>> = {
  what: 'admin e-mail',
  store: keptAs(adminEmailRecords),
  routes: { list: routes.listAdminEmails, get: routes.getAdminEmail, create: routes.createAdminEmail, update: routes.updateAdminEmail, remove: routes.deleteAdminEmails },
  columns: ADMIN_EMAIL_COLUMNS,
};
