import type { Certificate } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/**
 * An issued certificate (decision 0042), its id its number: what it shows, as it was on the day it
 * was issued, and how it came to be. Written only with its claim in the student's partition
 * (`entities/certificate-claim.ts`), in one transaction.
 */
export const certificateModel = {
  model: { entity: 'certificate', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    number: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    student_name: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    course_title: { type: 'string', required: true },
    instructor: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    issued_at: { type: 'string', required: true },
    completed_at: { type: 'string', required: true },
    issued_by: { type: ['completion', 'admin'] as const, required: true },
    reason: { type: 'string', default: '' },
    admin_id: { type: 'string', default: '' },
  },
  indexes: listedIndexes,
} as const;

export const certificateRecords = recordKind<Certificate>(certificateModel);
