import {
  PERSON_COLUMNS,
  ROLE,
  SUBSCRIBER_COLUMNS,
  USER_GROUP_COLUMNS,
  USER_ROLE_COLUMNS,
  groupOfRole,
  type Person,
  type RoleId,
  type Subscriber,
  type TablePage,
  type TableQuery,
  type UserGroup,
  type UserRole,
  type administratorInput,
  type administratorUpdate,
} from '@lm/shared';
import type * as z from 'zod';
import { CannotDeleteError } from '../catalog/errors.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { EmailTakenError } from '../identity/errors.js';
import { isActive } from '../identity/service.js';
import { tablePageOf } from '../tables/table-query.js';
import { ActiveUserError, FullAdministratorOnlyError, OwnRoleError, SubscriberEmailTakenError } from './errors.js';
import type { Actor, PeoplePorts, PersonRecord, RecordStore } from './ports.js';

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

function invalidField(field: string, problem: string): ValidationError {
  return new ValidationError(`The request is not valid. (body) ${field}: ${problem}`, { [field]: [problem] });
}

/** The role or group an account names must exist; only its own role's field is kept. */
async function membershipOf(ports: PeoplePorts, roleId: RoleId, input: { user_role_id?: string; user_group_id?: string }) {
  const userRoleId = roleId === ROLE.admin ? (input.user_role_id ?? '') : '';
  const userGroupId = roleId === ROLE.student ? (input.user_group_id ?? '') : '';
  if (userRoleId && !(await ports.userRoles.get(userRoleId))) throw invalidField('user_role_id', 'No user role has this id.');
  if (userGroupId && !(await ports.userGroups.get(userGroupId))) throw invalidField('user_group_id', 'No user group has this id.');
  return { userRoleId, userGroupId };
}

/**
 * Decision 0021: an administrator's account carries its role and its sign-in (e-mail, password),
 * and a user role decides what its holders open, so only a full administrator creates, changes or
 * deletes either; an administrator holding a role may read them, as its screens allow.
 */
function requireFullAdministrator(actor: Actor): void {
  if (!actor.fullAdministrator) throw new FullAdministratorOnlyError();
}

/** Accounts of other roles are changed by whoever the route's screens admit. */
function requireManagerOf(roleId: RoleId, actor: Actor): void {
  if (roleId === ROLE.admin) requireFullAdministrator(actor);
}

async function requirePerson(ports: PeoplePorts, roleId: RoleId, id: string): Promise<PersonRecord> {
  const record = await ports.people.get(id);
  // An account of another role is not in this table: to this route it does not exist.
  if (!record || record.roleId !== roleId) throw new NotFoundError(`No ${ROLE_NAMES[roleId]} has the id ${id}.`);
  return record;
}

