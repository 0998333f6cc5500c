import { GENDERS, type Address } from '@lm/shared';
import type { AccountProfiles, AccountRecord, AddressBook } from '../account/ports.js';
import { unlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { AddressItem } from './entities/address.js';
import type { UserItem } from './entities/user.js';

function toRecord(item: UserItem): AccountRecord {
  return {
    userId: item.userId,
    username: item.username,
    email: item.email,
    firstname: item.firstname ?? '',
    lastname: item.lastname ?? '',
    phone: item.phone ?? '',
    displayImgUrl: item.displayImgUrl ?? '',
    birthday: item.birthday ?? '',
    gender: GENDERS.find((one) => one === item.gender) ?? '',
    lineId: item.lineId ?? '',
    referral: item.referral ?? '',
    roleId: item.roleId,
    pdpaApproved: item.pdpaApproved === 1 ? 1 : 0,
    userGroupId: item.userGroupId ?? null,
  };
}

function toAddress({ userId: _owner, ...item }: AddressItem): Address {
  return { ...item, line2: item.line2 ?? '', is_default: item.is_default ?? false };
}

export function createAccountProfiles(db: Pick<Database, 'users'>): AccountProfiles {
  return {
    async get(userId) {
      const { data } = await db.users.get({ userId }).go();
      return data ? toRecord(data) : undefined;
    },
    async update(userId, changes) {
      // patch refuses an item that is not there, so a profile is never created here.
      const written = await unlessRefused(db.users.patch({ userId }).set(changes).go({ response: 'all_new' }));
      return written && toRecord(written.data as UserItem);
    },
  };
}

/** Every address sits in its owner's partition, so a read by another user cannot reach it. */
export function createAddressBook(db: Pick<Database, 'addresses'>): AddressBook {
  return {
    async list(userId) {
      const { data } = await db.addresses.query.byUser({ userId }).go({ pages: 'all' });
      return data.map(toAddress);
    },
    async get(userId, id) {
      const { data } = await db.addresses.get({ userId, id }).go();
      return data ? toAddress(data) : undefined;
    },
    async put(userId, address) {
      await db.addresses.put({ ...address, userId }).go();
    },
    async remove(userId, id) {
      const { data } = await db.addresses.delete({ userId, id }).go({ response: 'all_old' });
      return !!data;
    },
  };
}
