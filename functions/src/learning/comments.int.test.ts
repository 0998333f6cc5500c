import type { AdminComment, Announcement, CommentPage, LessonComment, TablePage } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo student bought Python for beginners; its discussion holds the seeded thread (scripts/src/seed/comments.ts). */
const PYTHON = 'course-python-basics';
/** JavaScript essentials is taught by the demo instructor's profile; the students are enrolled in it below. */
const JAVASCRIPT = 'course-javascript';
const comments = (course: string, lesson: string) => `/api/courses/${course}/lessons/${lesson}/comments`;
const stamp = Date.now().toString(36);

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let student: Session;
let student2: Session;
let instructor: Session;
let instructor2: Session;

beforeAll(async () => {
  [admin, student, student2, instructor, instructor2] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2'), signIn('instructor'), signIn('instructor2')]);
  // Both students may open JavaScript essentials, as a paid order would grant.
  const db = localDatabase();
  for (const session of [student, student2]) {
    await db.enrollments
      .put({ user_id: session.user.id, course_id: JAVASCRIPT, order_id: `test-${stamp}`, granted_at: new Date().toISOString(), access_until: '2099-01-01T00:00:00.000Z' })
      .go();
  }
});
afterAll(async () => {
  for (const session of [admin, student, student2, instructor, instructor2]) await signOut(session);
});

