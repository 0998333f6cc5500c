import type { LearnCourse, MyLearningCourse, OpenedLesson } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

/** The demo student owns this course; its first two lessons show the seeded ready video. */
const COURSE = 'course-python-basics';
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

  it('keeps where the student is, and lists their courses with their progress', async () => {
    const saved = await api(`/api/me/courses/${COURSE}/lessons/installing-python/progress`, { method: 'PUT', json: { position_seconds: 7, completed: true }, token: student.id_token });
    expect(saved.status, saved.text).toBe(200);
    // A lesson no other suite opens, so what it keeps is this test's alone.
    const again = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 4.5 }, token: student.id_token });
    expect(again.body).toMatchObject({ lesson_id: 'functions', position_seconds: 4, completed: false });
    const done = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 9, completed: true }, token: student.id_token });
    expect(done.body).toMatchObject({ position_seconds: 9, completed: true });
    const stillDone = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 2 }, token: student.id_token });
    expect(stillDone.body).toMatchObject({ position_seconds: 2, completed: true });

    const learn = (await api(`/public/courses/${COURSE}/learn`, { token: student.id_token })).body as unknown as LearnCourse;
    expect(learn.last_lesson_id).toBe('functions');
    expect(learn.percent).toBeGreaterThan(0);
    const mine = (await api('/api/me/learning', { token: student.id_token })).body as unknown as MyLearningCourse[];
    expect(mine[0]).toMatchObject({ id: COURSE, last_lesson_id: 'functions', last_lesson_title: 'Functions', expired: false });

    const refused = await api(`/api/me/courses/${COURSE}/lessons/functions/progress`, { method: 'PUT', json: { position_seconds: 1 }, token: other.id_token });
    expect(refused.status).toBe(403);
  });
});
