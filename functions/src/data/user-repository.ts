import type { UserDirectory, UserProfile } from '../identity/ports.js';
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
