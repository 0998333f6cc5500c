import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, ListPartsCommand } from '@aws-sdk/client-s3';
import { VIDEO_PART_BYTES, type Video, type VideoUpload } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localS3, signIn, signOut } from '../testing/api.js';

let admin: Awaited<ReturnType<typeof signIn>>;
const as = () => ({ token: admin.id_token });
const work = mkdtempSync(join(tmpdir(), 'videos-test-'));

beforeAll(async () => {
  admin = await signIn('admin');
});
afterAll(async () => {
  await signOut(admin);
  rmSync(work, { recursive: true, force: true });
});

/** A short test video, as an administrator would upload: ffmpeg's test pattern with a tone, 640x360, 3 s. */
function testVideo(): Uint8Array {
  const file = join(work, 'pattern.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]);
  return readFileSync(file);
}

const keysUnder = async (bucket: string, prefix: string) =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key ?? '').sort();

async function newVideo(kind: Video['upload_video_type'] = 'video-upload-m3u8'): Promise<Video> {
  const created = await api('/api/videos', { json: { title: `Lesson ${kind}`, upload_video_type: kind }, ...as() });
  expect(created.status, created.text).toBe(200);
  return created.body as unknown as Video;
}

/** What the back office's uploader does: start, put each part to its link, keep the ETags. */
async function uploadParts(video: Video, bytes: Uint8Array, fileName = 'lesson.mp4', contentType = 'video/mp4') {
  const started = await api(`/api/videos/${video.id}/upload`, { json: { file_name: fileName, content_type: contentType, size: bytes.length, height: 360 }, ...as() });
  expect(started.status, started.text).toBe(200);
  const { upload, part_count } = started.body as unknown as { upload: VideoUpload; part_count: number };
  const numbers = Array.from({ length: part_count }, (_, index) => index + 1);
  const links = await api(`/api/videos/${video.id}/upload/parts`, { json: { upload_id: upload.upload_id, part_numbers: numbers }, ...as() });
  expect(links.status, links.text).toBe(200);
  const parts = [];
  for (const link of (links.body as unknown as { parts: { part_number: number; url: string; headers: Record<string, string> }[] }).parts) {
    const chunk = bytes.slice((link.part_number - 1) * VIDEO_PART_BYTES, link.part_number * VIDEO_PART_BYTES);
    const put = await fetch(link.url, { method: 'PUT', headers: link.headers, body: chunk });
    expect(put.status, await put.clone().text()).toBe(200);
    parts.push({ part_number: link.part_number, etag: put.headers.get('etag') ?? '' });
  }
  return { upload, parts };
}

