import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { listedIndexes, recordAttributes } from './record-keys.js';

/** A named set of admin screens (decision 0021); administrators holding it open only those. */
export const userRoleSchema = {
  model: { entity: 'userRole', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    /** AdminScreen names. */
    permissions: { type: 'list', items: { type: 'string' }, required: true },
  },
  indexes: listedIndexes,
} as const;

export const createUserRoleEntity = ({ table, client }: DataOptions) => new Entity(userRoleSchema, { table, client });
export type UserRoleItem = EntityItem<ReturnType<typeof createUserRoleEntity>>;
