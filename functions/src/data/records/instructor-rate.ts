import { PAY_BASES, type InstructorRate } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** An instructor's pay rate (decision 0050): one per instructor profile, set in the back office. */
export const instructorRateModel = {
  model: { entity: 'instructorRate', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    instructor_id: { type: 'string', required: true },
    basis: { type: PAY_BASES, required: true },
    rate: { type: 'number', required: true },
    course_share_percent: { type: 'number', default: 0 },
  },
  indexes: listedIndexes,
} as const;

export const instructorRateRecords = recordKind<InstructorRate>(instructorRateModel);
