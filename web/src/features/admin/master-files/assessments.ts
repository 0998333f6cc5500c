import { COURSE_ASSESSMENT_COLUMNS, INSTRUCTOR_ASSESSMENT_COLUMNS, STUDENT_ASSESSMENT_COLUMNS, routes, type TableColumn } from '@lm/shared';
import { masterFile, reportColumns } from './define';

/** Every column of the assessments' tables is worded under `masterFiles.assessmentColumns`. */
const labelled = (columns: readonly TableColumn[]) => reportColumns('masterFiles.assessmentColumns', columns);

const detail = () => import('../components/assessment-view');

/**
 * The assessments screen (../shared/SPEC.md §2 "Admin", decision 0043): what students wrote of
 * courses and of instructors, and instructors of students, a switch apart. Students and
 * instructors write them; the back office reads them and deletes them with SPEC §7's deletes.
 */
export const courseAssessments = masterFile({
  key: 'courseAssessments',
  endpoints: { list: routes.listCourseAssessments, get: routes.getCourseAssessment, remove: routes.deleteCourseAssessments },
  columns: COURSE_ASSESSMENT_COLUMNS,
  shown: ['updated_at', 'course_title', 'student_name', 'rating', 'review'],
  named: ['student_name', 'course_title'],
  columnOverrides: labelled(COURSE_ASSESSMENT_COLUMNS),
  detail,
});

export const instructorAssessments = masterFile({
  key: 'instructorAssessments',
  endpoints: { list: routes.listInstructorAssessments, get: routes.getInstructorAssessment, remove: routes.deleteInstructorAssessments },
  columns: INSTRUCTOR_ASSESSMENT_COLUMNS,
  shown: ['updated_at', 'instructor_name', 'course_title', 'student_name', 'rating', 'comment'],
  named: ['instructor_name', 'student_name'],
  columnOverrides: labelled(INSTRUCTOR_ASSESSMENT_COLUMNS),
  detail,
});

export const studentAssessments = masterFile({
  key: 'studentAssessments',
  endpoints: { list: routes.listStudentAssessments, get: routes.getStudentAssessment, remove: routes.deleteStudentAssessments },
  columns: STUDENT_ASSESSMENT_COLUMNS,
  shown: ['updated_at', 'student_name', 'course_title', 'instructor_name', 'average', 'comment'],
  named: ['student_name', 'course_title'],
  columnOverrides: labelled(STUDENT_ASSESSMENT_COLUMNS),
  detail,
});
