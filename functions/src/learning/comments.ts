import {
  COMMENT_MESSAGES,
  COMMENT_THREADS_PER_PAGE,
  COURSE_COMMENT_COLUMNS,
  commentIdAt,
  commentView,
  deletionOf,
  excerptOf,
  replyRecipients,
  ROLE,
  threadOf,
  threadsOf,
  type AdminComment,
  type CommentAuthorRole,
  type CommentInput,
  type CommentPage,
  type CommentReader,
  type Course,
  type CourseCommentQuery,
  type LessonComment,
  type StoredComment,
  type TablePage,
} from '@lm/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { tablePageOf } from '../tables/table-query.js';
import type { CommentLog, CommentNotice, CommentPorts } from './comment-ports.js';
import { lessonsOf, openable } from './service.js';

/**
 * A lesson's discussion (decision 0044). Whoever may open the lesson reads and writes it (the rule
 * of `openLesson`); each author edits and deletes their own comments; the course's instructor and
 * administrators hide them; the back office deletes any (SPEC §7 DELETE /api/comment).
 */

/** The learn page at a lesson, scrolled to a comment: where a reply's notification opens. */
export const commentUrl = (courseId: string, lessonId: string, commentId: string) =>
  `/courses/${encodeURIComponent(courseId)}/learn?lesson=${encodeURIComponent(lessonId)}#comment-${commentId}`;

/** Whether the caller moderates the course's discussion: an administrator, or the course's own instructor. */
async function moderates(ports: CommentPorts, caller: Caller, course: Course): Promise<boolean> {
  if (caller.roleId === ROLE.admin) return true;
  if (caller.roleId !== ROLE.instructor || !course.instructor_id) return false;
  return (await ports.instructorAccountOf(course.instructor_id)) === caller.userId;
}

/** A lesson the caller may open, and who they are in its discussion. */
async function discussion(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string) {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  const moderator = await moderates(ports, caller, course);
  const reader: CommentReader = { userId: caller.userId, moderator };
  const role: CommentAuthorRole = caller.roleId === ROLE.admin ? 'admin' : moderator ? 'instructor' : 'student';
  return { course, lesson, reader, role };
}

/** A comment of the lesson the reader may see; a hidden one of someone else is as good as not there. */
async function requireComment(ports: CommentPorts, reader: CommentReader, courseId: string, lessonId: string, commentId: string): Promise<StoredComment> {
  const comment = await ports.comments.get(courseId, lessonId, commentId);
  if (!comment || (comment.hidden && !reader.moderator && comment.author_id !== reader.userId)) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return comment;
}

function viewFor(comment: StoredComment, reader: CommentReader): LessonComment {
  return commentView(comment, reader) as LessonComment;
}

/** GET …/comments: 20 threads, newest first, after `cursor`; each with its replies. */
export async function listLessonComments(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string, cursor?: string): Promise<CommentPage> {
  const { course, lesson, reader } = await discussion(ports, caller, courseId, lessonId);
  const { comments, more } = await ports.comments.page(course.id, lesson.id, cursor || undefined, COMMENT_THREADS_PER_PAGE);
  const heads = comments.filter((comment) => comment.parent_id === '').sort((a, b) => (a.comment_id < b.comment_id ? 1 : -1));
  return {
    threads: threadsOf(comments, reader),
    next_cursor: more && heads.length ? (heads[heads.length - 1] as StoredComment).comment_id : null,
    moderator: reader.moderator,
  };
}

/** The notices a reply sends: one to each author it answers, in the language of the site's students (Thai, then English). */
function noticesOf(ports: CommentPorts, reply: StoredComment, recipients: readonly string[], titles: { course: string; lesson: string }): CommentNotice[] {
  const url = commentUrl(reply.course_id, reply.lesson_id, reply.comment_id);
  return recipients.map((userId, index) => ({
    id: `comment-${reply.comment_id}-${index}`,
    userId,
    title: `${reply.author_name} ตอบความคิดเห็นของคุณ · replied to your comment`,
    message: `“${excerptOf(reply.text)}” — ${titles.lesson} (${titles.course})`,
    createdAt: reply.created_at,
    url,
  }));
}

