import type { Homework } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A homework (decision 0041): its titles and instructions in Thai and English, its category, due date, scores and rules. */
export const homeworkModel = {
  model: { entity: 'homework', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title_th: { type: 'string', default: '' },
    title_en: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    instructions_th: { type: 'string', default: '' },
    instructions_en: { type: 'string', default: '' },
    due_on: { type: 'string', default: '' },
    max_score: { type: 'number', required: true },
    pass_score: { type: 'number', required: true },
    allow_resubmit: { type: 'boolean', required: true },
    max_files: { type: 'number', required: true },
  },
  indexes: listedIndexes,
} as const;

export const homeworkRecords = recordKind<Homework>(homeworkModel);
