import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Video, VideoCategory, VideoRecord, VideoUpload } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localS3, signIn, signOut } from '../testing/api.js';

/**
 * ../shared/SPEC.md §7 "File clean-up before and after a file delete" on the local stack
 * (decision 0036): video categories that hold videos, a video's raw read, its delete, then the
 * file-delete posts; and a course video record's file, the same way.
 */

let admin: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;
let editor: Awaited<ReturnType<typeof signIn>>;
const as = (session: { id_token: string } = admin) => ({ token: session.id_token });
const stamp = `fc${Date.now().toString(36)}`;

beforeAll(async () => {
  [admin, student, editor] = await Promise.all([signIn('admin'), signIn('student'), signIn('editor')]);
});
afterAll(async () => {
  await Promise.all([admin, student, editor].map((session) => signOut(session)));
});

/** The first bytes of an MP4 (a 24-byte `ftyp` box), then padding: what the server checks a video's file by. */
function tinyMp4(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...[...'ftypisom'].map((char) => char.charCodeAt(0))]);
  return bytes;
}

const keysUnder = async (bucket: string, prefix: string) =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key ?? '').sort();

/** A video kept as it is, with a tiny file uploaded in one part as the back office does: ready at once. */
async function videoWithFile(categoryId: string): Promise<Video> {
  const created = await api('/api/videos', { json: { title: `${stamp} lesson`, upload_video_type: 'video-upload', category_id: categoryId }, ...as() });
  expect(created.status, created.text).toBe(200);
  const video = created.body as unknown as Video;
  const bytes = tinyMp4();
  const started = await api(`/api/videos/${video.id}/upload`, { json: { file_name: 'lesson.mp4', content_type: 'video/mp4', size: bytes.length }, ...as() });
  expect(started.status, started.text).toBe(200);
  const { upload } = started.body as unknown as { upload: VideoUpload };
  const links = await api(`/api/videos/${video.id}/upload/parts`, { json: { upload_id: upload.upload_id, part_numbers: [1] }, ...as() });
  const [link] = (links.body as unknown as { parts: { url: string; headers: Record<string, string> }[] }).parts;
  const put = await fetch(link!.url, { method: 'PUT', headers: link!.headers, body: bytes });
  expect(put.status).toBe(200);
  const completed = await api(`/api/videos/${video.id}/upload/complete`, { json: { upload_id: upload.upload_id, parts: [{ part_number: 1, etag: put.headers.get('etag') ?? '' }] }, ...as() });
  expect(completed.status, completed.text).toBe(200);
  return completed.body as unknown as Video;
}