async function untilSettled(id: string): Promise<Video> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const video = (await api(`/api/videos/${id}`, as())).body as unknown as Video;
    if (video.status !== 'processing') return video;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Video ${id} is still processing.`);
}

describe('videos: upload, transcode, delete', () => {
  const { uploads, media } = inject('resources').buckets;

  it('holds the demo video ready, transcoded into HLS by the seed', async () => {
    const demo = await api('/api/videos/video-demo-welcome', as());
    // Its length as the transcoder measured it: what "watched to 90 %" counts against (decision 0045).
    expect(demo.body).toMatchObject({ status: 'ready', playlist: 'videos/video-demo-welcome/master.m3u8', height: 720, duration_seconds: 12 });
    expect(await keysUnder(media, 'videos/video-demo-welcome/')).toEqual(
      expect.arrayContaining(['videos/video-demo-welcome/master.m3u8', 'videos/video-demo-welcome/master_360p.m3u8', 'videos/video-demo-welcome/master_720p.m3u8']),
    );
  });

  it('uploads a video in parts, transcodes it into HLS in the media bucket, and deletes every file with it', async () => {
    const video = await newVideo();
    expect(video).toMatchObject({ status: 'waiting', video_file: '' });
    const { upload, parts } = await uploadParts(video, testVideo());

    const completed = await api(`/api/videos/${video.id}/upload/complete`, { json: { upload_id: upload.upload_id, parts }, ...as() });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({ status: 'processing', video_file: upload.key, upload: null });

    const ready = await untilSettled(video.id);
    expect(ready, ready.error).toMatchObject({ status: 'ready', playlist: `videos/${video.id}/master.m3u8`, error: '' });
    const renditions = await keysUnder(media, `videos/${video.id}/`);
    expect(renditions).toEqual(expect.arrayContaining([`videos/${video.id}/master.m3u8`, `videos/${video.id}/master_360p.m3u8`, `videos/${video.id}/master_360p_00001.ts`]));
    const master = await fetch(`${inject('endpoints').s3}/${media}/videos/${video.id}/master.m3u8`).then((response) => response.text());
    expect(master).toContain('#EXT-X-STREAM-INF');
    expect(master).toContain('master_360p.m3u8');

    const deleted = await api('/api/videos/delete', { json: { ids: [video.id] }, ...as() });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await keysUnder(media, `videos/${video.id}/`)).toEqual([]);
    expect(await keysUnder(uploads, `videos/${video.id}/`)).toEqual([]);
    expect((await api(`/api/videos/${video.id}`, as())).status).toBe(404);
  });

  it('refuses a file whose bytes are not a video, keeping nothing', async () => {
    const video = await newVideo();
    const script = new TextEncoder().encode('#!/bin/sh\necho this is not a video\n');
    const { upload, parts } = await uploadParts(video, script, 'lesson.mp4');
    const completed = await api(`/api/videos/${video.id}/upload/complete`, { json: { upload_id: upload.upload_id, parts }, ...as() });
    expect(completed.status).toBe(400);
    expect(completed.text).toContain('lesson.mp4 is not an MP4, MOV or MKV video of the size announced: nothing was kept.');
    expect(await keysUnder(uploads, `videos/${video.id}/`)).toEqual([]);
    expect((await api(`/api/videos/${video.id}`, as())).body).toMatchObject({ status: 'waiting', video_file: '', upload: null });
  });

  it('refuses an oversized file and one of another type before anything is stored', async () => {
    const video = await newVideo();
    const big = await api(`/api/videos/${video.id}/upload`, { json: { file_name: 'long.mp4', content_type: 'video/mp4', size: 6 * 1024 ** 3 }, ...as() });
    expect(big.status).toBe(400);
    expect(big.text).toContain('A video is at most 5 GB.');
    const gif = await api(`/api/videos/${video.id}/upload`, { json: { file_name: 'cat.gif', content_type: 'image/gif', size: 1000 }, ...as() });
    expect(gif.status).toBe(400);
    expect(gif.text).toContain('A video is an MP4, MOV or MKV file.');
    const renamed = await api(`/api/videos/${video.id}/upload`, { json: { file_name: 'notes.pdf', content_type: 'video/mp4', size: 1000 }, ...as() });
    expect(renamed.status).toBe(400);
    expect((await api(`/api/videos/${video.id}`, as())).body).toMatchObject({ upload: null });
  });

  it('resumes from the parts storage holds, and a cancelled upload leaves no parts', async () => {
    const video = await newVideo('video-upload');
    const bytes = new Uint8Array(VIDEO_PART_BYTES + 10);
    const started = await api(`/api/videos/${video.id}/upload`, { json: { file_name: 'big.mkv', content_type: 'video/x-matroska', size: bytes.length }, ...as() });
    const { upload } = started.body as unknown as { upload: VideoUpload };
    const links = await api(`/api/videos/${video.id}/upload/parts`, { json: { upload_id: upload.upload_id, part_numbers: [1] }, ...as() });
    const [link] = (links.body as unknown as { parts: { url: string; headers: Record<string, string> }[] }).parts;
    expect((await fetch(link!.url, { method: 'PUT', headers: link!.headers, body: bytes.slice(0, VIDEO_PART_BYTES) })).status).toBe(200);

    const state = await api(`/api/videos/${video.id}/upload`, as());
    expect(state.body).toMatchObject({ upload: { upload_id: upload.upload_id, file_name: 'big.mkv' }, parts: [{ part_number: 1, size: VIDEO_PART_BYTES }] });

    const aborted = await api(`/api/videos/${video.id}/upload/abort`, { json: { upload_id: upload.upload_id }, ...as() });
    expect(aborted.status, aborted.text).toBe(200);
    expect(aborted.body).toMatchObject({ upload: null, status: 'waiting' });
    expect((await api(`/api/videos/${video.id}/upload`, as())).body).toEqual({ upload: null, parts: [] });
    await expect(localS3().send(new ListPartsCommand({ Bucket: uploads, Key: upload.key, UploadId: upload.upload_id }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(await keysUnder(uploads, `videos/${video.id}/`)).toEqual([]);
  });
});
