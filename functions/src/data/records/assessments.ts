import type { CourseAssessment, InstructorAssessment, StudentAssessment } from '@lm/shared';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';

/**
 * The three kinds of assessment (decision 0043). Each is a record of the back office's listing
 * (gsi1, in creation order) and is found on gsi2 by whom or what it is about: a course's
 * assessments for its page, an instructor's for their own page, a student's for theirs.
 */
const about = (attribute: string) =>
  ({
    ...listedIndexes,
    byAbout: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [attribute] }, sk: { field: 'gsi2sk', composite: ['created_at'] } },
  }) as const;

const common = {
  ...recordAttributes,
  course_id: { type: 'string', required: true },
  course_title: { type: 'string', default: '' },
} as const;

export const courseAssessmentModel = {
  model: { entity: 'courseAssessment', version: '1', service: 'marketplace' },
  attributes: {
    ...common,
    user_id: { type: 'string', required: true },
    student_name: { type: 'string', default: '' },
    rating: { type: 'number', required: true },
    review: { type: 'string', default: '' },
  },
  indexes: about('course_id'),
} as const;

export const instructorAssessmentModel = {
  model: { entity: 'instructorAssessment', version: '1', service: 'marketplace' },
  attributes: {
    ...common,
    instructor_user_id: { type: 'string', default: '' },
    instructor_name: { type: 'string', default: '' },
    user_id: { type: 'string', required: true },
    student_name: { type: 'string', default: '' },
    rating: { type: 'number', required: true },
    comment: { type: 'string', default: '' },
  },
  indexes: about('instructor_user_id'),
} as const;

export const studentAssessmentModel = {
  model: { entity: 'studentAssessment', version: '1', service: 'marketplace' },
  attributes: {
    ...common,
    student_id: { type: 'string', required: true },
    student_name: { type: 'string', default: '' },
    instructor_user_id: { type: 'string', required: true },
    instructor_name: { type: 'string', default: '' },
    scores: { type: 'any', required: true },
    average: { type: 'number', required: true },
    comment: { type: 'string', default: '' },
  },
  indexes: about('student_id'),
} as const;

export const courseAssessmentRecords = recordKind<CourseAssessment>(courseAssessmentModel);
export const instructorAssessmentRecords = recordKind<InstructorAssessment>(instructorAssessmentModel);
export const studentAssessmentRecords = recordKind<StudentAssessment>(studentAssessmentModel);
