import type { Quiz } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/** A quiz (decision 0040): its titles, its category and the engine's settings, kept as one map. */
export const quizModel = {
  model: { entity: 'quiz', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title_th: { type: 'string', default: '' },
    title_en: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    settings: { type: 'any', required: true },
  },
  indexes: listedIndexes,
} as const;

export const quizRecords = recordKind<Quiz>(quizModel);
