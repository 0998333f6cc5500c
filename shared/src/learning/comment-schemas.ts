import * as z from 'zod';
import { message } from '../api/messages.js';
import { column, stampColumns, tablePage, tableQuery, type TableColumn } from '../api/schemas/table.js';

/**
 * Course comments (../shared/SPEC.md §1 "comments", plan flag COURSE_COMMENT): a discussion under
 * each lesson, threaded one level (a comment and its replies), in plain text.
 */

/** The longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 2000;
/** Threads a page of a lesson's discussion holds. */
export const COMMENT_THREADS_PER_PAGE = 20;

/** Who wrote a comment, as the discussion shows it: the course's instructor and administrators carry a badge. */
export const COMMENT_AUTHOR_ROLES = ['student', 'instructor', 'admin'] as const;
export type CommentAuthorRole = (typeof COMMENT_AUTHOR_ROLES)[number];

const commentId = (label: string) =>
  z
    .string({ error: message('notText', { label }) })
    .trim()
    .min(1, message('required', { label }))
    .max(64, message('tooLong', { label }))
    .regex(/^[a-z0-9]+$/, `${label} is not the id of a comment.`);

/**
 * A comment's text: 1 to 2000 characters once trimmed. It is kept and shown as plain text: markup
 * is never read as HTML, so it needs no cleaning here. Control characters other than line breaks
 * and tabs are refused.
 */
export const commentText = z
  .string({ error: 'Write your comment as text.' })
  .trim()
  .min(1, 'Write something before you post.')
  .max(COMMENT_MAX_LENGTH, `A comment holds at most ${COMMENT_MAX_LENGTH} characters.`)
  .refine((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text), 'A comment cannot hold control characters.');

/** POST …/comments: a new thread, or a reply naming the comment it answers. */
export const commentInput = z.strictObject({
  text: commentText,
  /** The comment this answers; a reply to a reply joins the thread of its top-level comment. */
  parent_id: z.union([commentId('parent_id'), z.literal('')]).optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

/** PUT …/comments/{commentId}: the author's new text. */
export const commentUpdateInput = z.strictObject({ text: commentText });

/** PUT …/comments/{commentId}/hidden: a moderator hides a comment, or shows it again. */
export const commentHiddenInput = z.strictObject({
  hidden: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], { error: 'hidden must be true or false.' }),
});

export const lessonCommentParams = z.strictObject({ id: z.string().trim().min(1).max(64), lessonId: z.string().trim().min(1).max(64) });
// A path naming no comment is answered 404 by the service, as any other id that is not there.
export const commentParams = lessonCommentParams.extend({ commentId: z.string().trim().min(1).max(64) });
export const commentIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

/** A page of a lesson's discussion: after the thread `cursor` names (the previous page's `next_cursor`). */
export const commentPageQuery = z.strictObject({
  cursor: z.union([commentId('cursor'), z.literal('')]).optional(),
});

/** A comment as one reader sees it. A deleted comment kept for its replies, or a hidden one, shows no text to whoever may not read it. */
export const lessonComment = z.object({
  id: z.string(),
  /** The top-level comment of the thread; its own id for a top-level comment. */
  thread_id: z.string(),
  /** '' for a top-level comment. */
  parent_id: z.string(),
  author_name: z.string(),
  author_role: z.enum(COMMENT_AUTHOR_ROLES),
  text: z.string(),
  /** Hidden by a moderator: shown only to its author and the moderators. */
  hidden: z.boolean(),
  /** Deleted while it had replies: kept as "comment deleted" so the thread stays. */
  deleted: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the reader may do with it. */
  mine: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_hide: z.boolean(),
});
export type LessonComment = z.infer<typeof lessonComment>;

export const commentThread = lessonComment.extend({ replies: z.array(lessonComment) });
export type CommentThread = z.infer<typeof commentThread>;

export const commentPage = z.object({
  threads: z.array(commentThread),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Whether the reader moderates this course's discussion (its instructor, an administrator). */
  moderator: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPage>;

/** A comment its author deleted: gone, or kept as "comment deleted" for its replies. */
export const commentDeleted = z.object({ success: z.literal(true), id: z.string(), kept_for_replies: z.boolean() });

/** A comment in the back office's moderation table. */
export const adminComment = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  thread_id: z.string(),
  parent_id: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  author_role: z.enum(COMMENT_AUTHOR_ROLES),
  text: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminComment = z.infer<typeof adminComment>;

export const COURSE_COMMENT_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('course_title', 'string'),
  column('lesson_title', 'string'),
  column('author_name', 'string'),
  column('author_role', 'string'),
  column('text', 'string'),
  column('hidden', 'boolean'),
  column('deleted', 'boolean'),
  column('reply_count', 'number'),
  column('course_id', 'string'),
  column('lesson_id', 'string'),
  column('parent_id', 'string'),
];

/** The moderation table's scope: one course, one lesson of it, and words the text or the author's name holds. */
const commentScope = {
  course_id: z.string().trim().max(64).optional(),
  lesson_id: z.string().trim().max(64).optional(),
  search: z.string().trim().max(100).optional(),
};
export const courseCommentQuery = tableQuery.extend(commentScope);
export type CourseCommentQuery = z.infer<typeof courseCommentQuery>;
export const courseCommentTable = tablePage(adminComment);
