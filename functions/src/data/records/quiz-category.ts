import type { QuizCategory } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A category of the quizzes file (decision 0040): a bank of questions, and what a quiz is filed under. */
export const quizCategoryModel = {
  model: { entity: 'quizCategory', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
  },
  indexes: listedIndexes,
} as const;

export const quizCategoryRecords = recordKind<QuizCategory>(quizCategoryModel);
