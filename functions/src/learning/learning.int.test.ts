import { courseRecordings, type LearnCourse, type LessonProgress, type MyActivity, type MyLearningCourse, type OpenedLesson } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo student owns this course; its first two lessons show the seeded ready video. */
const COURSE = 'course-python-basics';
const db = localDatabase();
let student: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  student = await signIn('student');
  other = await signIn('student2');
});
afterAll(async () => {
  await signOut(student);
  await signOut(other);
});

describe('learning a course on the local stack', () => {
  it('opens every lesson to the student who bought it, with playback cookies for the video only', async () => {
    const learn = await api(`/public/courses/${COURSE}/learn`, { token: student.id_token });
    expect(learn.status, learn.text).toBe(200);
    expect(learn.headers.get('cache-control')).toBe('private, no-store');
    const course = learn.body as unknown as LearnCourse;
    expect(course).toMatchObject({ access: 'enrolled', course: { id: COURSE } });
    expect(course.sections[0]?.lessons[0]).toMatchObject({ id: 'installing-python', kind: 'video', free_preview: true });

    const opened = await api(`/public/courses/${COURSE}/lessons/your-first-script`, { token: student.id_token });
    expect(opened.status, opened.text).toBe(200);
    expect((opened.body as unknown as OpenedLesson).playback).toMatchObject({ type: 'hls', url: expect.stringMatching(/\/media\/videos\/video-demo-welcome\/master\.m3u8$/) });
    const cookies = opened.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
    expect(cookies.every((cookie) => cookie.includes('Path=/media/videos/video-demo-welcome/') && cookie.includes('HttpOnly'))).toBe(true);

    const text = await api(`/public/courses/${COURSE}/lessons/values-and-types`, { token: student.id_token });
    expect(text.body).toMatchObject({ body: expect.stringContaining('Values and types'), playback: null });
    expect(text.headers.getSetCookie()).toEqual([]);
  });

  it('plays the recording of a class of the course to the student who bought it, and to nobody who did not', async () => {
    const listed = await api(`/api/me/courses/${COURSE}/recordings`, { token: student.id_token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    const [recording] = courseRecordings.parse(listed.body);
    expect(recording).toMatchObject({ id: 'video-record-python-qa', title: 'Live Q&A: loops and lists', recorded_on: '2026-11-20', file_name: 'python-qa-2026-11-20.mp4' });
    // The link plays the file where it opens: a video, not a download.
    const file = await fetch(recording!.url, { headers: { range: 'bytes=0-15' } });
    expect(file.status).toBe(206);
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await file.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');

    const refused = await api(`/api/me/courses/${COURSE}/recordings`, { token: other.id_token });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Buy this course to open this lesson.' } });
    expect((await api(`/api/me/courses/${COURSE}/recordings`)).status).toBe(401);
  });

  it('opens the free preview to anyone and refuses the rest, saying what to do', async () => {
    const preview = await api(`/public/courses/${COURSE}/lessons/installing-python`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.headers.getSetCookie()).toHaveLength(3);

    const visitor = await api(`/public/courses/${COURSE}/lessons/your-first-script`);
    expect(visitor.status).toBe(403);
    expect(visitor.text).toContain('Sign in and buy this course to open this lesson.');
    expect(visitor.headers.getSetCookie()).toEqual([]);
    const notBought = await api(`/public/courses/${COURSE}/lessons/your-first-script`, { token: other.id_token });
    expect(notBought.status).toBe(403);
    expect(notBought.text).toContain('Buy this course to open this lesson.');
    expect(((await api(`/public/courses/${COURSE}/learn`, { token: other.id_token })).body as unknown as LearnCourse).access).toBe('not-bought');
    expect((await api(`/public/courses/${COURSE}/lessons/no-such-lesson`, { token: student.id_token })).status).toBe(404);
  });

  it('keeps where the student is, marks a lesson done by the server’s rule, and lists their courses with their progress', async () => {
    // A video seeked to its end is not watched: the server counts only what the clock allows, whatever the browser says.
    // The seeded progress of the lesson (done) is set aside meanwhile and put back.
    const key = { user_id: inject('userIds').student as string, course_id: COURSE, lesson_id: 'installing-python' };
    const seeded = (await db.lessonProgress.get(key).go()).data;
    await db.lessonProgress.delete(key).go();
    try {
      const start = await api(`/api/me/courses/${COURSE}/lessons/installing-python/progress`, { method: 'PUT', json: { position_seconds: 0, duration_seconds: 12 }, token: student.id_token });
      expect(start.status, start.text).toBe(200);
      const skipped = await api(`/api/me/courses/${COURSE}/lessons/installing-python/progress`, { method: 'PUT', json: { position_seconds: 12, duration_seconds: 12, completed: true }, token: student.id_token });
      expect(skipped.body).toMatchObject({ position_seconds: 12, completed: false, completed_at: '' });
      expect((skipped.body as unknown as LessonProgress).watched_seconds).toBeLessThan(10);
    } finally {
      if (seeded) await db.lessonProgress.put(seeded).go();
    }
    // A reading lesson no other suite opens, so what it keeps is this test's alone: done once read, and it stays done.
    const read = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 4.5 }, token: student.id_token });
    expect(read.body).toMatchObject({ lesson_id: 'functions', position_seconds: 4, completed: true, completed_at: expect.stringMatching(/^2\d{3}-/) });
    const stillDone = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 2 }, token: student.id_token });
    expect(stillDone.body).toMatchObject({ position_seconds: 2, completed: true, completed_at: (read.body as unknown as LessonProgress).completed_at });

    const learn = (await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse;
    expect(learn.last_lesson_id).toBe('functions');
    expect(learn.percent).toBeGreaterThan(0);
    const mine = (await api('/api/me/learning', { token: student.id_token })).body as unknown as MyLearningCourse[];
    expect(mine[0]).toMatchObject({ id: COURSE, last_lesson_id: 'functions', last_lesson_title: 'Functions', expired: false });

    const refused = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 1 }, token: other.id_token });
    expect(refused.status).toBe(403);
  });

  it('shows the student their daily activity, and the back office a course’s days', async () => {
    const mine = await api('/api/me/activity', { token: student.id_token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const activity = mine.body as unknown as MyActivity;
    expect(activity.days).toHaveLength(14);
    expect(activity.days.at(-1)?.day).toBe(activity.today);
    // The reading lesson opened above counts its minutes and a lesson done today.
    expect(activity.days.at(-1)?.lessons).toBeGreaterThanOrEqual(1);
    expect(activity.streak).toBeGreaterThanOrEqual(1);
    expect((await api('/api/me/activity')).status).toBe(401);

    const admin = await signIn('admin');
    try {
      const days = await api(`/api/course-activity?course_id=${COURSE}&days=7`, { token: admin.id_token });
      expect(days.status, days.text).toBe(200);
      const rows = (days.body as unknown as { rows: { day: string; minutes: number; students: number; lessons: number }[] }).rows;
      expect(rows).toHaveLength(7);
      expect(rows[0]).toMatchObject({ day: activity.today });
      expect(rows[0]?.students).toBeGreaterThanOrEqual(1);
      expect(rows[0]?.minutes).toBeGreaterThanOrEqual(20);
      expect((await api('/api/course-activity', { token: student.id_token })).status).toBe(403);
    } finally {
      await signOut(admin);
    }
  });
});
