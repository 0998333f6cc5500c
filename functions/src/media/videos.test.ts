import { VIDEO_PART_BYTES } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { createRecord, deleteRecords, updateRecord } from '../master-files/master-file.js';
import { memoryVideoPorts } from './memory-ports.js';
import { startTranscoding } from './transcoding.js';
import { applyJobState } from './video-jobs.js';
import {
  abortVideoUpload,
  completeVideoUpload,
  createOwnVideo,
  listOwnVideos,
  readVideo,
  retryVideo,
  signVideoParts,
  sniffVideo,
  startVideoUpload,
  videoUploadState,
  videos,
} from './videos.js';

/** The first bytes of an MP4: a 24-byte `ftyp` box (isom), then the rest of the file. */
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...[...'ftypisom'].map((char) => char.charCodeAt(0))]);
  return bytes;
};

async function uploaded(memory: ReturnType<typeof memoryVideoPorts>, kind: 'video-upload' | 'video-upload-m3u8' = 'video-upload-m3u8', bytes = mp4(VIDEO_PART_BYTES + 100)) {
  const video = await createRecord(memory.ports, videos, { title: 'Lesson 1', upload_video_type: kind, external_url: '' });
  const started = await startVideoUpload(memory.ports, video.id, { file_name: 'lesson.mp4', content_type: 'video/mp4', size: bytes.length, height: 720 });
  const parts = Array.from({ length: started.part_count }, (_, index) => {
    const partNumber = index + 1;
    const chunk = bytes.slice(index * VIDEO_PART_BYTES, partNumber * VIDEO_PART_BYTES);
    return { part_number: partNumber, etag: memory.uploads.putPart(started.upload.upload_id, partNumber, chunk) };
  });
  return { video, started, parts };
}

/** The transcoding requests in the uploads bucket, delivered as their S3 events would be: one outcome each. */
async function deliverRequests(memory: ReturnType<typeof memoryVideoPorts>) {
  const requests = [...memory.uploads.files.keys()].filter((key) => key.includes('/transcode/'));
  const outcomes = [];
  for (const key of requests) outcomes.push(await startTranscoding(memory.transcoding, key));
  return outcomes;
}

