import type { QuizQuestionRecord } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/**
 * A question of a category's bank (decision 0040), kept whole in the engine's shape
 * (`quizQuestion`): what each kind holds is its own attribute, absent on the other kinds.
 */
export const quizQuestionModel = {
  model: { entity: 'quizQuestion', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    category_id: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    /** Bilingual texts and lists of options are kept as maps and lists. */
    text: { type: 'any', required: true },
    image_id: { type: 'string' },
    points: { type: 'number', required: true },
    explanation: { type: 'any' },
    choices: { type: 'any' },
    partial: { type: 'boolean' },
    answer: { type: 'boolean' },
    accepted: { type: 'any' },
    match: { type: 'string' },
    pairs: { type: 'any' },
    items: { type: 'any' },
  },
  indexes: listedIndexes,
} as const;

export const quizQuestionRecords = recordKind<QuizQuestionRecord>(quizQuestionModel);
