import { setTimeout as sleep } from 'node:timers/promises';
import type { StoredComment } from '@lm/shared';
import { Service } from 'electrodb';
import type { CommentNotice, CommentStore } from '../learning/comment-ports.js';
import { unlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { CourseCommentItem } from './entities/course-comment.js';

/** Items a page's Query reads at a time: a few threads with their replies. */
const READ_BATCH = 100;
/** A transaction another write got in the way of is tried again this many times. */
const CONFLICT_RETRIES = 3;

const toComment = (item: CourseCommentItem): StoredComment => ({
  course_id: item.course_id,
  lesson_id: item.lesson_id,
  comment_id: item.comment_id,
  thread_id: item.thread_id,
  parent_id: item.parent_id ?? '',
  author_id: item.author_id,
  author_name: item.author_name ?? '',
  author_role: item.author_role,
  text: item.text ?? '',
  hidden: item.hidden ?? false,
  deleted: item.deleted ?? false,
  reply_count: item.reply_count ?? 0,
  created_at: item.created_at,
  updated_at: item.updated_at,
  edited_at: item.edited_at ?? '',
});

const keyOf = (comment: Pick<StoredComment, 'course_id' | 'lesson_id' | 'thread_id' | 'comment_id'>) => ({
  course_id: comment.course_id,
  lesson_id: comment.lesson_id,
  thread_id: comment.thread_id,
  comment_id: comment.comment_id,
});

type Canceled = { canceled: boolean; data: unknown };
const cancelCodes = (result: Canceled) => (result.data as { code?: string }[]).map((one) => one.code ?? 'None');

/** Lessons' comments in their partitions (decision 0044), and the notices of replies beside them in one transaction. */
export function createCommentStore(db: Pick<Database, 'courseComments' | 'announcements'>): CommentStore {
  const service = new Service({ courseComments: db.courseComments, announcements: db.announcements });

  /** Runs a transaction again while it only met another write; answers whether it went through. */
  async function transact(write: () => Promise<Canceled>, what: string): Promise<boolean> {
    for (let round = 0; ; round++) {
      const result = await write();
      if (!result.canceled) return true;
      const codes = cancelCodes(result);
      if (codes.includes('ConditionalCheckFailed')) return false;
      if (round >= CONFLICT_RETRIES || !codes.includes('TransactionConflict')) throw new Error(`${what}: ${codes.join(', ')}.`);
      await sleep(Math.random() * 20 * 2 ** round);
    }
  }

  const get = async (courseId: string, lessonId: string, commentId: string) => {
    // A top-level comment is its own thread: read from the table itself, as just written.
    const own = await db.courseComments.get({ course_id: courseId, lesson_id: lessonId, thread_id: commentId, comment_id: commentId }).go({ consistent: true });
    if (own.data) return toComment(own.data);
    // A reply's key holds its thread: found through the id's index, then checked against the lesson.
    const { data } = await db.courseComments.query.byId({ comment_id: commentId }).go();
    const item = data.find((one) => one.course_id === courseId && one.lesson_id === lessonId);
    return item ? toComment(item) : undefined;
  };

  return {
    async page(courseId, lessonId, before, threads) {
      const query = db.courseComments.query.byLesson({ course_id: courseId, lesson_id: lessonId });
      const ranged = before ? query.lt({ thread_id: before }) : query;
      const kept: StoredComment[] = [];
      let heads = 0;
      let current = '';
      let cursor: string | null = null;
      do {
        const result: { data: CourseCommentItem[]; cursor: string | null } = await ranged.go({ order: 'desc', limit: READ_BATCH, cursor });
        // Newest thread first; each thread's replies come before its own comment.
        for (const item of result.data) {
          if (heads >= threads && item.thread_id !== current) return { comments: kept, more: true };
          kept.push(toComment(item));
          current = item.thread_id;
          if (item.parent_id === '') heads += 1;
        }
        cursor = result.cursor;
      } while (cursor);
      return { comments: kept, more: false };
    },
    get,
    async find(commentId) {
      const { data } = await db.courseComments.query.byId({ comment_id: commentId }).go();
      return data[0] ? toComment(data[0]) : undefined;
    },
    async listAll() {
      const { data } = await db.courseComments.query.all({}).go({ pages: 'all', order: 'desc' });
      return data.map(toComment);
    },
    async create(comment) {
      await db.courseComments.create(comment).go();
    },
    async reply(reply, notices: readonly CommentNotice[]) {
      const thread = { course_id: reply.course_id, lesson_id: reply.lesson_id, thread_id: reply.thread_id, comment_id: reply.thread_id };
      return transact(
        () =>
          service.transaction
            .write(({ courseComments, announcements }) => [
              courseComments.create(reply).commit(),
              courseComments
                .patch(thread)
                .add({ reply_count: 1 })
                .where((attributes, operations) => operations.eq(attributes.deleted, false))
                .commit(),
              ...notices.map((notice) =>
                announcements
                  .create({
                    announcementId: notice.id,
                    title: notice.title,
                    message: notice.message,
                    audience: 'user',
                    audienceId: notice.userId,
                    createdAt: notice.createdAt,
                    updatedAt: notice.createdAt,
                    link: notice.url,
                  })
                  .commit(),
              ),
            ])
            .go(),
        'The reply could not be saved',
      );
    },
    async change(comment, change, at) {
      const written = await unlessRefused(
        db.courseComments
          .patch(keyOf(comment))
          .set({ ...change, updated_at: at })
          .go({ response: 'all_new' }),
      );
      return written && toComment(written.data as CourseCommentItem);
    },
    async remove(comment, thread) {
      if (!thread) {
        await db.courseComments.delete(keyOf(comment)).go();
        return;
      }
      for (let round = 0; round <= CONFLICT_RETRIES; round++) {
        const current = round === 0 ? thread : await get(thread.course_id, thread.lesson_id, thread.comment_id);
        if (!current) {
          await db.courseComments.delete(keyOf(comment)).go();
          return;
        }
        const done = await transact(
          () =>
            service.transaction
              .write(({ courseComments }) => [
                courseComments.delete(keyOf(comment)).commit(),
                // A thread kept only for its replies goes with the last of them; otherwise it counts one reply less.
                current.deleted && current.reply_count <= 1
                  ? courseComments
                      .delete(keyOf(current))
                      .where((attributes, operations) => operations.eq(attributes.reply_count, current.reply_count))
                      .commit()
                  : courseComments
                      .patch(keyOf(thread))
                      .add({ reply_count: -1 })
                      .where((attributes, operations) => operations.eq(attributes.deleted, current.deleted))
                      .commit(),
              ])
              .go(),
          'The comment could not be deleted',
        );
        if (done) return;
      }
      throw new Error('The comment could not be deleted: its thread kept changing.');
    },
  };
}