describe('videos', () => {
  it('starts a new upload waiting for its file, and an external one ready', async () => {
    const memory = memoryVideoPorts();
    const waiting = await createRecord(memory.ports, videos, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '' });
    const external = await createRecord(memory.ports, videos, { title: 'Talk', upload_video_type: 'others', external_url: 'https://www.youtube.com/watch?v=abc' });
    expect(waiting).toMatchObject({ status: 'waiting', video_file: '', playlist: '', upload: null });
    expect(external).toMatchObject({ status: 'ready' });
  });

  it("keeps the file's state when the form is saved", async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    await deliverRequests(memory);
    const edited = await updateRecord(memory.ports, videos, video.id, { title: 'Lesson one', upload_video_type: 'video-upload-m3u8', external_url: '' });
    expect(edited).toMatchObject({ title: 'Lesson one', status: 'processing', video_file: started.upload.key, job_id: 'job-1' });
  });

  it('uploads in parts of a signed size, then asks for an HLS video to be transcoded: its request starts one job', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    expect(started.part_count).toBe(2);
    expect(started.upload.key).toMatch(new RegExp(`^videos/${video.id}/id-\\d+\\.mp4$`));
    await signVideoParts(memory.ports, video.id, { upload_id: started.upload.upload_id, part_numbers: [1, 2] });
    expect(memory.uploads.signed.map(({ partNumber, size }) => [partNumber, size])).toEqual([
      [1, VIDEO_PART_BYTES],
      [2, 100],
    ]);
    expect(await videoUploadState(memory.ports, video.id)).toMatchObject({ upload: { upload_id: started.upload.upload_id }, parts: [{ part_number: 1 }, { part_number: 2, size: 100 }] });

    const done = await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    expect(done).toMatchObject({ status: 'processing', video_file: started.upload.key, upload: null, job_id: '' });
    const file = started.upload.key.split('/').pop();
    expect([...memory.uploads.files.keys()].sort()).toEqual([started.upload.key, `videos/${video.id}/transcode/${file}`]);
    expect(memory.jobs).toEqual([]);

    expect(await deliverRequests(memory)).toEqual(['submitted']);
    expect(memory.jobs).toEqual([{ videoId: video.id, sourceKey: started.upload.key, height: 720 }]);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'processing', job_id: 'job-1' });
    // S3 may deliver an event twice: the second submits nothing.
    expect(await deliverRequests(memory)).toEqual(['stale']);
    expect(memory.jobs).toHaveLength(1);
  });

  it('plays a file kept as it is at once, with no job', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory, 'video-upload');
    expect(await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts })).toMatchObject({
      status: 'ready',
      video_file: started.upload.key,
      playlist: `videos/${video.id}/original.mp4`,
    });
    expect(memory.media.copied).toEqual([{ bucket: 'uploads-bucket', key: started.upload.key, to: `videos/${video.id}/original.mp4` }]);
    expect(memory.jobs).toEqual([]);
  });

  it('refuses parts beyond the file and a completion missing parts', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await expect(signVideoParts(memory.ports, video.id, { upload_id: started.upload.upload_id, part_numbers: [3] })).rejects.toThrow('This upload has 2 parts: there is no part 3.');
    await expect(completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts: parts.slice(0, 1) })).rejects.toThrow('Parts 2 are not uploaded yet.');
    await expect(signVideoParts(memory.ports, video.id, { upload_id: 'another', part_numbers: [1] })).rejects.toThrow('This upload is no longer under way');
  });

  it('removes and refuses a file whose bytes are not a video, keeping nothing', async () => {
    const memory = memoryVideoPorts();
    const text = new TextEncoder().encode('#!/bin/sh\necho not a video\n'.padEnd(200, ' '));
    const { video, started, parts } = await uploaded(memory, 'video-upload-m3u8', text);
    await expect(completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts })).rejects.toThrow(
      'lesson.mp4 is not an MP4, MOV or MKV video of the size announced: nothing was kept.',
    );
    expect(memory.uploads.files.size).toBe(0);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'waiting', upload: null, video_file: '' });
    expect(memory.jobs).toEqual([]);
  });

  it('cancels an upload: storage drops its parts', async () => {
    const memory = memoryVideoPorts();
    const { video, started } = await uploaded(memory);
    expect(await abortVideoUpload(memory.ports, video.id, started.upload.upload_id)).toMatchObject({ upload: null, status: 'waiting' });
    expect(memory.uploads.multiparts.size).toBe(0);
    expect(await videoUploadState(memory.ports, video.id)).toEqual({ upload: null, parts: [] });
  });

  it("applies its job's states once, in any order, and ignores a job of an earlier file", async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    await deliverRequests(memory);
    const metadata = { videoId: video.id, sourceKey: started.upload.key };
    const complete = { jobId: 'job-1', status: 'COMPLETE', userMetadata: metadata, outputGroupDetails: [{ playlistFilePaths: [`s3://media/videos/${video.id}/master.m3u8`] }] };
    expect(await applyJobState(memory.ports, complete)).toBe(true);
    expect(await applyJobState(memory.ports, { jobId: 'job-1', status: 'PROGRESSING', userMetadata: metadata })).toBe(false);
    expect(await applyJobState(memory.ports, { jobId: 'job-0', status: 'ERROR', userMetadata: { videoId: video.id, sourceKey: 'videos/old.mp4' }, errorMessage: 'old' })).toBe(false);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'ready', playlist: `videos/${video.id}/master.m3u8`, error: '' });
  });

  it('puts a failed job in error with its reason, and transcodes it again on retry', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    await deliverRequests(memory);
    await expect(retryVideo(memory.ports, video.id)).rejects.toThrow('this one is processing');
    await applyJobState(memory.ports, { jobId: 'job-1', status: 'ERROR', userMetadata: { videoId: video.id, sourceKey: started.upload.key }, errorMessage: 'Unsupported codec' });
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'error', error: 'Unsupported codec' });
    expect(await retryVideo(memory.ports, video.id)).toMatchObject({ status: 'processing', error: '', job_id: '' });
    expect(await deliverRequests(memory)).toEqual(['submitted']);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'processing', job_id: 'job-2' });
  });

  it('puts a video in error when its job is refused, and a retry asks again', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    memory.transcoderState.failNext = 1;
    expect(await deliverRequests(memory)).toEqual(['failed']);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'error', job_id: '', error: 'The video could not be sent for transcoding: retry in a moment.' });
    expect(memory.warnings).toEqual(['A transcoding job was not submitted']);
    await retryVideo(memory.ports, video.id);
    expect(await deliverRequests(memory)).toEqual(['submitted']);
    expect(memory.jobs).toHaveLength(1);
  });

  it('submits nothing for a request of an earlier file, of a video gone, or for a key that is no request', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    expect(await startTranscoding(memory.transcoding, `videos/${video.id}/transcode/earlier.mp4`)).toBe('stale');
    expect(await startTranscoding(memory.transcoding, 'videos/gone/transcode/file.mp4')).toBe('stale');
    expect(await startTranscoding(memory.transcoding, started.upload.key)).toBe('stale');
    expect(memory.jobs).toEqual([]);
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'processing', job_id: '' });
  });

  it('deletes a video with its original, its renditions and its upload under way', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    memory.media.files.set(`videos/${video.id}/master.m3u8`, new Uint8Array(10));
    memory.media.files.set(`videos/${video.id}/master_360p_00001.ts`, new Uint8Array(10));
    memory.media.files.set('videos/other/master.m3u8', new Uint8Array(10));
    await startVideoUpload(memory.ports, video.id, { file_name: 'again.mkv', content_type: 'video/x-matroska', size: 10, height: 0 });
    expect(await deleteRecords(memory.ports, videos, [video.id])).toMatchObject({ deleted: [video.id] });
    expect([...memory.uploads.files.keys()]).toEqual([]);
    expect(memory.uploads.multiparts.size).toBe(0);
    expect([...memory.media.files.keys()]).toEqual(['videos/other/master.m3u8']);
  });

  it('tells videos by their first bytes', () => {
    expect(sniffVideo(mp4(16))).toBe('iso');
    expect(sniffVideo(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('matroska');
    expect(sniffVideo(new TextEncoder().encode('GIF89a..........'))).toBeUndefined();
  });
});

