import type { CommentAuthorRole, CommentThread, LessonComment } from './comment-schemas.js';

/**
 * The rules of a lesson's discussion, pure: who sees a comment and how, who may edit, delete and
 * hide it, how a reply finds its thread, and the plain sentences the API answers with.
 */

/** A comment as it is kept, in its lesson's partition. */
export interface StoredComment {
  course_id: string;
  lesson_id: string;
  comment_id: string;
  /** The top-level comment's id; its own for a top-level comment. */
  thread_id: string;
  /** '' for a top-level comment, else the top-level comment it answers. */
  parent_id: string;
  author_id: string;
  author_name: string;
  author_role: CommentAuthorRole;
  text: string;
  hidden: boolean;
  deleted: boolean;
  /** A top-level comment's replies that are kept. */
  reply_count: number;
  created_at: string;
  updated_at: string;
  /** When its author last changed its text; '' when never. */
  edited_at: string;
}

/** Who reads a lesson's discussion: their id, and whether they moderate this course's (its instructor, an administrator). */
export interface CommentReader {
  userId: string;
  moderator: boolean;
}

export const COMMENT_MESSAGES = {
  notFound: 'This comment was not found. It may have been deleted.',
  parentNotFound: 'The comment you are replying to was not found. It may have been deleted.',
  parentDeleted: 'The comment you are replying to has been deleted.',
  notYours: 'You can only edit or delete your own comments.',
  deletedNoEdit: 'A deleted comment cannot be edited.',
  notModerator: "Only the course's instructor and administrators can hide comments.",
} as const;

/** The text a deleted comment kept for its thread shows. */
export const DELETED_COMMENT_TEXT = 'Comment deleted';

/**
 * A new comment's id: the time in base 36 (fixed width, so ids sort as they were posted) and a
 * random tail that keeps two comments of the same millisecond apart.
 */
export function commentIdAt(millis: number, tail: string): string {
  return millis.toString(36).padStart(9, '0') + tail.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8).padEnd(8, '0');
}

/**
 * One level of threads: a reply to a top-level comment joins it; a reply to a reply joins the
 * same thread, under its top-level comment.
 */
export function threadOf(parent: Pick<StoredComment, 'comment_id' | 'thread_id' | 'parent_id'>): string {
  return parent.parent_id === '' ? parent.comment_id : parent.thread_id;
}

/** Who is told of a reply: the author of the comment answered and the thread's author, never the one replying. */
export function replyRecipients(replier: string, answered: Pick<StoredComment, 'author_id'>, thread: Pick<StoredComment, 'author_id'>): string[] {
  return [...new Set([answered.author_id, thread.author_id])].filter((id) => id !== '' && id !== replier);
}

/** Whether the reader may see the comment at all: a hidden one only by its author and the moderators. */
export function visibleTo(comment: Pick<StoredComment, 'hidden' | 'author_id'>, reader: CommentReader): boolean {
  return !comment.hidden || reader.moderator || comment.author_id === reader.userId;
}

/**
 * What a deletion does: a top-level comment that still has replies is kept as "comment deleted"
 * (its text gone) so the thread stays readable; anything else goes.
 */
export function deletionOf(comment: Pick<StoredComment, 'parent_id' | 'reply_count'>): 'tombstone' | 'remove' {
  return comment.parent_id === '' && comment.reply_count > 0 ? 'tombstone' : 'remove';
}

/** A comment as the reader sees it, or undefined when they may not see it. */
export function commentView(comment: StoredComment, reader: CommentReader): LessonComment | undefined {
  if (!visibleTo(comment, reader)) return undefined;
  const mine = comment.author_id === reader.userId;
  return {
    id: comment.comment_id,
    thread_id: comment.thread_id,
    parent_id: comment.parent_id,
    author_name: comment.deleted ? '' : comment.author_name,
    author_role: comment.author_role,
    text: comment.deleted ? '' : comment.text,
    hidden: comment.hidden,
    deleted: comment.deleted,
    edited: !comment.deleted && comment.edited_at !== '',
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    mine: mine && !comment.deleted,
    can_edit: mine && !comment.deleted,
    can_delete: mine && !comment.deleted,
    can_hide: reader.moderator && !comment.deleted,
  };
}

/**
 * A lesson's comments as threads, newest thread first, each with its replies oldest first.
 * A thread whose top-level comment the reader may not see is left out whole (its replies
 * answer something they cannot read); a hidden reply is left out on its own.
 */
export function threadsOf(comments: readonly StoredComment[], reader: CommentReader): CommentThread[] {
  const replies = new Map<string, StoredComment[]>();
  for (const comment of comments) {
    if (comment.parent_id === '') continue;
    replies.set(comment.thread_id, [...(replies.get(comment.thread_id) ?? []), comment]);
  }
  return comments
    .filter((comment) => comment.parent_id === '')
    .sort((a, b) => (a.comment_id < b.comment_id ? 1 : -1))
    .flatMap((head) => {
      const view = commentView(head, reader);
      if (!view) return [];
      const answers = (replies.get(head.comment_id) ?? [])
        .sort((a, b) => (a.comment_id < b.comment_id ? -1 : 1))
        .map((reply) => commentView(reply, reader))
        .filter((reply): reply is LessonComment => !!reply);
      // A deleted comment with nothing left to show under it is not worth a line.
      if (head.deleted && answers.length === 0) return [];
      return [{ ...view, replies: answers }];
    });
}

/** The start of a comment for a notification: one line, at most `max` characters. */
export function excerptOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
