import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's attempt at a quiz lesson (decision 0040), in the student's partition beside their
 * lesson progress: by course, lesson, then the attempt's number (`0001`, `0002`…), so a lesson's
 * attempts are one Query in the order they were started, and a second start of the same number
 * fails its condition. It keeps a copy of the questions drawn and the settings it started under,
 * so editing the quiz or its questions later changes no attempt.
 */
export const quizAttemptSchema = {
  model: { entity: 'quizAttempt', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    lesson_id: { type: 'string', required: true },
    attempt_id: { type: 'string', required: true },
    quiz_id: { type: 'string', required: true },
    seed: { type: 'number', required: true },
    /** The drawn questions, whole, with the order their options show in (`AttemptQuestion[]`). */
    questions: { type: 'any', required: true },
    /** The quiz's pass mark, attempts, time limit and reveal rule when the attempt started. */
    settings: { type: 'any', required: true },
    status: { type: ['open', 'submitted'] as const, required: true },
    started_at: { type: 'string', required: true },
    /** '' when the quiz has no time limit. */
    deadline: { type: 'string', default: '' },
    /** The answers saved, as a map of question id to answer. */
    answers: { type: 'any', default: () => ({}) },
    answers_saved_at: { type: 'string', default: '' },
    submitted_at: { type: 'string', default: '' },
    late: { type: 'boolean', default: false },
    /** The grade (`AttemptGrade`), once submitted. */
    grade: { type: 'any' },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id', 'lesson_id', 'attempt_id'] } },
  },
} as const;

export const createQuizAttemptEntity = ({ table, client }: DataOptions) => new Entity(quizAttemptSchema, { table, client });
export type QuizAttemptItem = EntityItem<ReturnType<typeof createQuizAttemptEntity>>;
