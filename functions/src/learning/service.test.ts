import { ROLE, type Course, type LessonProgress, type Video } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import type { LearningPorts } from './ports.js';
import { embedUrlOf, getLearnCourse, listMyLearning, openLesson, previewVideo, saveLessonProgress } from './service.js';

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
    { title: 'More', lessons: [lesson('mp4', { kind: 'video', video_id: 'v-mp4' }), lesson('talk', { kind: 'video', video_id: 'v-yt' }), lesson('wait', { kind: 'video', video_id: 'v-busy' })] },
    { title: 'Handouts', lessons: [lesson('sheet', { kind: 'file', file_id: 'file-1' }), lesson('lost', { kind: 'file', file_id: 'file-gone' })] },
  ],
  created_at: 'x',
  updated_at: 'x',
};

const video = (id: string, fields: Partial<Video>): Video =>
  ({ id, title: id, upload_video_type: 'video-upload-m3u8', external_url: '', status: 'ready', video_file: `videos/${id}/a.mp4`, playlist: `videos/${id}/master.m3u8`, ...fields }) as Video;

function memoryLearning() {
  const clock = { now: new Date('2026-11-26T03:00:00.000Z') };
  const enrollments = new Map<string, { access_until: string; granted_at: string }>([
    ['student-1:course-1', { access_until: '2027-11-26T00:00:00.000Z', granted_at: '2026-11-01T00:00:00.000Z' }],
    ['student-old:course-1', { access_until: '2026-10-01T00:00:00.000Z', granted_at: '2025-10-01T00:00:00.000Z' }],
  ]);
  const progress = new Map<string, LessonProgress & { course_id: string; user_id: string }>();
  const signed: { videoId: string; expiresAt: string }[] = [];
  const videos = new Map<string, Video>([
    ['v-hls', video('v-hls', {})],
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
      save: async (userId, courseId, lessonId, change, at) => {
        const key = `${userId}:${courseId}:${lessonId}`;
        const kept = { user_id: userId, course_id: courseId, lesson_id: lessonId, position_seconds: change.position_seconds, completed: change.completed || (progress.get(key)?.completed ?? false), updated_at: at };
        progress.set(key, kept);
        const { user_id: _u, course_id: _c, ...rest } = kept;
        return rest;
      },
    },
    playback: async () => ({
      mediaUrl: 'https://shop.test/media',
      cookiesFor: async (videoId, expiresAt) => {
        signed.push({ videoId, expiresAt: expiresAt.toISOString() });
        return [`CloudFront-Policy=p; Path=/media/videos/${videoId}/`];
      },
    }),
    now: () => clock.now,
  };
  return { ports, signed, progress, clock };
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

  it('keeps the position, keeps a lesson done, and counts the percent done and the last lesson', async () => {
    const { ports, clock } = memoryLearning();
    const student = caller('student-1');
    await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 30.7, completed: true });
    expect(await saveLessonProgress(ports, student, 'course-1', 'intro', { position_seconds: 12 })).toMatchObject({ position_seconds: 12, completed: true });
    clock.now = new Date('2026-11-26T03:05:00.000Z');
    await saveLessonProgress(ports, student, 'course-1', 'read', { position_seconds: 0 });
    const learn = await getLearnCourse(ports, student, 'course-1');
    expect(learn).toMatchObject({ percent: 14, last_lesson_id: 'read' });
    await expect(saveLessonProgress(ports, caller('student-2'), 'course-1', 'read', { position_seconds: 1 })).rejects.toThrow('Buy this course');
    expect(await listMyLearning(ports, 'student-1')).toEqual([
      expect.objectContaining({ id: 'course-1', percent: 14, last_lesson_id: 'read', last_lesson_title: 'Lesson read', expired: false }),
    ]);
  });

  it('makes embedded players from YouTube and Vimeo links', () => {
    expect(embedUrlOf('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(embedUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
});
