import { COMMENT_AUTHOR_ROLES, COURSE_COMMENT_COLUMNS, routes } from '@lm/shared';
import { masterFile } from './define';

/**
 * Course comments (../shared/SPEC.md §1 comments, §7 DELETE /api/comment; decision 0044): every
 * lesson's discussion, newest first, found by course, lesson and words. Students and instructors
 * write them on the learn page; here a comment is hidden, shown again or deleted (a question with
 * replies is kept as "comment deleted").
 */
export const courseComments = masterFile({
  key: 'courseComments',
  endpoints: { list: routes.listCourseComments, get: routes.getCourseComment, remove: routes.deleteCourseComments },
  columns: COURSE_COMMENT_COLUMNS,
  shown: ['created_at', 'course_title', 'lesson_title', 'author_name', 'author_role', 'text', 'hidden', 'deleted', 'reply_count'],
  named: ['author_name', 'lesson_title'],
  columnOverrides: {
    ...Object.fromEntries(COURSE_COMMENT_COLUMNS.map((column) => [column.key, { label: `masterFiles.courseComments.columns.${column.key}` }])),
    author_role: { label: 'masterFiles.courseComments.columns.author_role', choices: { values: COMMENT_AUTHOR_ROLES, labels: 'masterFiles.courseComments.roles' } },
  },
  detail: () => import('../components/course-comment-view'),
  actions: [
    { key: 'hide', route: routes.hideCourseComment, when: [{ column: 'hidden', values: ['false'] }, { column: 'deleted', values: ['false'] }], variation: 'warning' },
    { key: 'unhide', route: routes.unhideCourseComment, when: [{ column: 'hidden', values: ['true'] }, { column: 'deleted', values: ['false'] }] },
  ],
  toolbar: () => import('../components/course-comments-toolbar'),
});
