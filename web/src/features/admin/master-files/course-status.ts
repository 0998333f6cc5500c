import { COURSE_STATUS_COLUMNS, routes } from '@lm/shared';
import { masterFile } from './define';

/**
 * Course status (../shared/SPEC.md §2 "Admin", decision 0039): a report of every enrollment with
 * how far its student is, as the student's own area works it out. Nothing is written, deleted or
 * opened here; the screen's own controls choose a course, find a student and save the rows as CSV.
 */
export const courseStatus = masterFile({
  key: 'courseStatus',
  endpoints: { list: routes.listCourseStatus },
  columns: COURSE_STATUS_COLUMNS,
  shown: ['student_name', 'student_email', 'course_title', 'lessons_done', 'lessons_total', 'percent', 'last_activity_at', 'last_lesson_title', 'quiz_scores', 'homework_state', 'certificate_number', 'enrolled_at', 'access_until', 'expired'],
  named: ['student_name', 'course_title'],
  columnOverrides: Object.fromEntries(
    COURSE_STATUS_COLUMNS.map((column) => [column.key, { label: `masterFiles.courseStatus.columns.${column.key}`, ...(column.key === 'percent' ? { bar: true } : {}) }]),
  ),
  toolbar: () => import('../components/course-status-toolbar'),
});
