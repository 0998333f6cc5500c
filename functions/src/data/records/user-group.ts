import type { UserGroup } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** Students grouped for announcements and group coupons (decision 0021); a student's profile names its group. */
export const userGroupModel = {
  model: { entity: 'userGroup', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
  },
  indexes: listedIndexes,
} as const;

// A group is chosen by its name (a student's form, a coupon's, an announcement's): two may not share one.
export const userGroupRecords = recordKind<UserGroup>(userGroupModel, [], { unique: { name: 'userGroupNameTaken' } });
