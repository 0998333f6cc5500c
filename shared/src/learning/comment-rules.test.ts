import { describe, expect, it } from 'vitest';
import { commentIdAt, commentView, deletionOf, excerptOf, replyRecipients, threadOf, threadsOf, visibleTo, type StoredComment } from './comment-rules.js';
import { commentInput, commentPageQuery, commentUpdateInput, COMMENT_MAX_LENGTH } from './comment-schemas.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 3, minute)).toISOString();

function comment(id: string, fields: Partial<StoredComment> = {}): StoredComment {
  return {
    course_id: 'course-python-basics',
    lesson_id: 'values',
    comment_id: id,
    thread_id: fields.parent_id || id,
    parent_id: '',
    author_id: 'student-a',
    author_name: 'Somchai Jaidee',
    author_role: 'student',
    text: `Comment ${id}`,
    hidden: false,
    deleted: false,
    reply_count: 0,
    created_at: at(0),
    updated_at: at(0),
    edited_at: '',
    ...fields,
  };
}

const reader = (userId: string, moderator = false) => ({ userId, moderator });

describe('comment ids', () => {
  it('sort as they were posted, and two of the same millisecond differ', () => {
    const first = commentIdAt(Date.UTC(2026, 10, 20), 'ab12cd');
    const later = commentIdAt(Date.UTC(2026, 10, 20) + 1, '000000');
    const twin = commentIdAt(Date.UTC(2026, 10, 20), 'ff34ee');
    expect(first < later).toBe(true);
    expect(first).not.toBe(twin);
    expect(first).toMatch(/^[a-z0-9]{17}$/);
  });
});

describe('threads one level deep', () => {
  it('puts a reply to a reply in the same thread, under its top-level comment', () => {
    const top = comment('t1');
    const reply = comment('r1', { parent_id: 't1', thread_id: 't1' });
    expect(threadOf(top)).toBe('t1');
    expect(threadOf(reply)).toBe('t1');
  });

  it('tells the authors a reply answers, never the one replying', () => {
    expect(replyRecipients('teacher', { author_id: 'student-b' }, { author_id: 'student-a' })).toEqual(['student-b', 'student-a']);
    expect(replyRecipients('student-a', { author_id: 'student-a' }, { author_id: 'student-a' })).toEqual([]);
    expect(replyRecipients('teacher', { author_id: 'student-a' }, { author_id: 'student-a' })).toEqual(['student-a']);
  });

  it('lists the newest thread first, with its replies oldest first', () => {
    const threads = threadsOf(
      [
        comment('a1'),
        comment('b1'),
        comment('b3', { parent_id: 'b1', thread_id: 'b1' }),
        comment('b2', { parent_id: 'b1', thread_id: 'b1' }),
      ],
      reader('student-a'),
    );
    expect(threads.map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['b1', ['b2', 'b3']],
      ['a1', []],
    ]);
  });
});

describe('hidden comments', () => {
  const hidden = comment('h1', { hidden: true, author_id: 'student-a' });

  it('show to their author and the moderators, marked hidden, and to no one else', () => {
    expect(visibleTo(hidden, reader('student-a'))).toBe(true);
    expect(visibleTo(hidden, reader('teacher', true))).toBe(true);
    expect(visibleTo(hidden, reader('student-b'))).toBe(false);
    expect(commentView(hidden, reader('student-a'))).toMatchObject({ hidden: true, text: 'Comment h1', mine: true, can_hide: false });
    expect(commentView(hidden, reader('student-b'))).toBeUndefined();
  });

  it('take their replies with them for other readers; a hidden reply goes alone', () => {
    const list = [hidden, comment('h2', { parent_id: 'h1', thread_id: 'h1', author_id: 'student-b' }), comment('k1'), comment('k2', { parent_id: 'k1', thread_id: 'k1', hidden: true, author_id: 'student-c' })];
    expect(threadsOf(list, reader('student-b')).map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([['k1', []]]);
    expect(threadsOf(list, reader('teacher', true)).map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['k1', ['k2']],
      ['h1', ['h2']],
    ]);
  });
});

describe('deleting', () => {
  it('keeps a top-level comment with replies as "comment deleted", and removes anything else', () => {
    expect(deletionOf(comment('t1', { reply_count: 2 }))).toBe('tombstone');
    expect(deletionOf(comment('t1'))).toBe('remove');
    expect(deletionOf(comment('r1', { parent_id: 't1' }))).toBe('remove');
  });

  it('shows a kept comment without its text or author, which no one may edit', () => {
    const kept = comment('t1', { deleted: true, text: '', author_name: '', reply_count: 1 });
    expect(commentView(kept, reader('student-a', true))).toMatchObject({ deleted: true, text: '', author_name: '', can_edit: false, can_delete: false, can_hide: false, mine: false });
    expect(threadsOf([kept], reader('student-a'))).toEqual([]);
    expect(threadsOf([kept, comment('r1', { parent_id: 't1', thread_id: 't1' })], reader('student-b'))).toHaveLength(1);
  });
});

describe('what a reader may do', () => {
  it('lets authors edit and delete their own comments, and moderators hide any', () => {
    const theirs = comment('c1', { author_id: 'student-a' });
    expect(commentView(theirs, reader('student-a'))).toMatchObject({ mine: true, can_edit: true, can_delete: true, can_hide: false });
    expect(commentView(theirs, reader('student-b'))).toMatchObject({ mine: false, can_edit: false, can_delete: false, can_hide: false });
    expect(commentView(theirs, reader('teacher', true))).toMatchObject({ mine: false, can_edit: false, can_delete: false, can_hide: true });
  });

  it('marks a comment edited once its text changed, not when it was hidden', () => {
    expect(commentView(comment('c1', { updated_at: at(5) }), reader('x'))?.edited).toBe(false);
    expect(commentView(comment('c1', { edited_at: at(5), updated_at: at(5) }), reader('x'))?.edited).toBe(true);
  });
});

describe('the input', () => {
  it('takes 1 to 2000 characters of plain text, Thai included, trimmed', () => {
    expect(commentInput.parse({ text: '  ตัวแปรต้องประกาศชนิดไหมครับ  ' })).toEqual({ text: 'ตัวแปรต้องประกาศชนิดไหมครับ' });
    expect(commentInput.parse({ text: '<b>bold</b>', parent_id: '0mhx5k2a0abc12345' })).toEqual({ text: '<b>bold</b>', parent_id: '0mhx5k2a0abc12345' });
    expect(commentUpdateInput.safeParse({ text: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(true);
  });

  it('refuses an empty or too long comment, control characters and a parent that is no comment id, in plain sentences', () => {
    const problem = (input: unknown) => commentInput.safeParse(input).error?.issues[0]?.message;
    expect(problem({ text: '   ' })).toBe('Write something before you post.');
    expect(problem({ text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })).toBe('A comment holds at most 2000 characters.');
    expect(problem({ text: 'bell\u0007' })).toBe('A comment cannot hold control characters.');
    expect(problem({ text: 'hi', parent_id: '../etc' })).toBe('parent_id is not the id of a comment.');
    expect(problem({ text: 'hi', extra: 1 })).toBeDefined();
    expect(commentPageQuery.safeParse({ cursor: 'A B' }).success).toBe(false);
  });

  it('keeps a notification excerpt on one line', () => {
    expect(excerptOf('line one\n\nline   two')).toBe('line one line two');
    expect(excerptOf('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
