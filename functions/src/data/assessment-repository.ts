import type { CourseAssessment, InstructorAssessment, StudentAssessment } from '@lm/shared';
import { Entity } from 'electrodb';
import type { AssessmentLookups } from '../learning/assessments.js';
import type { DataOptions } from './options.js';
import { courseAssessmentModel, instructorAssessmentModel, studentAssessmentModel } from './records/assessments.js';

type AboutEntity = { query: { byAbout(facets: Record<string, string>): { go(options: { pages: 'all' }): Promise<{ data: unknown[] }> } } };

/** One Query of gsi2: every assessment about one course, instructor or student. */
function lookup<T>(options: DataOptions, model: object, attribute: string) {
  const entity = new Entity(model as never, options) as unknown as AboutEntity;
  return async (value: string): Promise<T[]> => (await entity.query.byAbout({ [attribute]: value }).go({ pages: 'all' })).data as T[];
}

/** The assessments' reads beyond their records (decision 0043): by course, by instructor, by student. */
export function createAssessmentLookups(options: DataOptions): AssessmentLookups {
  return {
    ofCourse: lookup<CourseAssessment>(options, courseAssessmentModel, 'course_id'),
    ofInstructor: lookup<InstructorAssessment>(options, instructorAssessmentModel, 'instructor_user_id'),
    ofStudent: lookup<StudentAssessment>(options, studentAssessmentModel, 'student_id'),
  };
}
