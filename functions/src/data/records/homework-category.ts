import type { HomeworkCategory } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A category of the homework file (decision 0041): what a homework is filed under. */
export const homeworkCategoryModel = {
  model: { entity: 'homeworkCategory', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
  },
  indexes: listedIndexes,
} as const;

export const homeworkCategoryRecords = recordKind<HomeworkCategory>(homeworkCategoryModel);
