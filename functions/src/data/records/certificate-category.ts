import type { CertificateCategory } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A certificate category (decision 0042): its template, kept as one map, and the courses it certifies. */
export const certificateCategoryModel = {
  model: { entity: 'certificateCategory', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    course_ids: { type: 'list', items: { type: 'string' }, default: [] },
    template: { type: 'any', required: true },
  },
  indexes: listedIndexes,
} as const;

export const certificateCategoryRecords = recordKind<CertificateCategory>(certificateCategoryModel);
