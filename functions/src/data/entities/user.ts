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
    roleId: { type: 'number', required: true },
    pdpaApproved: { type: 'number', default: 0 },
    userGroupId: { type: 'string' },
    /** Self-learning accounts study offline and may not sign in to the site. */
    selfLearning: { type: 'boolean', default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byUsername: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['username'] },
      sk: { field: 'gsi1sk', composite: [] },
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
