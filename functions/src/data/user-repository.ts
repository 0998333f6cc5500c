import { accountName } from '@lm/shared';
import type { UserDirectory, UserProfile } from '../identity/ports.js';
import { batchGetAll } from './batch-get.js';
import type { Database } from './database.js';
import type { UserItem } from './entities/user.js';

export function toUserProfile(item: UserItem): UserProfile {
  return {
    id: item.userId,
    username: item.username,
    email: item.email,
    firstname: item.firstname ?? '',
    lastname: item.lastname ?? '',
    displayImgUrl: item.displayImgUrl ?? '',
    roleId: item.roleId,
    pdpaApproved: item.pdpaApproved === 1 ? 1 : 0,
    userGroupId: item.userGroupId ?? null,
    selfLearning: item.selfLearning ?? false,
    disabled: item.disabled ?? false,
  };
}

export function createUserDirectory(db: Pick<Database, 'users'>): UserDirectory & {
  findById(userId: string): Promise<UserProfile | undefined>;
} {
  return {
    async findByUsername(username) {
      const { data } = await db.users.query.byUsername({ username }).go({ limit: 1 });
      return data[0] ? toUserProfile(data[0]) : undefined;
    },
    async findById(userId) {
      const { data } = await db.users.get({ userId }).go();
      return data ? toUserProfile(data) : undefined;
    },
  };
}

/** What other domains show of an account: its e-mail and its name ("firstname lastname", or the username). */
export interface AccountContact {
  userId: string;
  email: string;
  name: string;
}

/** The accounts among these ids that exist, in one batch get. */
export async function accountContacts(db: Pick<Database, 'users'>, userIds: readonly string[]): Promise<Map<string, AccountContact>> {
  const ids = [...new Set(userIds.filter(Boolean))];
  if (!ids.length) return new Map();
  const keys = ids.map((userId) => ({ userId }));
  const users = await batchGetAll(keys, (pending) => db.users.get(pending).go({ attributes: ['userId', 'email', 'username', 'firstname', 'lastname'] }), 'accounts');
  return new Map(
    users.map((user) => [user.userId, { userId: user.userId, email: user.email, name: accountName(user) }]),
  );
}

/** The display names of the accounts among these ids that exist, in one batch get. */
export async function accountNames(db: Pick<Database, 'users'>, userIds: readonly string[]): Promise<Map<string, string>> {
  return new Map([...(await accountContacts(db, userIds))].map(([userId, { name }]) => [userId, name]));
}
