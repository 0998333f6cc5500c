import { ROLE, type Course, type LessonProgress, type Video, type VideoRecord } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import type { ActivityRecord, LearningPorts } from './ports.js';
import { courseCompletion } from './completion.js';
import { courseRecordings, embedUrlOf, getLearnCourse, listMyLearning, openLesson, previewVideo, saveLessonProgress } from './service.js';

const lesson = (id: string, fields: Partial<Course['curriculum'][number]['lessons'][number]> = {}) => ({
  id,
  title: `Lesson ${id}`,
  duration_minutes: 5,
  kind: 'text' as const,
  video_id: '',
  file_id: '',
  quiz_id: '',
  body: `Words of ${id}`,
  url: '',
  free_preview: false,
  ...fields,
});

const COURSE: Course = {
  id: 'course-1',
  title: 'SQL',
  slug: 'sql',
  description: '',
  price: 100_000,
  sale_price: null,
  cover_image: '/sql.svg',
  category_id: 'cat',
  instructor_id: 'profile-ann',
  status: 'open',
  published: true,
  curriculum: [
    { title: 'Start', lessons: [lesson('intro', { kind: 'video', video_id: 'v-hls', free_preview: true }), lesson('read')] },
    { title: 'More', lessons: [lesson('mp4', { kind: 'video', video_id: 'v-mp4' }), lesson('long', { kind: 'video', video_id: 'v-long' }), lesson('talk', { kind: 'video', video_id: 'v-yt' }), lesson('wait', { kind: 'video', video_id: 'v-busy' })] },
    { title: 'Handouts', lessons: [lesson('sheet', { kind: 'file', file_id: 'file-1' }), lesson('lost', { kind: 'file', file_id: 'file-gone' }), lesson('soon', { kind: 'placeholder' })] },
  ],
  created_at: 'x',
  updated_at: 'x',
};

const video = (id: string, fields: Partial<Video>): Video =>
  ({ id, title: id, upload_video_type: 'video-upload-m3u8', external_url: '', status: 'ready', video_file: `videos/${id}/a.mp4`, playlist: `videos/${id}/master.m3u8`, ...fields }) as Video;

const recording = (id: string, fields: Partial<VideoRecord>): VideoRecord => ({
  id,
  title: `Class ${id}`,
  course_id: 'course-1',
  recorded_on: '2026-11-10',
  description: '',
  video_file: `video-records/${id}/a.mp4`,
  file_name: `${id}.mp4`,
  size: 1024,
  created_at: 'x',
  updated_at: 'x',
  ...fields,
});

