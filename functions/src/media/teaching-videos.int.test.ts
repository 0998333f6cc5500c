import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { VIDEO_PART_BYTES, type TeachingVideo, type Video, type VideoUpload } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localS3, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const work = mkdtempSync(join(tmpdir(), 'teaching-videos-test-'));
const stamp = `tv${Date.now().toString(36)}`;
let instructor: Session;
let otherInstructor: Session;
let student: Session;
let admin: Session;
/** The videos this file made, deleted with their files once it is done. */
const made: string[] = [];

const as = (session: Session) => ({ token: session.id_token });
const own = (id: string, step = '') => `/api/me/teaching/videos/${id}${step}`;

beforeAll(async () => {
  [instructor, otherInstructor, student, admin] = [await signIn('instructor'), await signIn('instructor2'), await signIn('student'), await signIn('admin')];
});

afterAll(async () => {
  if (made.length > 0) expect((await api('/api/videos/delete', { json: { ids: made }, ...as(admin) })).status).toBe(200);
  for (const session of [instructor, otherInstructor, student, admin]) await signOut(session);
  rmSync(work, { recursive: true, force: true });
});

/** A short test video, as an instructor would upload: ffmpeg's test pattern with a tone, 640x360, 2 s. */
function testVideo(): Uint8Array {
  const file = join(work, 'pattern.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]);
  return readFileSync(file);
}

const keysUnder = async (bucket: string, prefix: string) =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key ?? '').sort();

async function newVideo(session: Session, title: string, kind: Video['upload_video_type'] = 'video-upload-m3u8'): Promise<Video> {
  const created = await api('/api/me/teaching/videos', { json: { title, upload_video_type: kind }, ...as(session) });
  expect(created.status, created.text).toBe(200);
  const video = created.body as unknown as Video;
  made.push(video.id);
  return video;
}

