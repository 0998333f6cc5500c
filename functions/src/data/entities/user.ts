import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A person's profile; the credentials live in Cognito under the same username. */
export const userSchema = {
  model: { entity: 'user', version: '1', service: 'marketplace' },
  attributes: {
    userId: { type: 'string', required: true },
    username: { type: 'string', required: true },
    email: { type: 'string', required: true },
    firstname: { type: 'string', default: '' },
    lastname: { type: 'string', default: '' },
    displayImgUrl: { type: 'string', default: '' },
    /** Set by the person on their profile page. */
    phone: { type: 'string', default: '' },
    /** Asked at registration when the registerFields settings say so (decision 0019); the person edits them on their profile. */
    birthday: { type: 'string' },
    gender: { type: 'string' },
    lineId: { type: 'string' },
    referral: { type: 'string' },
    roleId: { type: 'number', required: true },
    pdpaApproved: { type: 'number', default: 0 },
    userGroupId: { type: 'string' },
    /** Administrators only: the custom user role they hold; absent for a full administrator (decision 0021). */
    userRoleId: { type: 'string' },
    /** Mirrors the Cognito user's disabled state; a disabled account cannot sign in. */
    disabled: { type: 'boolean', default: false },
    /** Self-learning accounts study offline and may not sign in to the site. */
    selfLearning: { type: 'boolean', default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    /** Set by the back office when it changes the account; absent until then. */
    updatedAt: { type: 'string' },
    /**
     * The user role an administrator holds or the group a student is in ('' for none), kept from
     * those two by every write: it leads the role listing's sort key, so the holders of a role or
     * the members of a group are one Query of their role's listing (decision 0021).
     */
    membership: {
      type: 'string',
      hidden: true,
      watch: ['userRoleId', 'userGroupId'],
      set: (_: unknown, item: { userRoleId?: string; userGroupId?: string }) => item.userRoleId || item.userGroupId || '',
    },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byUsername: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['username'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    /** The accounts of one role (the people tables), oldest first within a membership. */
    byRole: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['roleId'] },
      sk: { field: 'gsi2sk', composite: ['membership', 'createdAt'] },
    },
  },
} as const;

export const createUserEntity = ({ table, client }: DataOptions) => new Entity(userSchema, { table, client });
export type UserItem = EntityItem<ReturnType<typeof createUserEntity>>;

export function createUserMock(overrides: Partial<UserItem> = {}): UserItem {
  return {
    userId: 'u-1',
    username: 'student',
    email: 'student@example.com',
    firstname: 'Somchai',
    lastname: 'Jaidee',
    displayImgUrl: '',
    roleId: 3,
    pdpaApproved: 0,
    selfLearning: false,
    ...overrides,
  };
}
