import { isAdminScreen, type AdminPermissions } from '@lm/shared';
import type { Database } from './database.js';

/**
 * What an administrator may use (decision 0021): every screen without a custom user role, else
 * the role's screens. Two key reads per admin request; a role that vanished grants nothing.
 */
export function createPermissionReader(db: Pick<Database, 'users' | 'userRoles'>): (userId: string) => Promise<AdminPermissions> {
  return async (userId) => {
    const { data: user } = await db.users.get({ userId }).go({ attributes: ['userRoleId'] });
    if (!user?.userRoleId) return 'all';
    const { data: role } = await db.userRoles.get({ id: user.userRoleId }).go({ attributes: ['permissions'] });
    return (role?.permissions ?? []).filter(isAdminScreen);
  };
}