function memoryLearning() {
  const clock = { now: new Date('2026-11-26T03:00:00.000Z') };
  const enrollments = new Map<string, { access_until: string; granted_at: string }>([
    ['student-1:course-1', { access_until: '2027-11-26T00:00:00.000Z', granted_at: '2026-11-01T00:00:00.000Z' }],
    ['student-old:course-1', { access_until: '2026-10-01T00:00:00.000Z', granted_at: '2025-10-01T00:00:00.000Z' }],
  ]);
  const progress = new Map<string, LessonProgress & { course_id: string; user_id: string }>();
  const signed: { videoId: string; expiresAt: string }[] = [];
  const activity = new Map<string, ActivityRecord>();
  /** Saves refused as if another save came first, before the next is taken. */
  const conflicts = { left: 0 };
  const videos = new Map<string, Video>([
    ['v-hls', video('v-hls', {})],
    ['v-long', video('v-long', { duration_seconds: 600 })],
    ['v-mp4', video('v-mp4', { upload_video_type: 'video-upload', playlist: 'videos/v-mp4/original.mp4' })],
    ['v-yt', video('v-yt', { upload_video_type: 'others', external_url: 'https://www.youtube.com/watch?v=abc123', playlist: '' })],
    ['v-busy', video('v-busy', { status: 'processing', playlist: '' })],
  ]);
  const ports: LearningPorts = {
    courses: { get: async (id) => (id === COURSE.id ? COURSE : undefined) },
    instructorAccountOf: async (profileId) => (profileId === 'profile-ann' ? 'instructor-ann' : undefined),
    enrollments: {
      get: async (userId, courseId) => enrollments.get(`${userId}:${courseId}`),
      listByUser: async (userId) => [...enrollments].filter(([key]) => key.startsWith(`${userId}:`)).map(([key, value]) => ({ course_id: key.split(':')[1]!, ...value })),
    },
    videos: { get: async (id) => videos.get(id) },
    recordings: {
      ofCourse: async (courseId) =>
        [
          recording('rec-old', { recorded_on: '2026-11-01' }),
          recording('rec-new', { recorded_on: '2026-11-20' }),
          recording('rec-empty', { recorded_on: '2026-11-25', video_file: '' }),
          recording('rec-other', { course_id: 'course-2' }),
        ].filter((one) => one.course_id === courseId),
      link: async (key, seconds) => `https://uploads.test/${key}?for=${seconds}`,
    },
    files: {
      get: async (id) => (id === 'file-1' ? { id, file_name: 'แบบฝึกหัด 1.pdf', content_type: 'application/pdf', size: 2048, created_at: 'x', updated_at: 'x' } : undefined),
      download: async (file) => ({ url: `https://uploads.test/files/${file.id}?download`, file_name: file.file_name, expires_at: '2026-11-26T03:05:00.000Z' }),
    },
    progress: {
      ofCourse: async (userId, courseId) => [...progress.values()].filter((one) => one.user_id === userId && one.course_id === courseId).map(({ user_id: _u, course_id: _c, ...rest }) => rest),
      ofLesson: async (userId, courseId, lessonId) => {
        const kept = progress.get(`${userId}:${courseId}:${lessonId}`);
        if (!kept) return undefined;
        const { user_id: _u, course_id: _c, ...rest } = kept;
        return rest;
      },
      ofUser: async (userId) => [...progress.values()].filter((one) => one.user_id === userId).map(({ user_id: _u, ...rest }) => rest),
      record: async (step) => {
        const key = `${step.user_id}:${step.course_id}:${step.lesson_id}`;
        const before = progress.get(key);
        if ((before?.updated_at ?? '') !== step.kept_updated_at || conflicts.left-- > 0) return false;
        progress.set(key, {
          user_id: step.user_id,
          course_id: step.course_id,
          lesson_id: step.lesson_id,
          position_seconds: step.position_seconds,
          watched_seconds: step.watched_seconds,
          completed: (before?.completed ?? false) || step.completes,
          completed_at: before?.completed_at || (step.completes ? step.at : ''),
          updated_at: step.at,
        });
        if (step.learned_seconds > 0) {
          const day = `${step.user_id}:${step.course_id}:${step.day}`;
          const kept = activity.get(day) ?? { user_id: step.user_id, course_id: step.course_id, day: step.day, seconds: 0 };
          activity.set(day, { ...kept, seconds: kept.seconds + step.learned_seconds });
        }
        return true;
      },
    },
    activity: {
      ofUser: async (userId, from) => [...activity.values()].filter((one) => one.user_id === userId && one.day >= from),
      ofCourse: async (courseId, from) => [...activity.values()].filter((one) => one.course_id === courseId && one.day >= from),
    },
    playback: async () => ({
      mediaUrl: 'https://shop.test/media',
      cookiesFor: async (videoId, expiresAt) => {
        signed.push({ videoId, expiresAt: expiresAt.toISOString() });
        return [`CloudFront-Policy=p; Path=/media/videos/${videoId}/`];
      },
      cookiesForFolder: async () => {
        throw new Error('Lessons sign videos, not folders.');
      },
    }),
    now: () => clock.now,
  };
  return { ports, signed, progress, clock, activity, conflicts };
}

const caller = (userId: string, role: keyof typeof ROLE = 'student'): Caller => ({ userId, username: userId, roleId: ROLE[role], groups: [role] });