describe("an instructor's own videos (decision 0037)", () => {
  const ann = { owner: 'user-ann' };
  const ben = { owner: 'user-ben' };

  it('creates a video owned by the instructor, with the back office’s states, and lists each instructor’s own, newest first', async () => {
    const memory = memoryVideoPorts();
    const first = await createOwnVideo(memory.ports, 'user-ann', { title: 'Welcome', upload_video_type: 'video-upload-m3u8', external_url: '' });
    memory.clock.now = new Date('2026-11-27T03:00:00.000Z');
    const talk = await createOwnVideo(memory.ports, 'user-ann', { title: 'Talk', upload_video_type: 'others', external_url: 'https://vimeo.com/1' });
    await createOwnVideo(memory.ports, 'user-ben', { title: 'Go tour', upload_video_type: 'video-upload', external_url: '' });
    await createRecord(memory.ports, videos, { title: 'Library', upload_video_type: 'video-upload', external_url: '' });

    expect(first).toMatchObject({ owner_id: 'user-ann', status: 'waiting', video_file: '', upload: null });
    expect(talk).toMatchObject({ owner_id: 'user-ann', status: 'ready' });
    expect((await listOwnVideos(memory.ports, 'user-ann')).map((video) => video.title)).toEqual(['Talk', 'Welcome']);
    expect((await listOwnVideos(memory.ports, 'user-ben')).map((video) => video.title)).toEqual(['Go tour']);
    expect(await listOwnVideos(memory.ports, '')).toEqual([]);
  });

  it('uploads, completes and retries through the same steps as the back office on the instructor’s own video', async () => {
    const memory = memoryVideoPorts();
    const video = await createOwnVideo(memory.ports, 'user-ann', { title: 'Welcome', upload_video_type: 'video-upload-m3u8', external_url: '' });
    const bytes = mp4(VIDEO_PART_BYTES + 100);
    const started = await startVideoUpload(memory.ports, video.id, { file_name: 'welcome.mp4', content_type: 'video/mp4', size: bytes.length, height: 360 }, ann);
    expect(started.part_count).toBe(2);
    await signVideoParts(memory.ports, video.id, { upload_id: started.upload.upload_id, part_numbers: [1, 2] }, ann);
    const parts = [1, 2].map((partNumber) => ({ part_number: partNumber, etag: memory.uploads.putPart(started.upload.upload_id, partNumber, bytes.slice((partNumber - 1) * VIDEO_PART_BYTES, partNumber * VIDEO_PART_BYTES)) }));
    expect(await videoUploadState(memory.ports, video.id, ann)).toMatchObject({ upload: { file_name: 'welcome.mp4' }, parts: [{ part_number: 1 }, { part_number: 2 }] });

    const done = await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts }, ann);
    expect(done).toMatchObject({ owner_id: 'user-ann', status: 'processing', video_file: started.upload.key });
    expect(await deliverRequests(memory)).toEqual(['submitted']);
    await applyJobState(memory.ports, { jobId: 'job-1', status: 'ERROR', userMetadata: { videoId: video.id, sourceKey: started.upload.key }, errorMessage: 'Unsupported codec' });
    expect(await retryVideo(memory.ports, video.id, ann)).toMatchObject({ status: 'processing', error: '' });
    expect(await readVideo(memory.ports, video.id, ann)).toMatchObject({ id: video.id, status: 'processing' });
  });

  it('answers another instructor’s video, and the back office’s, as a video that does not exist, and changes nothing', async () => {
    const memory = memoryVideoPorts();
    const video = await createOwnVideo(memory.ports, 'user-ann', { title: 'Welcome', upload_video_type: 'video-upload-m3u8', external_url: '' });
    const started = await startVideoUpload(memory.ports, video.id, { file_name: 'welcome.mp4', content_type: 'video/mp4', size: 100, height: 0 }, ann);
    const library = await createRecord(memory.ports, videos, { title: 'Library', upload_video_type: 'video-upload', external_url: '' });
    const before = structuredClone([...memory.videos().items.values()]);
    const uploadId = started.upload.upload_id;

    for (const [id, scope] of [
      [video.id, ben],
      [library.id, ann],
      [video.id, { owner: '' }],
      ['no-such-video', ann],
    ] as const) {
      const notFound = `No video has the id ${id}.`;
      await expect(readVideo(memory.ports, id, scope)).rejects.toThrow(notFound);
      await expect(startVideoUpload(memory.ports, id, { file_name: 'mine.mp4', content_type: 'video/mp4', size: 100, height: 0 }, scope)).rejects.toThrow(notFound);
      await expect(videoUploadState(memory.ports, id, scope)).rejects.toThrow(notFound);
      await expect(signVideoParts(memory.ports, id, { upload_id: uploadId, part_numbers: [1] }, scope)).rejects.toThrow(notFound);
      await expect(completeVideoUpload(memory.ports, id, { upload_id: uploadId, parts: [{ part_number: 1, etag: 'x' }] }, scope)).rejects.toThrow(notFound);
      await expect(abortVideoUpload(memory.ports, id, uploadId, scope)).rejects.toThrow(notFound);
      await expect(retryVideo(memory.ports, id, scope)).rejects.toThrow(notFound);
    }
    expect([...memory.videos().items.values()]).toEqual(before);
    expect(memory.uploads.multiparts.has(uploadId)).toBe(true);
    expect(memory.uploads.signed).toEqual([]);
  });

  it('lets the back office reach an instructor’s video, and keeps its owner when its form is saved', async () => {
    const memory = memoryVideoPorts();
    const video = await createOwnVideo(memory.ports, 'user-ann', { title: 'Welcome', upload_video_type: 'video-upload', external_url: '' });
    expect(await readVideo(memory.ports, video.id)).toMatchObject({ owner_id: 'user-ann' });
    const edited = await updateRecord(memory.ports, videos, video.id, { title: 'Welcome!', upload_video_type: 'video-upload', external_url: '' });
    expect(edited).toMatchObject({ title: 'Welcome!', owner_id: 'user-ann' });
    expect((await listOwnVideos(memory.ports, 'user-ann')).map((one) => one.title)).toEqual(['Welcome!']);
  });
});

