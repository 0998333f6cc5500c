import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { userGroupModel } from '../records/user-group.js';

export const createUserGroupEntity = ({ table, client }: DataOptions) => new Entity(userGroupModel, { table, client });
export type UserGroupItem = EntityItem<ReturnType<typeof createUserGroupEntity>>;