export async function listPeople(ports: PeoplePorts, roleId: RoleId, query: TableQuery): Promise<TablePage<Person>> {
  return tablePageOf((await ports.people.listByRole(roleId)).map(toPerson), query, PERSON_COLUMNS);
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
 * SPEC §7 account deletes, all or nothing: every check passes before anything is removed. Ids
 * that name no account of the role are passed over; the answer lists what was deleted.
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

// Subscribers, user roles and user groups: records stored whole.

type Fields<T> = Omit<T, 'id' | 'created_at' | 'updated_at'>;

async function requireRecord<T extends { id: string }>(store: RecordStore<T>, id: string, what: string): Promise<T> {
  const record = await store.get(id);
  if (!record) throw new NotFoundError(`No ${what} has the id ${id}.`);
  return record;
}

async function save<T extends { id: string; created_at: string; updated_at: string }>(ports: PeoplePorts, store: RecordStore<T>, fields: Fields<T>, existing?: T) {
  const now = ports.now().toISOString();
  const record = { ...fields, id: existing?.id ?? ports.newId(), created_at: existing?.created_at ?? now, updated_at: now } as T;
  await store.put(record, existing ? 'replace' : 'create');
  return record;
}

export const listSubscribers = async (ports: PeoplePorts, query: TableQuery) => tablePageOf(await ports.subscribers.list(), query, SUBSCRIBER_COLUMNS);
export const getSubscriber = (ports: PeoplePorts, id: string) => requireRecord(ports.subscribers, id, 'subscriber');

async function requireFreeEmail(ports: PeoplePorts, email: string, ownId?: string) {
  const holder = await ports.subscribers.findByEmail(email);
  if (holder && holder.id !== ownId) throw new SubscriberEmailTakenError();
}

export async function createSubscriber(ports: PeoplePorts, fields: Fields<Subscriber>) {
  await requireFreeEmail(ports, fields.email);
  return save(ports, ports.subscribers, fields);
}

export async function updateSubscriber(ports: PeoplePorts, id: string, fields: Fields<Subscriber>) {
  const existing = await requireRecord(ports.subscribers, id, 'subscriber');
  await requireFreeEmail(ports, fields.email, id);
  return save(ports, ports.subscribers, fields, existing);
}

export const deleteSubscribers = async (ports: PeoplePorts, ids: readonly string[]) => ok({ deleted: await ports.subscribers.delete(ids) });

export const listUserRoles = async (ports: PeoplePorts, query: TableQuery) => tablePageOf(await ports.userRoles.list(), query, USER_ROLE_COLUMNS);
export const getUserRole = (ports: PeoplePorts, id: string) => requireRecord(ports.userRoles, id, 'user role');
export async function createUserRole(ports: PeoplePorts, fields: Fields<UserRole>, actor: Actor) {
  requireFullAdministrator(actor);
  return save(ports, ports.userRoles, fields);
}

export async function updateUserRole(ports: PeoplePorts, id: string, fields: Fields<UserRole>, actor: Actor) {
  requireFullAdministrator(actor);
  return save(ports, ports.userRoles, fields, await requireRecord(ports.userRoles, id, 'user role'));
}

export const listUserGroups = async (ports: PeoplePorts, query: TableQuery) => tablePageOf(await ports.userGroups.list(), query, USER_GROUP_COLUMNS);
export const getUserGroup = (ports: PeoplePorts, id: string) => requireRecord(ports.userGroups, id, 'user group');
export const createUserGroup = (ports: PeoplePorts, fields: Fields<UserGroup>) => save(ports, ports.userGroups, fields);
export const updateUserGroup = async (ports: PeoplePorts, id: string, fields: Fields<UserGroup>) =>
  save(ports, ports.userGroups, fields, await requireRecord(ports.userGroups, id, 'user group'));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * SPEC §7 DELETE /api/roles and /api/user/group: a role an administrator holds, or a group a
 * student is in, is not deleted, and neither is any other in the same request (cannotDelete).
 */
async function deleteUnused<T extends { id: string; name: string }>(
  ports: PeoplePorts,
  store: RecordStore<T>,
  ids: readonly string[],
  roleId: RoleId,
  inUse: (name: string, count: number) => string,
) {
  for (const id of ids) {
    const record = await store.get(id);
    if (!record) continue;
    const members = await ports.people.members(roleId, id);
    if (members.length > 0) throw new CannotDeleteError(inUse(record.name, members.length));
  }
  return ok({ deleted: await store.delete(ids) });
}

export async function deleteUserRoles(ports: PeoplePorts, ids: readonly string[], actor: Actor) {
  requireFullAdministrator(actor);
  return deleteUnused(ports, ports.userRoles, ids, ROLE.admin, (name, count) => `${name}: held by ${plural(count, 'administrator', 'administrators')}`);
}

export const deleteUserGroups = (ports: PeoplePorts, ids: readonly string[]) =>
  deleteUnused(ports, ports.userGroups, ids, ROLE.student, (name, count) => `${name}: ${plural(count, 'student is', 'students are')} in it`);
