import type { StoredComment } from '@lm/shared';
import type { AccessPorts } from './ports.js';

/** An in-app notification of a reply: an announcement to one user (decision 0022's, which the student's notifications list). */
export interface CommentNotice {
  id: string;
  userId: string;
  title: string;
  message: string;
  createdAt: string;
  /** Where it opens: the lesson, at the reply. */
  url: string;
}

/** A lesson's comments, in its partition (decision 0044). */
export interface CommentStore {
  /**
   * The comments of up to `threads` threads of a lesson, newest thread first, before the thread
   * `before` names when given; `more` says whether older threads follow.
   */
  page(courseId: string, lessonId: string, before: string | undefined, threads: number): Promise<{ comments: StoredComment[]; more: boolean }>;
  get(courseId: string, lessonId: string, commentId: string): Promise<StoredComment | undefined>;
  /** One comment by its id alone (the back office's). */
  find(commentId: string): Promise<StoredComment | undefined>;
  /** Every comment, newest first: the moderation table's. */
  listAll(): Promise<StoredComment[]>;
  /** A top-level comment. */
  create(comment: StoredComment): Promise<void>;
  /**
   * One transaction: the reply, its thread's reply count (on condition that the thread's comment is
   * still there and not deleted) and the notices of its recipients. False when the thread's comment went meanwhile.
   */
  reply(reply: StoredComment, notices: readonly CommentNotice[]): Promise<boolean>;
  /** Changes a comment that is still there; undefined when it is not. */
  change(comment: StoredComment, change: Partial<Pick<StoredComment, 'text' | 'hidden' | 'deleted' | 'author_name' | 'edited_at'>>, at: string): Promise<StoredComment | undefined>;
  /**
   * Removes a comment. A reply comes off its thread's count in the same transaction, and a thread's
   * comment kept as deleted goes with its last reply.
   */
  remove(comment: StoredComment, thread: StoredComment | undefined): Promise<void>;
}

export interface CommentLog {
  info(message: string, details: Record<string, unknown>): void;
  warn(message: string, details: Record<string, unknown>): void;
}

export interface CommentPorts extends AccessPorts {
  comments: CommentStore;
  /** The name a comment shows for its author: their account's first and last names. */
  nameOf(userId: string): Promise<string>;
  /** Pushes a stored notice to its user's browsers; never throws (a push is a courtesy). */
  push(notice: CommentNotice, log: CommentLog): Promise<void>;
  /** A random tail for a new comment's id. */
  randomTail(): string;
}
