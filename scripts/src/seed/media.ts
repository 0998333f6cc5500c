import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createFfmpegTranscoder } from '@lm/functions/adapters/ffmpeg-transcoder';
import type { DataOptions } from '@lm/functions/data/options';
import { createVideoJobs, videoRecords } from '@lm/functions/data/records/video';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { applyJobState } from '@lm/functions/media/videos';
import type { Video } from '@lm/shared';
import { DEMO_VIDEO_ID } from './catalog.js';

const run = promisify(execFile);

/** The demo instructor's own video (decision 0037): a talk on YouTube, so it needs no file. */
export const DEMO_INSTRUCTOR_VIDEO_ID = 'video-ines-talk';

/** The demo video's original, as an administrator would have uploaded it. */
const SOURCE_KEY = `videos/${DEMO_VIDEO_ID}/demo.mp4`;
const SEEDED_AT = '2026-11-01T08:00:00.000Z';

export interface MediaTarget {
  options: DataOptions;
  s3: S3Client;
  s3Config: { endpoint: string };
  buckets: { uploads: string; media: string };
  ffmpeg: string;
  report(line: string): void;
}

/**
 * The demo's ready video (decision 0032): ffmpeg's test pattern with a tone, 12 s at 720p,
 * uploaded to the uploads bucket and transcoded into HLS in the media bucket by the same local
 * transcoder `npm start` uses, so the demo student's course plays at once. Seeded once: a video
 * already ready is left as it is.
 */
export async function seedMedia(target: MediaTarget): Promise<void> {
  const store = entityRecords(target.options)(videoRecords);
  const existing = await store.get(DEMO_VIDEO_ID);
  if (existing?.status === 'ready') return;
  if (!existsSync(target.ffmpeg)) {
    target.report(`no ffmpeg at ${target.ffmpeg}: the demo video is not made (install Debian's ffmpeg)`);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    const file = join(work, 'demo.mp4');
    await run(target.ffmpeg, [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=12',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=12',
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
    ]); // prettier-ignore
    await target.s3.send(new PutObjectCommand({ Bucket: target.buckets.uploads, Key: SOURCE_KEY, Body: readFileSync(file), ContentType: 'video/mp4' }));
    const video: Video = {
      id: DEMO_VIDEO_ID,
      title: 'Welcome to the course',
      upload_video_type: 'video-upload-m3u8',
      external_url: '',
      status: 'processing',
      video_file: SOURCE_KEY,
      playlist: '',
      job_id: '',
      error: '',
      height: 720,
      upload: null,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    };
    await store.put(video, existing ? 'replace' : 'create');
    const jobs = createVideoJobs(target.options);
    const transcoder = createFfmpegTranscoder({
      ffmpeg: target.ffmpeg,
      s3: { region: 'ap-southeast-1', endpoint: target.s3Config.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
      uploadsBucket: target.buckets.uploads,
      mediaBucket: target.buckets.media,
      report: async (detail) => void (await applyJobState({ videoJobs: jobs, now: () => new Date() }, detail)),
      warn: (message, details) => target.report(`${message}: ${JSON.stringify(details)}`),
    });
    await transcoder.submit({ videoId: DEMO_VIDEO_ID, sourceKey: SOURCE_KEY, height: 720 });
    await transcoder.idle();
    const made = await store.get(DEMO_VIDEO_ID);
    target.report(made?.status === 'ready' ? 'demo video transcoded into HLS' : `the demo video is ${made?.status ?? 'missing'}: ${made?.error ?? ''}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A video the demo instructor added from the instructor area (decision 0037): an external talk,
 * ready at once. Their uploads page is not empty, and the authorization matrix has a video of
 * theirs to try as the second instructor.
 */
export async function seedInstructorVideo(options: DataOptions, instructorId: string): Promise<void> {
  const store = entityRecords(options)(videoRecords);
  if (await store.get(DEMO_INSTRUCTOR_VIDEO_ID)) return;
  const video: Video = {
    id: DEMO_INSTRUCTOR_VIDEO_ID,
    title: 'Ines on thinking in React',
    upload_video_type: 'others',
    external_url: 'https://www.youtube.com/watch?v=ines-demo-talk',
    owner_id: instructorId,
    status: 'ready',
    video_file: '',
    playlist: '',
    job_id: '',
    error: '',
    height: 0,
    upload: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
  await store.put(video, 'create');
}