/**
 * POST …/comments: a top-level comment, or a reply. A reply joins its parent's thread (one level:
 * a reply to a reply joins the same thread), and tells the authors it answers in the same write.
 */
export async function postLessonComment(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string, input: CommentInput, log: CommentLog): Promise<LessonComment> {
  const { course, lesson, reader, role } = await discussion(ports, caller, courseId, lessonId);
  const now = ports.now();
  const at = now.toISOString();
  const id = commentIdAt(now.getTime(), ports.randomTail());
  const base = {
    course_id: course.id,
    lesson_id: lesson.id,
    comment_id: id,
    author_id: caller.userId,
    author_name: (await ports.nameOf(caller.userId)) || caller.username,
    author_role: role,
    text: input.text,
    hidden: false,
    deleted: false,
    reply_count: 0,
    created_at: at,
    updated_at: at,
    edited_at: '',
  };
  if (!input.parent_id) {
    const comment: StoredComment = { ...base, thread_id: id, parent_id: '' };
    await ports.comments.create(comment);
    return viewFor(comment, reader);
  }

  const answered = await ports.comments.get(course.id, lesson.id, input.parent_id);
  if (!answered || (answered.hidden && !reader.moderator && answered.author_id !== caller.userId)) throw new NotFoundError(COMMENT_MESSAGES.parentNotFound);
  const threadId = threadOf(answered);
  const thread = threadId === answered.comment_id ? answered : await ports.comments.get(course.id, lesson.id, threadId);
  if (!thread) throw new NotFoundError(COMMENT_MESSAGES.parentNotFound);
  if (answered.deleted || thread.deleted) throw new ConflictError(COMMENT_MESSAGES.parentDeleted);
  const reply: StoredComment = { ...base, thread_id: threadId, parent_id: threadId };
  const notices = noticesOf(ports, reply, replyRecipients(caller.userId, answered, thread), { course: course.title, lesson: lesson.title });
  if (!(await ports.comments.reply(reply, notices))) throw new ConflictError(COMMENT_MESSAGES.parentDeleted);
  // The Lambda freezes once it answers: the pushes go out first, and never fail the reply.
  await Promise.all(notices.map((notice) => ports.push(notice, log)));
  return viewFor(reply, reader);
}

/** PUT …/comments/{commentId}: the author's new text. */
export async function updateLessonComment(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string, commentId: string, text: string): Promise<LessonComment> {
  const { course, lesson, reader } = await discussion(ports, caller, courseId, lessonId);
  const comment = await requireComment(ports, reader, course.id, lesson.id, commentId);
  if (comment.author_id !== caller.userId) throw new ForbiddenError(COMMENT_MESSAGES.notYours);
  if (comment.deleted) throw new ConflictError(COMMENT_MESSAGES.deletedNoEdit);
  const at = ports.now().toISOString();
  const changed = await ports.comments.change(comment, { text, edited_at: at }, at);
  if (!changed) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return viewFor(changed, reader);
}

/**
 * Deletes a comment: a top-level one that still has replies is kept as "comment deleted" (its text
 * and author's name gone) so its thread stays; anything else is removed, a reply coming off its
 * thread's count, and a thread kept only for its replies going with the last of them.
 */
async function deleteComment(ports: CommentPorts, comment: StoredComment): Promise<boolean> {
  if (deletionOf(comment) === 'tombstone') {
    await ports.comments.change(comment, { deleted: true, text: '', author_name: '' }, ports.now().toISOString());
    return true;
  }
  const thread = comment.parent_id ? await ports.comments.get(comment.course_id, comment.lesson_id, comment.thread_id) : undefined;
  await ports.comments.remove(comment, thread);
  return false;
}

/** DELETE …/comments/{commentId}: one of the caller's own comments. */
export async function deleteLessonComment(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string, commentId: string) {
  const { course, lesson, reader } = await discussion(ports, caller, courseId, lessonId);
  const comment = await requireComment(ports, reader, course.id, lesson.id, commentId);
  if (comment.author_id !== caller.userId || comment.deleted) throw new ForbiddenError(COMMENT_MESSAGES.notYours);
  return { success: true as const, id: comment.comment_id, kept_for_replies: await deleteComment(ports, comment) };
}

