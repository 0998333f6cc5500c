import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { listedIndexes, recordAttributes } from './record-keys.js';

/** Students grouped for announcements and group coupons (decision 0021); a student's profile names its group. */
export const userGroupSchema = {
  model: { entity: 'userGroup', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
  },
  indexes: listedIndexes,
} as const;

export const createUserGroupEntity = ({ table, client }: DataOptions) => new Entity(userGroupSchema, { table, client });
export type UserGroupItem = EntityItem<ReturnType<typeof createUserGroupEntity>>;