const post = (session: Session, path: string, json: Record<string, unknown>) => api(path, { method: 'POST', json, token: session.id_token });
const list = async (session: Session, path: string, cursor = '') => {
  const answer = await api(`${path}${cursor ? `?cursor=${cursor}` : ''}`, { token: session.id_token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as CommentPage;
};
const find = (page: CommentPage, id: string) => page.threads.flatMap((thread) => [thread, ...thread.replies]).find((comment) => comment.id === id);

describe('a lesson’s discussion on the local stack', () => {
  it('shows the seeded question with the instructor’s answer to the student who bought the course', async () => {
    const page = await list(student, comments(PYTHON, 'values-and-types'));
    const seeded = page.threads.find((thread) => thread.text.startsWith('ใน Python ต้องประกาศชนิดของตัวแปร'));
    expect(seeded).toMatchObject({ author_name: 'Somchai Jaidee', author_role: 'student', mine: true, can_edit: true, hidden: false });
    expect(seeded?.replies).toEqual([expect.objectContaining({ author_name: 'Somchai Wongsakul', author_role: 'instructor', mine: false, can_edit: false })]);
    expect(page.moderator).toBe(false);
  });

  it('refuses a student of another course, and a visitor', async () => {
    const path = comments(PYTHON, 'loops-and-conditions');
    for (const answer of [await api(path, { token: student2.id_token }), await post(student2, path, { text: 'Can I read this?' })]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'Buy this course to open this lesson.' });
    }
    expect((await api(path)).status).toBe(401);
  });

  it('posts a question, keeps replies one level deep, and lets only the author edit or delete', async () => {
    const path = comments(JAVASCRIPT, 'functions-and-scope');
    const asked = await post(student, path, { text: `  <b>What does let do?</b> ${stamp}  ` });
    expect(asked.status, asked.text).toBe(200);
    const question = asked.body as unknown as LessonComment;
    // Plain text, trimmed, kept as written: markup is shown, never read.
    expect(question).toMatchObject({ text: `<b>What does let do?</b> ${stamp}`, parent_id: '', thread_id: question.id, author_role: 'student', mine: true });

    const answered = await post(instructor, path, { text: 'let ใช้ประกาศตัวแปรที่อยู่ในบล็อกครับ', parent_id: question.id });
    expect(answered.status, answered.text).toBe(200);
    const answer = answered.body as unknown as LessonComment;
    expect(answer).toMatchObject({ parent_id: question.id, thread_id: question.id, author_role: 'instructor', author_name: 'Ines Teacher' });

    // A reply to the reply joins the same thread.
    const again = await post(student2, path, { text: 'And const?', parent_id: answer.id });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ parent_id: question.id, thread_id: question.id });

    const page = await list(student, path);
    expect(page.threads[0]).toMatchObject({ id: question.id, replies: [expect.objectContaining({ id: answer.id }), expect.objectContaining({ id: (again.body as unknown as LessonComment).id })] });

    const edit = `${comments(JAVASCRIPT, 'functions-and-scope')}/${question.id}`;
    const othersEdit = await api(edit, { method: 'PUT', json: { text: 'Changed by someone else' }, token: student2.id_token });
    expect(othersEdit.status).toBe(403);
    expect(othersEdit.body).toMatchObject({ message: 'You can only edit or delete your own comments.' });
    expect((await api(edit, { method: 'DELETE', token: student2.id_token })).status).toBe(403);
    expect((await api(edit, { method: 'DELETE', token: instructor.id_token })).status).toBe(403);
    const edited = await api(edit, { method: 'PUT', json: { text: `What does let do, exactly? ${stamp}` }, token: student.id_token });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ text: `What does let do, exactly? ${stamp}`, edited: true });

    const empty = await api(edit, { method: 'PUT', json: { text: '   ' }, token: student.id_token });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Write something before you post.');
    expect((await post(student, path, { text: 'x'.repeat(2001) })).text).toContain('A comment holds at most 2000 characters.');

    // Deleting a question that has replies keeps the thread as "comment deleted".
    const deleted = await api(edit, { method: 'DELETE', token: student.id_token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, id: question.id, kept_for_replies: true });
    const after = find(await list(student2, path), question.id);
    expect(after).toMatchObject({ deleted: true, text: '', author_name: '', can_edit: false });
    expect((await post(student, path, { text: 'Still there?', parent_id: question.id })).status).toBe(409);

    // A comment without replies goes whole.
    const lone = (await post(student, path, { text: `Lone ${stamp}` })).body as unknown as LessonComment;
    expect((await api(`${path}/${lone.id}`, { method: 'DELETE', token: student.id_token })).body).toMatchObject({ kept_for_replies: false });
    expect(find(await list(student, path), lone.id)).toBeUndefined();
  });

  it('tells the author of a comment of a reply, in their notifications, linking to the lesson at the reply', async () => {
    const path = comments(JAVASCRIPT, 'the-dom');
    const question = (await post(student, path, { text: `How do I select an element? ${stamp}` })).body as unknown as LessonComment;
    const own = await post(student, path, { text: 'I found querySelector.', parent_id: question.id });
    const answer = (await post(instructor, path, { text: `ใช้ document.querySelector ครับ ${stamp}`, parent_id: question.id })).body as unknown as LessonComment;

    const notices = (await api(`/public/announcement/${student.user.id}`, { token: student.id_token })).body as unknown as Announcement[];
    const mine = notices.filter((notice) => notice.message.includes(stamp) && notice.message.includes('querySelector'));
    // The instructor's reply makes one; the student's own reply none.
    expect(mine).toEqual([expect.objectContaining({ audience: 'user', action_read: 0, title: 'Ines Teacher ตอบความคิดเห็นของคุณ · replied to your comment' })]);
    expect(mine[0]?.message).toContain('The DOM (JavaScript essentials)');
    expect(mine[0]?.link).toBe(`/courses/${JAVASCRIPT}/learn?lesson=the-dom#comment-${answer.id}`);
    expect(own.status).toBe(200);

    const stored = await localDatabase().announcements.query.byAudience({ audience: 'user', audienceId: student.user.id }).go({ pages: 'all' });
    expect(stored.data.filter((item) => item.announcementId.startsWith(`comment-${answer.id}`))).toHaveLength(1);
    // Nobody else is told.
    const others = (await api(`/public/announcement/${student2.user.id}`, { token: student2.id_token })).body as unknown as Announcement[];
    expect(others.some((notice) => notice.message.includes(`querySelector ครับ ${stamp}`))).toBe(false);
  });

  it('hides a comment from everyone but its author and the moderators', async () => {
    const path = comments(JAVASCRIPT, 'events');
    const rude = (await post(student2, path, { text: `Off-topic ${stamp}` })).body as unknown as LessonComment;
    const hide = `${path}/${rude.id}/hidden`;

    // Another course's instructor and a student may not hide it.
    expect((await api(hide, { method: 'PUT', json: { hidden: true }, token: instructor2.id_token })).status).toBe(403);
    const byStudent = await api(hide, { method: 'PUT', json: { hidden: true }, token: student.id_token });
    expect(byStudent.status).toBe(403);
    expect(byStudent.body).toMatchObject({ message: "Only the course's instructor and administrators can hide comments." });

    const hidden = await api(hide, { method: 'PUT', json: { hidden: true }, token: instructor.id_token });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, can_hide: true });
    expect(find(await list(student, path), rude.id)).toBeUndefined();
    expect(find(await list(student2, path), rude.id)).toMatchObject({ hidden: true, mine: true });
    expect(find(await list(instructor, path), rude.id)).toMatchObject({ hidden: true });
    expect((await list(instructor, path)).moderator).toBe(true);
    // Not there for others: no reply to it, no edit through it.
    expect((await post(student, path, { text: 'Reply', parent_id: rude.id })).status).toBe(404);

    const shown = await api(`/api/comment/${rude.id}/unhide`, { method: 'POST', token: admin.id_token });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({ id: rude.id, hidden: false, course_title: 'JavaScript essentials', lesson_title: 'Events' });
    expect(find(await list(student, path), rude.id)).toMatchObject({ hidden: false });
  });

  it('pages threads twenty at a time, newest first', async () => {
    const path = comments(JAVASCRIPT, 'fetching-data');
    const posted: string[] = [];
    for (let n = 1; n <= 21; n++) posted.push(((await post(student, path, { text: `Thread ${n} ${stamp}` })).body as unknown as LessonComment).id);
    const first = await list(student, path);
    expect(first.threads).toHaveLength(20);
    expect(first.threads[0]?.id).toBe(posted[20]);
    expect(first.next_cursor).toBe(posted[1]);
    const second = await list(student, path, first.next_cursor ?? '');
    expect(second.threads.map((thread) => thread.id)).toEqual([posted[0]]);
    expect(second.next_cursor).toBeNull();
  });
});