/** PUT …/comments/{commentId}/hidden: the course's instructor or an administrator hides a comment, or shows it again. */
export async function hideLessonComment(ports: CommentPorts, caller: Caller, courseId: string, lessonId: string, commentId: string, hidden: boolean): Promise<LessonComment> {
  const { course, lesson, reader } = await discussion(ports, caller, courseId, lessonId);
  if (!reader.moderator) throw new ForbiddenError(COMMENT_MESSAGES.notModerator);
  const comment = await requireComment(ports, reader, course.id, lesson.id, commentId);
  const changed = comment.hidden === hidden ? comment : await ports.comments.change(comment, { hidden }, ports.now().toISOString());
  if (!changed) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return viewFor(changed, reader);
}

// The back office's moderation (permission courseComments).

async function adminRows(ports: CommentPorts, comments: readonly StoredComment[]): Promise<AdminComment[]> {
  const courses = new Map<string, Course | undefined>();
  for (const id of new Set(comments.map((comment) => comment.course_id))) courses.set(id, await ports.courses.get(id));
  return comments.map((comment) => {
    const course = courses.get(comment.course_id);
    const lesson = course && lessonsOf(course).find((one) => one.id === comment.lesson_id);
    return {
      id: comment.comment_id,
      course_id: comment.course_id,
      course_title: course?.title ?? '',
      lesson_id: comment.lesson_id,
      lesson_title: lesson?.title ?? '',
      thread_id: comment.thread_id,
      parent_id: comment.parent_id,
      author_id: comment.author_id,
      author_name: comment.author_name,
      author_role: comment.author_role,
      text: comment.text,
      hidden: comment.hidden,
      deleted: comment.deleted,
      reply_count: comment.reply_count,
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    };
  });
}

/** GET /api/comment: every course's comments, newest first, in the table's 50 a page; one course or lesson, and words of the text or the author's name. */
export async function listCourseComments(ports: CommentPorts, query: CourseCommentQuery): Promise<TablePage<AdminComment>> {
  const search = query.search?.toLocaleLowerCase('th');
  const comments = (await ports.comments.listAll()).filter(
    (comment) =>
      (!query.course_id || comment.course_id === query.course_id) &&
      (!query.lesson_id || comment.lesson_id === query.lesson_id) &&
      (!search || comment.text.toLocaleLowerCase('th').includes(search) || comment.author_name.toLocaleLowerCase('th').includes(search)),
  );
  const rows = await adminRows(ports, comments);
  // Newest first unless the table sorts otherwise.
  return tablePageOf(rows, query, COURSE_COMMENT_COLUMNS);
}

async function requireAny(ports: CommentPorts, id: string): Promise<StoredComment> {
  const comment = await ports.comments.find(id);
  if (!comment) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return comment;
}

export async function getCourseComment(ports: CommentPorts, id: string): Promise<AdminComment> {
  return (await adminRows(ports, [await requireAny(ports, id)]))[0] as AdminComment;
}

/** POST /api/comment/{id}/hide and …/unhide. */
export async function setCourseCommentHidden(ports: CommentPorts, id: string, hidden: boolean): Promise<AdminComment> {
  const comment = await requireAny(ports, id);
  const changed = comment.hidden === hidden ? comment : await ports.comments.change(comment, { hidden }, ports.now().toISOString());
  if (!changed) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return (await adminRows(ports, [changed]))[0] as AdminComment;
}

/**
 * SPEC §7 DELETE /api/comment with `{ids}`: each comment as its author's delete does it (a thread
 * with replies kept as "comment deleted"); an id that is no longer there is already deleted.
 * Replies go before their threads, so a thread whose replies all go is removed too.
 */
export async function deleteCourseComments(ports: CommentPorts, ids: readonly string[]) {
  const found = (await Promise.all(ids.map((id) => ports.comments.find(id)))).filter((comment): comment is StoredComment => !!comment);
  const ordered = [...found.filter((comment) => comment.parent_id !== ''), ...found.filter((comment) => comment.parent_id === '')];
  for (const comment of ordered) {
    // Read again: removing its replies has changed a thread's count.
    const current = await ports.comments.get(comment.course_id, comment.lesson_id, comment.comment_id);
    if (current && !current.deleted) await deleteComment(ports, current);
  }
  return { success: true as const, ok: true as const, deleted: [...ids] };
}