describe("MediaConvert's job state events", () => {
  // The handler reads only part of the event (JobStateDetail). The shape of AWS's sample "MediaConvert Job State Change" events (EventBridge), with this job's metadata.
  const event = <D extends { status: string }>(detail: D) => ({
    version: '0',
    id: '1b4b4d3e-0000-4000-8000-000000000000',
    'detail-type': 'MediaConvert Job State Change',
    source: 'aws.mediaconvert',
    account: '111122223333',
    time: '2026-11-26T03:10:00Z',
    region: 'ap-southeast-1',
    resources: ['arn:aws:mediaconvert:ap-southeast-1:111122223333:jobs/1700000000000-abc123'],
    detail: { timestamp: 1_790_000_000_000, accountId: '111122223333', queue: 'arn:aws:mediaconvert:ap-southeast-1:111122223333:queues/Marketplace-dev', jobId: '1700000000000-abc123', ...detail },
  });

  it('makes the video ready from a COMPLETE event with its HLS group and length, and puts it in error from an ERROR event', async () => {
    const memory = memoryVideoPorts();
    const { video, started, parts } = await uploaded(memory);
    await completeVideoUpload(memory.ports, video.id, { upload_id: started.upload.upload_id, parts });
    const userMetadata = { videoId: video.id, sourceKey: started.upload.key };
    const complete = event({
      status: 'COMPLETE',
      userMetadata,
      outputGroupDetails: [
        {
          outputDetails: [
            { outputFilePaths: [`s3://media-bucket/videos/${video.id}/master_360p.m3u8`], durationInMs: 3000, videoDetails: { widthInPx: 640, heightInPx: 360 } },
            { outputFilePaths: [`s3://media-bucket/videos/${video.id}/master_720p.m3u8`], durationInMs: 3000, videoDetails: { widthInPx: 1280, heightInPx: 720 } },
          ],
          playlistFilePaths: [`s3://media-bucket/videos/${video.id}/master.m3u8`],
          type: 'HLS_GROUP',
        },
      ],
    });
    expect(await applyJobState(memory.ports, complete.detail)).toBe(true);
    // Its length from the outputs, what "watched to 90 %" counts against.
    expect(memory.videos().items.get(video.id)).toMatchObject({ status: 'ready', playlist: `videos/${video.id}/master.m3u8`, job_id: '1700000000000-abc123', duration_seconds: 3 });

    const other = memoryVideoPorts();
    const failing = await uploaded(other);
    await completeVideoUpload(other.ports, failing.video.id, { upload_id: failing.started.upload.upload_id, parts: failing.parts });
    const error = event({ status: 'ERROR', userMetadata: { videoId: failing.video.id, sourceKey: failing.started.upload.key }, errorCode: 1030, errorMessage: 'Video codec [unknown] is not a supported input video codec' });
    expect(await applyJobState(other.ports, error.detail)).toBe(true);
    expect(other.videos().items.get(failing.video.id)).toMatchObject({ status: 'error', error: 'Video codec [unknown] is not a supported input video codec' });
  });
});