describe('file clean-up of videos (SPEC §7)', () => {
  const { uploads, media } = inject('resources').buckets;

  it('refuses to delete a category holding a video; reads the video raw, deletes it, and the file posts leave nothing under its folder', async () => {
    const category = (await api('/api/videocategory', { json: { name: `${stamp} Lessons` }, ...as() })).body as unknown as VideoCategory;
    const video = await videoWithFile(category.id);
    expect(video).toMatchObject({ status: 'ready', category_id: category.id, playlist: `videos/${video.id}/original.mp4` });
    const prefix = `videos/${video.id}/`;
    expect(await keysUnder(uploads, prefix)).toContain(video.video_file);
    expect(await keysUnder(media, prefix)).toEqual([`${prefix}original.mp4`]);

    const refused = await api('/api/videocategory', { method: 'DELETE', json: { ids: [category.id] }, ...as() });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cannotDelete', message: `video category ${stamp} Lessons: 1 video still uses it.` });

    // The raw read the back office does before the delete.
    const raw = await api(`/api/videos/raw/${video.id}`, as());
    expect(raw.status, raw.text).toBe(200);
    expect(raw.body).toEqual({ id: video.id, fileName: video.video_file, status: 'ready', upload_video_type: 'video-upload' });

    // While the video holds its file, no post removes it.
    const held = await api('/api/home/test_delete', { form: { fileName: video.video_file, status: 'ready' }, ...as() });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ message: `The video “${stamp} lesson” still holds this file: it is removed when the video is deleted.` });
    expect(await keysUnder(uploads, prefix)).toContain(video.video_file);

    const deleted = await api('/api/videos/delete', { json: { ids: [video.id] }, ...as() });
    expect(deleted.status, deleted.text).toBe(200);

    // The server removed the files with the video: the posts answer 200 with nothing left to remove.
    const kept = await api('/api/home/test_delete', { form: { fileName: video.video_file, status: 'ready' }, ...as() });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toEqual({ deleted: 0 });
    // A rendition written after the delete (a late transcoding job) goes with the m3u8 post.
    await localS3().send(new PutObjectCommand({ Bucket: media, Key: `${prefix}master.m3u8`, Body: '#EXTM3U\n' }));
    const hls = await api('/api/delete/video/m3u8', { json: { fileName: video.video_file, status: 'ready' }, ...as() });
    expect(hls.status, hls.text).toBe(200);
    expect(hls.body).toEqual({ deleted: 1 });
    expect(await keysUnder(uploads, prefix)).toEqual([]);
    expect(await keysUnder(media, prefix)).toEqual([]);
    expect((await api('/api/delete/video/m3u8', { json: { fileName: video.video_file, status: 'ready' }, ...as() })).body).toEqual({ deleted: 0 });

    // Once empty, the category goes.
    const emptied = await api('/api/videocategory', { method: 'DELETE', json: { ids: [category.id] }, ...as() });
    expect(emptied.status, emptied.text).toBe(200);
    expect(emptied.body).toEqual({ success: true, ok: true, deleted: [category.id] });
  });

  it('refuses a key that is not of the product’s layout, and a caller without the videos screen', async () => {
    for (const fileName of ['slips/order-1/slip', 'videos/v-1/../../slips/order-1/slip', 'videos/v-1/', 'web/index.html']) {
      const answer = await api('/api/home/test_delete', { json: { fileName, status: 'ready' }, ...as() });
      expect(answer.status, fileName).toBe(400);
      expect(answer.text).toContain('fileName is not a file the product keeps.');
    }
    const unknownField = await api('/api/delete/video/m3u8', { json: { fileName: 'videos/v-1/a.mp4', bucket: 'web' }, ...as() });
    expect(unknownField.status).toBe(400);

    for (const [path, body] of [
      ['/api/home/test_delete', { fileName: 'videos/v-1/a.mp4', status: 'ready' }],
      ['/api/delete/video/m3u8', { fileName: 'videos/v-1/a.mp4', status: 'ready' }],
      ['/api/delete/video/record', { fileName: 'video-records/r-1/a.mp4' }],
    ] as const) {
      expect((await api(path, { json: body, ...as(student) })).status, `${path} as a student`).toBe(403);
      expect((await api(path, { json: body, ...as(editor) })).status, `${path} as the content editor`).toBe(403);
    }
    expect((await api('/api/videos/raw/video-demo-welcome', as(student))).status).toBe(403);
    expect((await api('/api/videosrecord/raw/none', as(editor))).status).toBe(403);
  });
});

describe('file clean-up of course video records (SPEC §7)', () => {
  const { uploads } = inject('resources').buckets;

  it('uploads a record’s file, reads it raw, deletes the record and posts its file: nothing stays under its folder', async () => {
    const courses = await api('/api/courses', as());
    const courseId = (courses.body as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const created = await api('/api/videosrecord', { json: { title: `${stamp} week 1`, course_id: courseId, recorded_on: '2026-11-20' }, ...as() });
    expect(created.status, created.text).toBe(200);
    const record = created.body as unknown as VideoRecord;
    const missingCourse = await api('/api/videosrecord', { json: { title: `${stamp} week 2`, course_id: 'no-such-course', recorded_on: '2026-11-20' }, ...as() });
    expect(missingCourse.status).toBe(400);
    expect(missingCourse.text).toContain('No course has this id.');

    const bytes = tinyMp4(4096);
    const link = await api(`/api/videosrecord/${record.id}/upload`, { json: { file_name: 'week1.mp4', content_type: 'video/mp4', size: bytes.length }, ...as() });
    expect(link.status, link.text).toBe(200);
    const { url, headers, key } = link.body as unknown as { url: string; headers: Record<string, string>; key: string };
    expect((await fetch(url, { method: 'PUT', headers, body: bytes })).status).toBe(200);
    const kept = await api(`/api/videosrecord/${record.id}/upload/complete`, { json: { key, file_name: 'week1.mp4' }, ...as() });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ video_file: key, file_name: 'week1.mp4', size: 4096 });
    const watch = await api(`/api/videosrecord/${record.id}/file`, as());
    expect((await fetch((watch.body as unknown as { url: string }).url)).status).toBe(200);

    const raw = await api(`/api/videosrecord/raw/${record.id}`, as());
    expect(raw.body).toEqual({ id: record.id, fileName: key });
    expect((await api('/api/delete/video/record', { json: { fileName: key }, ...as() })).status).toBe(409);

    expect((await api('/api/videosrecord/delete', { json: { ids: [record.id] }, ...as() })).status).toBe(200);
    const posted = await api('/api/delete/video/record', { form: { fileName: key }, ...as() });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body).toEqual({ deleted: 0 });
    expect(await keysUnder(uploads, `video-records/${record.id}/`)).toEqual([]);
    expect((await api(`/api/videosrecord/raw/${record.id}`, as())).status).toBe(404);
  });
});