describe('learning a course', () => {
  it('opens every lesson to an enrolled student, its instructor and an administrator', async () => {
    const { ports } = memoryLearning();
    for (const [who, access] of [
      [caller('student-1'), 'enrolled'],
      [caller('instructor-ann', 'instructor'), 'instructor'],
      [caller('admin-1', 'admin'), 'admin'],
    ] as const) {
      expect((await getLearnCourse(ports, who, 'course-1')).access).toBe(access);
      expect((await openLesson(ports, who, 'course-1', 'read')).answer.body).toBe('Words of read');
    }
  });

  it('opens only the free previews to others, telling them what to do, and an ended enrollment says when it ended', async () => {
    const { ports } = memoryLearning();
    expect((await getLearnCourse(ports, undefined, 'course-1')).access).toBe('visitor');
    expect((await openLesson(ports, undefined, 'course-1', 'intro')).answer.playback?.type).toBe('hls');
    await expect(openLesson(ports, undefined, 'course-1', 'read')).rejects.toThrow('Sign in and buy this course to open this lesson.');
    await expect(openLesson(ports, caller('student-2'), 'course-1', 'read')).rejects.toThrow('Buy this course to open this lesson.');
    await expect(openLesson(ports, caller('instructor-bob', 'instructor'), 'course-1', 'read')).rejects.toThrow('Buy this course to open this lesson.');
    expect((await getLearnCourse(ports, caller('student-old'), 'course-1')).access).toBe('expired');
    await expect(openLesson(ports, caller('student-old'), 'course-1', 'read')).rejects.toThrow('Your access to this course ended on 2026-10-01: buy it again to open this lesson.');
  });

  it("plays a video through the media URL with cookies for its files only, a kept file as it is, and an external one embedded", async () => {
    const { ports, signed } = memoryLearning();
    const hls = await openLesson(ports, caller('student-1'), 'course-1', 'intro');
    expect(hls.answer.playback).toEqual({ type: 'hls', url: 'https://shop.test/media/videos/v-hls/master.m3u8', expires_at: '2026-11-26T06:00:00.000Z' });
    expect(hls.cookies).toEqual(['CloudFront-Policy=p; Path=/media/videos/v-hls/']);
    expect((await openLesson(ports, caller('student-1'), 'course-1', 'mp4')).answer.playback).toMatchObject({ type: 'mp4', url: 'https://shop.test/media/videos/v-mp4/original.mp4' });
    const embed = await openLesson(ports, caller('student-1'), 'course-1', 'talk');
    expect(embed.answer.playback).toEqual({ type: 'embed', url: 'https://www.youtube-nocookie.com/embed/abc123', expires_at: '' });
    expect(embed.cookies).toEqual([]);
    const busy = await openLesson(ports, caller('student-1'), 'course-1', 'wait');
    expect(busy.answer).toMatchObject({ playback: null, video_status: 'processing' });
    expect(signed.map((one) => one.videoId)).toEqual(['v-hls', 'v-mp4']);
  });

  it('lists the recordings of a course’s classes with a file, newest first, each with a link for as long as a video plays, to those who may open all of it', async () => {
    const { ports } = memoryLearning();
    for (const who of [caller('student-1'), caller('instructor-ann', 'instructor'), caller('admin-1', 'admin')]) {
      const recordings = await courseRecordings(ports, who, 'course-1');
      expect(recordings.map((one) => one.id)).toEqual(['rec-new', 'rec-old']);
      expect(recordings[0]).toEqual({
        id: 'rec-new',
        title: 'Class rec-new',
        recorded_on: '2026-11-20',
        description: '',
        file_name: 'rec-new.mp4',
        size: 1024,
        url: 'https://uploads.test/video-records/rec-new/a.mp4?for=10800',
        expires_at: '2026-11-26T06:00:00.000Z',
      });
    }
    await expect(courseRecordings(ports, caller('student-2'), 'course-1')).rejects.toThrow('Buy this course to open this lesson.');
    await expect(courseRecordings(ports, caller('student-old'), 'course-1')).rejects.toThrow('Your access to this course ended on 2026-10-01');
    await expect(courseRecordings(ports, caller('student-1'), 'course-9')).rejects.toThrow('No course has the id course-9.');
  });

  it('offers a file lesson’s file as a short download link to those entitled, and says nothing of a file gone', async () => {
    const { ports } = memoryLearning();
    const sheet = await openLesson(ports, caller('student-1'), 'course-1', 'sheet');
    expect(sheet.answer).toMatchObject({ body: '', url: '', playback: null, download: { url: 'https://uploads.test/files/file-1?download', file_name: 'แบบฝึกหัด 1.pdf' } });
    expect((await openLesson(ports, caller('student-1'), 'course-1', 'lost')).answer.download).toBeNull();
    await expect(openLesson(ports, caller('student-2'), 'course-1', 'sheet')).rejects.toThrow('Buy this course to open this lesson.');
  });

  it('previews a ready video of the library with its playback cookies, and only its state while it is not ready', async () => {
    const { ports, signed } = memoryLearning();
    expect(await previewVideo(ports, 'v-hls')).toEqual({
      answer: { status: 'ready', playback: { type: 'hls', url: 'https://shop.test/media/videos/v-hls/master.m3u8', expires_at: '2026-11-26T06:00:00.000Z' } },
      cookies: ['CloudFront-Policy=p; Path=/media/videos/v-hls/'],
    });
    expect(await previewVideo(ports, 'v-busy')).toEqual({ answer: { status: 'processing', playback: null }, cookies: [] });
    await expect(previewVideo(ports, 'gone')).rejects.toThrow('No video has the id gone.');
    expect(signed.map((one) => one.videoId)).toEqual(['v-hls']);
  });

  it('keeps the position, counts the percent done of the required lessons and the last lesson', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    await saveLessonProgress(ports, student, 'course-1', 'talk', { position_seconds: 0, completed: true });
    expect(await saveLessonProgress(ports, student, 'course-1', 'talk', { position_seconds: 12 })).toMatchObject({ position_seconds: 12, completed: true });
    clock.now = new Date('2026-11-26T03:05:00.000Z');
    await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 0 });
    const learn = await getLearnCourse(ports, student, 'course-1');
    // One of the eight lessons with something to do: the placeholder does not count.
    expect(learn).toMatchObject({ percent: 13, last_lesson_id: 'intro' });
    await expect(saveLessonProgress(ports, caller('student-2'), 'course-1', 'read', { position_seconds: 1 })).rejects.toThrow('Buy this course');
    expect(await listMyLearning(ports, 'student-1')).toEqual([
      expect.objectContaining({ id: 'course-1', percent: 13, last_lesson_id: 'intro', last_lesson_title: 'Lesson intro', expired: false }),
    ]);
  });

  it('counts a video watched only as fast as the clock allows, and marks it done at 90 % watched, never on the browser’s word', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    const at = (seconds: number) => (clock.now = new Date(Date.parse('2026-11-26T03:00:00.000Z') + seconds * 1000));
    const save = (position: number, extra: { completed?: boolean; duration_seconds?: number } = {}) => saveLessonProgress(ports, student, 'course-1', 'mp4', { position_seconds: position, ...extra });
    expect(await save(0, { duration_seconds: 100 })).toMatchObject({ watched_seconds: 0, completed: false });
    at(10);
    expect(await save(10, { duration_seconds: 100 })).toMatchObject({ watched_seconds: 10 });
    // A seek to the end 10 s later counts 10 s at the fastest rate (2×), with 2 s for whole seconds; "done" from the browser changes nothing.
    at(20);
    expect(await save(99, { duration_seconds: 100, completed: true })).toMatchObject({ position_seconds: 99, watched_seconds: 32, completed: false, completed_at: '' });
    // Back to where it was, and watched on.
    for (let step = 1; step <= 6; step++) {
      at(20 + step * 10);
      await save(20 + step * 10, { duration_seconds: 100 });
    }
    at(100);
    const done = await save(90, { duration_seconds: 100 });
    expect(done).toMatchObject({ watched_seconds: 92, completed: true, completed_at: '2026-11-26T03:01:40.000Z' });
    at(130);
    expect(await save(3, { duration_seconds: 100 })).toMatchObject({ position_seconds: 3, completed: true, completed_at: '2026-11-26T03:01:40.000Z' });
  });

  it('takes the lesson’s minutes as the length of a video the player did not measure, and "Mark complete" for an embedded one only', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 0 });
    clock.now = new Date('2026-11-26T03:00:30.000Z');
    // 5 minutes: 30 s watched is not 90 % of it.
    expect(await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 30, completed: true })).toMatchObject({ watched_seconds: 30, completed: false });
    expect(await saveLessonProgress(ports, student, 'course-1', 'talk', { position_seconds: 0, completed: true })).toMatchObject({ completed: true });
  });

  it('counts a transcoded video against the length the transcoder measured, not the one the browser says', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    await saveLessonProgress(ports, student, 'course-1', 'long', { position_seconds: 0, duration_seconds: 10 });
    clock.now = new Date('2026-11-26T03:00:10.000Z');
    expect(await saveLessonProgress(ports, student, 'course-1', 'long', { position_seconds: 10, duration_seconds: 10 })).toMatchObject({ watched_seconds: 10, completed: false });
  });

  it('marks a reading lesson done when a student of the course opens it, counting its minutes for the day; the instructor keeps nothing', async () => {
    const { ports, activity } = memoryLearning();
    const opened = await openLesson(ports, caller('student-1'), 'course-1', 'read');
    expect(opened.answer.progress).toMatchObject({ completed: true, completed_at: '2026-11-26T03:00:00.000Z' });
    expect([...activity.values()]).toEqual([{ user_id: 'student-1', course_id: 'course-1', day: '2026-11-26', seconds: 300 }]);
    // Opened again: still done, its minutes counted once.
    expect((await openLesson(ports, caller('student-1'), 'course-1', 'read')).answer.progress).toMatchObject({ completed: true });
    expect([...activity.values()].map((one) => one.seconds)).toEqual([300]);
    expect((await openLesson(ports, caller('instructor-ann', 'instructor'), 'course-1', 'read')).answer.progress).toBeNull();
    expect((await openLesson(ports, caller('student-1'), 'course-1', 'sheet')).answer.progress).toMatchObject({ completed: true });
  });

  it('tries a save again when another save of the lesson came first, and says so when they keep meeting', async () => {
    const { ports, conflicts } = memoryLearning();
    const student = caller('student-1');
    conflicts.left = 1;
    expect(await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 4 })).toMatchObject({ position_seconds: 4 });
    conflicts.left = 5;
    await expect(saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 5 })).rejects.toThrow('Your progress was being saved from another window at the same moment. Please try again.');
  });

  it('finishes a course only when every required lesson is done, with when the last one was', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    expect(await courseCompletion(ports, 'student-1', 'course-1')).toEqual({ complete: false, done: 0, total: 8, completed_at: '' });
    for (const id of ['read', 'sheet', 'lost']) await openLesson(ports, student, 'course-1', id);
    await saveLessonProgress(ports, student, 'course-1', 'talk', { position_seconds: 0, completed: true });
    for (const id of ['intro', 'mp4', 'wait']) {
      await saveLessonProgress(ports, student, 'course-1', id, { position_seconds: 0, duration_seconds: 10 });
      clock.now = new Date(clock.now.getTime() + 10_000);
      await saveLessonProgress(ports, student, 'course-1', id, { position_seconds: 10, duration_seconds: 10 });
    }
    // Ten minutes watched a minute at a time: 90 % of the long one.
    await saveLessonProgress(ports, student, 'course-1', 'long', { position_seconds: 0 });
    for (let minute = 1; minute <= 9; minute++) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      await saveLessonProgress(ports, student, 'course-1', 'long', { position_seconds: minute * 60 });
    }
    expect(await courseCompletion(ports, 'student-1', 'course-1')).toEqual({ complete: true, done: 8, total: 8, completed_at: '2026-11-26T03:09:30.000Z' });
    expect(await courseCompletion(ports, 'student-1', 'no-course')).toMatchObject({ complete: false });
  });

  it('makes embedded players from YouTube and Vimeo links', () => {
    expect(embedUrlOf('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(embedUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
});
