import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A student's submission to a homework lesson (decision 0041), in the student's partition beside
 * their lesson progress: by course, lesson, then its number (`0001`, `0002`…), so a lesson's
 * submissions are one Query and two submissions of the same number cannot both be kept. It keeps
 * the homework's scores as they were when it was sent. A course's submissions are one Query of
 * gsi1, for its reviewers.
 */
export const homeworkSubmissionSchema = {
  model: { entity: 'homeworkSubmission', version: '1', service: 'marketplace' },
  attributes: {
    user_id: { type: 'string', required: true },
    course_id: { type: 'string', required: true },
    lesson_id: { type: 'string', required: true },
    submission_id: { type: 'string', required: true },
    homework_id: { type: 'string', required: true },
    text: { type: 'string', default: '' },
    /** The files attached: id, name, type and size of each (`StoredHomeworkFile[]`). */
    files: { type: 'any', default: () => [] },
    status: { type: ['submitted', 'accepted', 'returned'] as const, required: true },
    submitted_at: { type: 'string', required: true },
    late: { type: 'boolean', default: false },
    max_score: { type: 'number', required: true },
    pass_score: { type: 'number', required: true },
    score: { type: 'number' },
    comment: { type: 'string', default: '' },
    reviewed_at: { type: 'string', default: '' },
    reviewer_id: { type: 'string', default: '' },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['user_id'] }, sk: { field: 'sk', composite: ['course_id', 'lesson_id', 'submission_id'] } },
    byCourse: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['course_id'] }, sk: { field: 'gsi1sk', composite: ['submitted_at', 'user_id', 'lesson_id', 'submission_id'] } },
  },
} as const;

export const createHomeworkSubmissionEntity = ({ table, client }: DataOptions) => new Entity(homeworkSubmissionSchema, { table, client });
export type HomeworkSubmissionItem = EntityItem<ReturnType<typeof createHomeworkSubmissionEntity>>;
