import { ROLE, type Course, type StoredComment } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import type { CommentNotice, CommentPorts } from './comment-ports.js';
import { commentUrl, deleteLessonComment, hideLessonComment, listLessonComments, postLessonComment } from './comments.js';

const lesson = { id: 'loops', title: 'Loops', kind: 'text', duration_minutes: 10, free_preview: false, video_id: '', file_id: '', quiz_id: '', body: '', url: '' };
const course = { id: 'course-1', title: 'Python', published: true, instructor_id: 'profile-ines', curriculum: [{ title: 'Basics', lessons: [lesson] }] } as unknown as Course;

const caller = (userId: string, roleId: number = ROLE.student): Caller => ({ userId, username: userId, roleId: roleId as Caller['roleId'], groups: [] });
const student = caller('student-a');
const classmate = caller('student-b');
const teacher = caller('teacher', ROLE.instructor);
const otherTeacher = caller('teacher-2', ROLE.instructor);

/** The service over a store kept in memory, with what it pushed. */
function ports(options: { pushFails?: boolean } = {}) {
  const kept = new Map<string, StoredComment>();
  const notices: CommentNotice[] = [];
  const pushed: CommentNotice[] = [];
  let clock = Date.UTC(2026, 10, 20, 3);
  let tail = 0;
  const value: CommentPorts = {
    courses: { get: async (id) => (id === course.id ? course : undefined) },
    instructorAccountOf: async (id) => (id === 'profile-ines' ? 'teacher' : undefined),
    enrollments: { get: async (userId) => (userId.startsWith('student') ? { access_until: '2099-01-01T00:00:00.000Z' } : undefined), listByUser: async () => [] },
    now: () => new Date((clock += 1000)),
    comments: {
      page: async () => ({ comments: [...kept.values()], more: false }),
      get: async (_course, _lesson, id) => kept.get(id),
      find: async (id) => kept.get(id),
      listAll: async () => [...kept.values()],
      create: async (comment) => void kept.set(comment.comment_id, comment),
      reply: async (reply, sent) => {
        const thread = kept.get(reply.thread_id);
        if (!thread || thread.deleted) return false;
        kept.set(reply.comment_id, reply);
        kept.set(thread.comment_id, { ...thread, reply_count: thread.reply_count + 1 });
        notices.push(...sent);
        return true;
      },
      change: async (comment, change, at) => {
        const next = { ...comment, ...change, updated_at: at };
        kept.set(comment.comment_id, next);
        return next;
      },
      remove: async (comment, thread) => {
        kept.delete(comment.comment_id);
        if (thread) kept.set(thread.comment_id, { ...thread, reply_count: thread.reply_count - 1 });
      },
    },
    nameOf: async (userId) => ({ 'student-a': 'Somchai Jaidee', 'student-b': 'Malee Suksan', teacher: 'Ines Teacher' })[userId] ?? '',
    push: async (notice) => {
      if (options.pushFails) return;
      pushed.push(notice);
    },
    randomTail: () => String(++tail).padStart(6, '0'),
  };
  return { value, kept, notices, pushed };
}

const log = { info: () => undefined, warn: () => undefined };

describe('replies and their notifications', () => {
  it('tells the authors a reply answers, once each, with the lesson at the reply, and never the one replying', async () => {
    const { value, notices, pushed } = ports();
    const question = await postLessonComment(value, student, course.id, lesson.id, { text: 'How do loops end?' }, log);
    const own = await postLessonComment(value, student, course.id, lesson.id, { text: 'Found it.', parent_id: question.id }, log);
    expect(notices).toEqual([]);

    const classmateReply = await postLessonComment(value, classmate, course.id, lesson.id, { text: 'With break.', parent_id: own.id }, log);
    expect(classmateReply).toMatchObject({ parent_id: question.id, thread_id: question.id, author_role: 'student' });
    expect(notices.map((notice) => notice.userId)).toEqual(['student-a']);

    const answer = await postLessonComment(value, teacher, course.id, lesson.id, { text: 'break or the condition.', parent_id: classmateReply.id }, log);
    expect(answer.author_role).toBe('instructor');
    expect(notices.slice(1).map((notice) => notice.userId).sort()).toEqual(['student-a', 'student-b']);
    expect(notices[1]).toMatchObject({ title: 'Ines Teacher ตอบความคิดเห็นของคุณ · replied to your comment', url: commentUrl(course.id, lesson.id, answer.id) });
    expect(notices[1]?.message).toBe('“break or the condition.” — Loops (Python)');
    expect(pushed).toEqual(notices);
  });

  it('answers the reply even when nothing could be pushed', async () => {
    const { value, notices, pushed } = ports({ pushFails: true });
    const question = await postLessonComment(value, student, course.id, lesson.id, { text: 'Question' }, log);
    await expect(postLessonComment(value, teacher, course.id, lesson.id, { text: 'Answer', parent_id: question.id }, log)).resolves.toMatchObject({ parent_id: question.id });
    expect(notices).toHaveLength(1);
    expect(pushed).toHaveLength(0);
  });
});

describe('moderation on the learn page', () => {
  it('lets the course’s instructor hide, not another instructor who cannot open the course nor a student', async () => {
    const { value } = ports();
    const comment = await postLessonComment(value, student, course.id, lesson.id, { text: 'Off topic' }, log);
    await expect(hideLessonComment(value, classmate, course.id, lesson.id, comment.id, true)).rejects.toThrow("Only the course's instructor and administrators can hide comments.");
    await expect(hideLessonComment(value, otherTeacher, course.id, lesson.id, comment.id, true)).rejects.toThrow('Buy this course to open this lesson.');
    expect(await hideLessonComment(value, teacher, course.id, lesson.id, comment.id, true)).toMatchObject({ hidden: true, can_hide: true });
    expect((await listLessonComments(value, classmate, course.id, lesson.id)).threads).toEqual([]);
    expect((await listLessonComments(value, student, course.id, lesson.id)).threads).toEqual([expect.objectContaining({ id: comment.id, hidden: true })]);
  });

  it('keeps a question with replies as "comment deleted" and removes one without', async () => {
    const { value, kept } = ports();
    const question = await postLessonComment(value, student, course.id, lesson.id, { text: 'Question' }, log);
    await postLessonComment(value, classmate, course.id, lesson.id, { text: 'Reply', parent_id: question.id }, log);
    expect(await deleteLessonComment(value, student, course.id, lesson.id, question.id)).toEqual({ success: true, id: question.id, kept_for_replies: true });
    expect(kept.get(question.id)).toMatchObject({ deleted: true, text: '', author_name: '' });
    await expect(deleteLessonComment(value, student, course.id, lesson.id, question.id)).rejects.toThrow('You can only edit or delete your own comments.');
    const lone = await postLessonComment(value, student, course.id, lesson.id, { text: 'Lone' }, log);
    expect(await deleteLessonComment(value, student, course.id, lesson.id, lone.id)).toMatchObject({ kept_for_replies: false });
    expect(kept.has(lone.id)).toBe(false);
  });
});