describe('the back office’s moderation', () => {
  it('finds comments by course, lesson and words, and deletes them as SPEC §7 says', async () => {
    const path = comments(PYTHON, 'functions');
    const question = (await post(student, path, { text: `ฟังก์ชันคืนค่าหลายค่าได้ไหม ${stamp}` })).body as unknown as LessonComment;
    const reply = (await post(admin, path, { text: `ได้ครับ ใช้ tuple ${stamp}`, parent_id: question.id })).body as unknown as LessonComment;
    expect(reply.author_role).toBe('admin');

    const table = await api(`/api/comment?course_id=${PYTHON}&lesson_id=functions&search=${encodeURIComponent(stamp)}`, { token: admin.id_token });
    expect(table.status, table.text).toBe(200);
    expect((table.body as unknown as TablePage<AdminComment>).rows.map((row) => [row.id, row.reply_count, row.lesson_title])).toEqual([
      [reply.id, 0, 'Functions'],
      [question.id, 1, 'Functions'],
    ]);
    expect((await api('/api/comment', { token: student.id_token })).status).toBe(403);

    // The question goes as "comment deleted" while its reply stays; then the reply takes the thread with it.
    const first = await api('/api/comment', { method: 'DELETE', json: { ids: [question.id] }, token: admin.id_token });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ success: true, deleted: [question.id] });
    expect(find(await list(student, path), question.id)).toMatchObject({ deleted: true });
    expect((await api('/api/comment', { method: 'DELETE', json: { ids: [reply.id] }, token: admin.id_token })).status).toBe(200);
    expect(find(await list(student, path), question.id)).toBeUndefined();
    expect((await api(`/api/comment/${question.id}`, { token: admin.id_token })).status).toBe(404);
  });
});