async function untilSettled(session: Session, id: string): Promise<Video> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const video = (await api(own(id), as(session))).body as unknown as Video;
    if (video.status !== 'processing') return video;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Video ${id} is still processing.`);
}

describe('an instructor’s own videos on the local stack', () => {
  const { uploads, media } = inject('resources').buckets;

  it('lets the demo instructor upload a video in parts to storage; it is transcoded, listed as theirs and offered for their lessons', async () => {
    const title = `Welcome ${stamp}`;
    const video = await newVideo(instructor, title);
    expect(video).toMatchObject({ title, status: 'waiting', video_file: '', upload: null, owner_id: instructor.user.id });

    // Listed at once, waiting for its file, and already offered for a lesson.
    const listed = await api('/api/me/teaching/uploads', as(instructor));
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body as unknown as Video[])[0]).toMatchObject({ id: video.id, status: 'waiting' });
    expect((await api('/api/me/teaching/videos', as(instructor))).body as unknown as TeachingVideo[]).toContainEqual({ id: video.id, title, status: 'waiting' });

    // What the instructor's uploader does: start, put each part to its link, keep the ETags, complete.
    const bytes = testVideo();
    const started = await api(own(video.id, '/upload'), { json: { file_name: 'welcome.mp4', content_type: 'video/mp4', size: bytes.length, height: 360 }, ...as(instructor) });
    expect(started.status, started.text).toBe(200);
    const { upload, part_count } = started.body as unknown as { upload: VideoUpload; part_count: number };
    const links = await api(own(video.id, '/upload/parts'), { json: { upload_id: upload.upload_id, part_numbers: Array.from({ length: part_count }, (_, index) => index + 1) }, ...as(instructor) });
    expect(links.status, links.text).toBe(200);
    const parts = [];
    for (const link of (links.body as unknown as { parts: { part_number: number; url: string; headers: Record<string, string> }[] }).parts) {
      const put = await fetch(link.url, { method: 'PUT', headers: link.headers, body: bytes.slice((link.part_number - 1) * VIDEO_PART_BYTES, link.part_number * VIDEO_PART_BYTES) });
      expect(put.status).toBe(200);
      parts.push({ part_number: link.part_number, etag: put.headers.get('etag') ?? '' });
    }
    expect((await api(own(video.id, '/upload'), as(instructor))).body).toMatchObject({ upload: { upload_id: upload.upload_id, file_name: 'welcome.mp4' }, parts: [{ part_number: 1 }] });

    const completed = await api(own(video.id, '/upload/complete'), { json: { upload_id: upload.upload_id, parts }, ...as(instructor) });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({ status: 'processing', video_file: upload.key, upload: null });

    const ready = await untilSettled(instructor, video.id);
    expect(ready, ready.error).toMatchObject({ status: 'ready', playlist: `videos/${video.id}/master.m3u8`, owner_id: instructor.user.id });
    expect(await keysUnder(media, `videos/${video.id}/`)).toEqual(expect.arrayContaining([`videos/${video.id}/master.m3u8`, `videos/${video.id}/master_360p.m3u8`]));
    expect(await keysUnder(uploads, `videos/${video.id}/`)).toContain(upload.key);
    // The back office sees it in the library, its owner named.
    expect((await api(`/api/videos/${video.id}`, as(admin))).body).toMatchObject({ status: 'ready', owner_id: instructor.user.id });
  });

  it('answers another instructor 404 on each step of a video they did not upload, and changes nothing', async () => {
    const video = await newVideo(instructor, `Private ${stamp}`, 'video-upload');
    const started = await api(own(video.id, '/upload'), { json: { file_name: 'mine.mkv', content_type: 'video/x-matroska', size: 1000 }, ...as(instructor) });
    expect(started.status, started.text).toBe(200);
    const uploadId = (started.body as unknown as { upload: VideoUpload }).upload.upload_id;
    const before = (await api(own(video.id), as(instructor))).body;

    for (const [method, step, json] of [
      ['GET', '', undefined],
      ['GET', '/upload', undefined],
      ['POST', '/upload', { file_name: 'theirs.mp4', content_type: 'video/mp4', size: 1000 }],
      ['POST', '/upload/parts', { upload_id: uploadId, part_numbers: [1] }],
      ['POST', '/upload/complete', { upload_id: uploadId, parts: [{ part_number: 1, etag: 'none' }] }],
      ['POST', '/upload/abort', { upload_id: uploadId }],
      ['POST', '/retry', undefined],
    ] as const) {
      const answer = await api(own(video.id, step), { method, ...(json ? { json } : {}), ...as(otherInstructor) });
      expect(answer.status, `${method} ${step}: ${answer.text}`).toBe(404);
      expect(answer.body).toMatchObject({ message: `No video has the id ${video.id}.` });
    }
    // Nor does the back office's video answer the instructor routes.
    expect((await api(own('video-demo-welcome'), as(instructor))).status).toBe(404);
    // The owner's video and upload are as they were; the other instructor lists and is offered none of it.
    expect((await api(own(video.id), as(instructor))).body).toEqual(before);
    expect((await api('/api/me/teaching/uploads', as(otherInstructor))).body).toEqual([]);
    expect(((await api('/api/me/teaching/videos', as(otherInstructor))).body as unknown as TeachingVideo[]).map((one) => one.id)).not.toContain(video.id);
    expect((await api(own(video.id, '/upload/abort'), { json: { upload_id: uploadId }, ...as(instructor) })).status).toBe(200);
  });

  it('refuses what the back office refuses, with its messages, and refuses a student', async () => {
    const external = await api('/api/me/teaching/videos', { json: { title: 'Talk', upload_video_type: 'others' }, ...as(instructor) });
    expect(external.status).toBe(400);
    expect(external.text).toContain('An external video needs its link (YouTube or Vimeo).');
    const video = await newVideo(instructor, `Checked ${stamp}`);
    const big = await api(own(video.id, '/upload'), { json: { file_name: 'long.mp4', content_type: 'video/mp4', size: 6 * 1024 ** 3 }, ...as(instructor) });
    expect(big.status).toBe(400);
    expect(big.text).toContain('A video is at most 5 GB.');
    const gif = await api(own(video.id, '/upload'), { json: { file_name: 'cat.gif', content_type: 'image/gif', size: 1000 }, ...as(instructor) });
    expect(gif.text).toContain('A video is an MP4, MOV or MKV file.');

    // A text file named as a video: its bytes are refused at completion and nothing is kept.
    const text = new TextEncoder().encode('These are lesson notes, not a video.\n');
    const started = await api(own(video.id, '/upload'), { json: { file_name: 'notes.mp4', content_type: 'video/mp4', size: text.length }, ...as(instructor) });
    const { upload } = started.body as unknown as { upload: VideoUpload };
    const links = await api(own(video.id, '/upload/parts'), { json: { upload_id: upload.upload_id, part_numbers: [1] }, ...as(instructor) });
    const [link] = (links.body as unknown as { parts: { url: string; headers: Record<string, string> }[] }).parts;
    const put = await fetch(link!.url, { method: 'PUT', headers: link!.headers, body: text });
    const refused = await api(own(video.id, '/upload/complete'), { json: { upload_id: upload.upload_id, parts: [{ part_number: 1, etag: put.headers.get('etag') ?? '' }] }, ...as(instructor) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('notes.mp4 is not an MP4, MOV or MKV video of the size announced: nothing was kept.');
    expect(await keysUnder(inject('resources').buckets.uploads, `videos/${video.id}/`)).toEqual([]);

    expect((await api('/api/me/teaching/uploads', as(student))).status).toBe(403);
    expect((await api(own(video.id), as(student))).status).toBe(403);
  });
});
