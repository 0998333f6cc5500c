import { adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds } from './schemas/ids.js';
import {
  adminComment,
  commentHiddenInput,
  commentIdParams,
  commentInput,
  commentPage,
  commentPageQuery,
  commentParams,
  commentDeleted,
  lessonCommentParams,
  commentUpdateInput,
  courseCommentQuery,
  courseCommentTable,
  lessonComment,
} from '../learning/comment-schemas.js';

/**
 * A lesson's discussion (decision 0044): read and written by whoever may open the lesson; each
 * caller edits and deletes their own comments; the course's instructor and administrators hide.
 * `{id}` is the course: a student naming another's course gets 403, as `openLesson` answers.
 */
const discussion = {
  domain: 'learning',
  access: 'signed-in',
  feature: 'COURSE_COMMENT',
  ownership: { kind: 'record', list: 'listMyLearning' },
} as const;
const COMMENTS_PATH = '/api/courses/{id}/lessons/{lessonId}/comments';

/** The back office's moderation of every course's comments, SPEC §7's DELETE /api/comment among them. */
const moderation = { domain: 'learning', access: 'admin', permission: ['courseComments'], feature: 'COURSE_COMMENT' } as const;

export const commentRoutes = {
  listLessonComments: defineRoute({
    ...discussion,
    id: 'listLessonComments',
    method: 'GET',
    path: COMMENTS_PATH,
    summary: "A page of a lesson's discussion: 20 threads, newest first, each with its replies; `cursor` is the previous page's `next_cursor`.",
    params: lessonCommentParams,
    query: commentPageQuery,
    response: commentPage,
  }),
  postLessonComment: defineRoute({
    ...discussion,
    id: 'postLessonComment',
    method: 'POST',
    path: COMMENTS_PATH,
    summary: "Post a comment under a lesson, or a reply naming its `parent_id`; a reply tells the comment's author (in-app and web push).",
    params: lessonCommentParams,
    body: commentInput,
    response: lessonComment,
    example: { text: 'How do I run the script from the terminal?' },
  }),
  updateLessonComment: defineRoute({
    ...discussion,
    id: 'updateLessonComment',
    method: 'PUT',
    path: `${COMMENTS_PATH}/{commentId}`,
    summary: "Change the text of one of the caller's own comments.",
    params: commentParams,
    body: commentUpdateInput,
    response: lessonComment,
    example: { text: 'Edited: how do I run the script?' },
  }),
  deleteLessonComment: defineRoute({
    ...discussion,
    id: 'deleteLessonComment',
    method: 'DELETE',
    path: `${COMMENTS_PATH}/{commentId}`,
    summary: "Delete one of the caller's own comments; a top-level comment with replies is kept as “comment deleted”.",
    params: commentParams,
    response: commentDeleted,
  }),
  hideLessonComment: defineRoute({
    ...discussion,
    id: 'hideLessonComment',
    method: 'PUT',
    path: `${COMMENTS_PATH}/{commentId}/hidden`,
    summary: "The course's instructor or an administrator hides a comment (`hidden: true`) or shows it again.",
    params: commentParams,
    body: commentHiddenInput,
    response: lessonComment,
    example: { hidden: true },
  }),
  listCourseComments: defineRoute({
    ...moderation,
    id: 'listCourseComments',
    method: 'GET',
    path: '/api/comment',
    summary: 'A page of the course comments table: 50 comments of every course, newest first; one course or lesson with `course_id`/`lesson_id`, words of the text or author with `search`.',
    query: courseCommentQuery,
    response: courseCommentTable,
  }),
  getCourseComment: defineRoute({
    ...moderation,
    id: 'getCourseComment',
    method: 'GET',
    path: '/api/comment/{id}',
    summary: 'One comment, for its view in the back office.',
    params: commentIdParams,
    response: adminComment,
  }),
  hideCourseComment: defineRoute({
    ...moderation,
    id: 'hideCourseComment',
    method: 'POST',
    path: '/api/comment/{id}/hide',
    summary: 'Hide a comment: only its author and the moderators see it.',
    params: commentIdParams,
    response: adminComment,
  }),
  unhideCourseComment: defineRoute({
    ...moderation,
    id: 'unhideCourseComment',
    method: 'POST',
    path: '/api/comment/{id}/unhide',
    summary: 'Show a hidden comment to everyone who reads the lesson again.',
    params: commentIdParams,
    response: adminComment,
  }),
  deleteCourseComments: adminDelete({
    id: 'deleteCourseComments',
    method: 'DELETE',
    path: '/api/comment',
    domain: 'learning',
    screens: ['courseComments'],
    feature: 'COURSE_COMMENT',
    summary: 'Delete course comments (../shared/SPEC.md §7); a top-level comment with replies is kept as “comment deleted”, its replies stay.',
    body: deleteIds,
  }),
};
