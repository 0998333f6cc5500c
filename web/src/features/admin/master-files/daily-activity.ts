import { COURSE_ACTIVITY_COLUMNS, routes } from '@lm/shared';
import { masterFile } from './define';

/**
 * Daily activity per course (../shared/SPEC.md §6 DAILY_ACTIVITY, decision 0045): each day's
 * minutes learned, students who learned and lessons done, newest first. A report: nothing is
 * written or deleted here; its controls choose the course and how many days.
 */
export const dailyActivity = masterFile({
  key: 'dailyActivity',
  endpoints: { list: routes.listCourseActivity },
  columns: COURSE_ACTIVITY_COLUMNS,
  shown: ['day', 'minutes', 'students', 'lessons'],
  named: ['day'],
  columnOverrides: Object.fromEntries(COURSE_ACTIVITY_COLUMNS.map((column) => [column.key, { label: `masterFiles.dailyActivity.columns.${column.key}` }])),
  toolbar: () => import('../components/course-activity-toolbar'),
});
