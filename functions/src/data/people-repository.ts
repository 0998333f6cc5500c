import { message, ROLE, type RoleId, type Subscriber, type UserRole } from '@lm/shared';
import { NotFoundError } from '../errors.js';
import type { PeoplePorts, PersonRecord, PersonStore, SubscriberStore } from '../people/ports.js';
import { subscriberEmails, userRoleNames } from '../people/errors.js';
import { recordStore, same } from './record-store.js';
import { withUniqueValues, type UniqueEntity } from './unique-values.js';
import { writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { UserItem } from './entities/user.js';

type PeopleDatabase = Pick<Database, 'users' | 'sessions' | 'addresses' | 'userRoles' | 'subscribers' | 'valueClaims'>;

export function toPersonRecord(item: UserItem): PersonRecord {
  const createdAt = item.createdAt ?? '';
  return {
    id: item.userId,
    username: item.username,
    email: item.email,
    firstname: item.firstname ?? '',
    lastname: item.lastname ?? '',
    phone: item.phone ?? '',
    roleId: item.roleId as RoleId,
    disabled: item.disabled ?? false,
    userRoleId: item.userRoleId ?? '',
    userGroupId: item.userGroupId ?? '',
    pdpaApproved: item.pdpaApproved === 1 ? 1 : 0,
    createdAt,
    updatedAt: item.updatedAt ?? createdAt,
  };
}

/** '' is "none" in the API; in the table the attribute is absent, as registration writes it. */
const present = (name: 'userRoleId' | 'userGroupId', value: string) => (value ? { [name]: value } : {});

export function createPersonStore(db: PeopleDatabase): PersonStore {
  return {
    async listByRole(roleId) {
      const { data } = await db.users.query.byRole({ roleId }).go({ pages: 'all' });
      return data.map(toPersonRecord);
    },
    async get(id) {
      const { data } = await db.users.get({ userId: id }).go();
      return data ? toPersonRecord(data) : undefined;
    },
    async create(person) {
      // create is conditional on the item being absent: an existing profile is never overwritten.
      await db.users
        .create({
          userId: person.id,
          username: person.username,
          email: person.email,
          firstname: person.firstname,
          lastname: person.lastname,
          phone: person.phone,
          roleId: person.roleId,
          disabled: person.disabled,
          pdpaApproved: person.pdpaApproved,
          createdAt: person.createdAt,
          updatedAt: person.updatedAt,
          ...present('userRoleId', person.userRoleId),
          ...present('userGroupId', person.userGroupId),
        })
        .go();
    },
    async update(id, changes) {
      // The whole item is written back, so the role listing's keys (membership, creation time) are
      // rebuilt with it; the condition keeps a profile deleted meanwhile from coming back.
      const { data: current } = await db.users.get({ userId: id }).go();
      if (!current) throw new NotFoundError(message('noneWithId', { what: 'account', id }));
      const { userRoleId: _role, userGroupId: _group, ...kept } = current;
      const item = { ...kept, ...changes, ...present('userRoleId', changes.userRoleId), ...present('userGroupId', changes.userGroupId) };
      const written = await writtenUnlessRefused(
        db.users
          .put(item)
          .where((a, o) => o.exists(a.userId))
          .go(),
      );
      if (!written) throw new NotFoundError(message('noneWithId', { what: 'account', id }));
      return toPersonRecord(item);
    },
    async remove(id) {
      const { data: addresses } = await db.addresses.query.byUser({ userId: id }).go({ pages: 'all', attributes: ['userId', 'id'] });
      if (addresses.length) await db.addresses.delete(addresses.map((a) => ({ userId: id, id: a.id }))).go();
      await db.sessions.delete({ userId: id }).go();
      await db.users.delete({ userId: id }).go();
    },
    async members(roleId, membership) {
      const { data } = await db.users.query.byRole({ roleId, membership }).go({ pages: 'all' });
      // Keys are lower-cased; the stored ids tell an exact match.
      return data.map(toPersonRecord).filter((person) => (roleId === ROLE.admin ? person.userRoleId : person.userGroupId) === membership);
    },
  };
}

/** The stores of records kept whole: user roles, user groups, subscribers. */
export function createPeopleRecordStores(db: PeopleDatabase): Pick<PeoplePorts, 'userRoles' | 'subscribers'> {
  const userRoles = withUniqueValues(recordStore<UserRole>(db.userRoles), db.userRoles as unknown as UniqueEntity, db.valueClaims, userRoleNames, same);
  const subscribers: SubscriberStore = withUniqueValues(recordStore<Subscriber>(db.subscribers), db.subscribers as unknown as UniqueEntity, db.valueClaims, subscriberEmails, same);
  return { userRoles, subscribers };
}
