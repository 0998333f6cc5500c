import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createFfmpegTranscoder } from '@lm/functions/adapters/ffmpeg-transcoder';
import { createDatabase } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { createSessionMediaStore } from '@lm/functions/data/session-media-repository';
import { channelName } from '@lm/functions/live/broadcast-ports';
import { createVideoJobs, videoRecords } from '@lm/functions/data/records/video';
import { videoRecordRecords } from '@lm/functions/data/records/video-record';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { applyJobState } from '@lm/functions/media/video-jobs';
import { addBangkokDays, bangkokDate, bangkokInstant, videoRecordPrefix, type Video } from '@lm/shared';
import { DEMO_VIDEO_ID } from './catalog.js';
import { seatDemoClass, seedPresence } from './live-media.js';

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

/** ffmpeg's test pattern with a tone, an MP4 whose index comes first (a browser plays it before it has it all). */
async function testPattern(ffmpeg: string, file: string, { size, seconds, tone }: { size: string; seconds: number; tone: number }): Promise<void> {
  await run(ffmpeg, [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', file,
  ]); // prettier-ignore
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
    await testPattern(target.ffmpeg, file, { size: '1280x720', seconds: 12, tone: 330 });
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

/** The recording of a class of the demo student's bought course (decision 0036). */
export const DEMO_CLASS_RECORDING_ID = 'video-record-python-qa';

/**
 * The recording of a class (decision 0036) of the demo student's bought course, as an
 * administrator would have put it up: ffmpeg's test pattern with a tone, 6 s at 360p, in the
 * uploads bucket under the record's folder. Seeded once: a record already there is left as it is.
 */
export async function seedClassRecording(target: MediaTarget, courseId: string): Promise<void> {
  const store = entityRecords(target.options)(videoRecordRecords);
  if (await store.get(DEMO_CLASS_RECORDING_ID)) return;
  if (!existsSync(target.ffmpeg)) return target.report(`no ffmpeg at ${target.ffmpeg}: the demo class recording is not made`);
  const work = mkdtempSync(join(tmpdir(), 'demo-recording-'));
  try {
    const file = join(work, 'class.mp4');
    await testPattern(target.ffmpeg, file, { size: '640x360', seconds: 6, tone: 440 });
    const body = readFileSync(file);
    const key = `${videoRecordPrefix(DEMO_CLASS_RECORDING_ID)}class-2026-11-20.mp4`;
    await target.s3.send(new PutObjectCommand({ Bucket: target.buckets.uploads, Key: key, Body: body, ContentType: 'video/mp4' }));
    await store.put(
      {
        id: DEMO_CLASS_RECORDING_ID,
        title: 'Live Q&A: loops and lists',
        course_id: courseId,
        recorded_on: '2026-11-20',
        description: 'The questions of the week, answered in class, with the code we wrote together.',
        video_file: key,
        file_name: 'python-qa-2026-11-20.mp4',
        size: body.length,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      },
      'create',
    );
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

/** The demo's past broadcast class, recorded (decision 0054). */
export const DEMO_RECORDED_SESSION_ID = 'session-demo-broadcast-recorded';

/**
 * A broadcast the demo instructor gave yesterday evening (Bangkok), the demo student seated, and
 * its recording where IVS would have written it: 10 s of ffmpeg's test picture and tone as HLS
 * under `ivs/v1/local/<channel>/…/media/hls/`, kept on the session as the recording's event
 * would, and the instructor on air for the hour. So `/myaccount/student/course/live` shows a past
 * class to watch and `/insrutorhistory` its instructor's minutes. Seeded once.
 */
export async function seedRecordedBroadcast(target: MediaTarget, ids: { instructorId: string; studentId: string }, now = new Date()): Promise<void> {
  if (!ids.instructorId || !ids.studentId) return;
  const db = createDatabase(target.options);
  const media = createSessionMediaStore(db);
  if ((await media.get(DEMO_RECORDED_SESSION_ID, 'broadcast'))?.recordings.length) return;
  if (!existsSync(target.ffmpeg)) {
    target.report(`no ffmpeg at ${target.ffmpeg}: the demo recording is not made (install Debian's ffmpeg)`);
    return;
  }
  const yesterday = addBangkokDays(bangkokDate(now), -1);
  const stamp = now.toISOString();
  const session = await seatDemoClass(db, ids, {
    id: DEMO_RECORDED_SESSION_ID,
    title_th: 'ถ่ายทอดสด: ทบทวน Python ก่อนสอบ',
    title_en: 'Live broadcast: Python revision',
    starts_at: bangkokInstant(yesterday, '19:00'),
    ends_at: bangkokInstant(yesterday, '20:00'),
    room_kind: 'broadcast',
    capacity: 500,
  }, now);

  const work = mkdtempSync(join(tmpdir(), 'demo-recording-'));
  try {
    await run(target.ffmpeg, [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=25:duration=10',
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=10',
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0',
      '-c:a', 'aac', '-b:a', '96k', '-shortest',
      '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_playlist_type', 'vod',
      '-hls_segment_filename', join(work, 'segment_%05d.ts'), join(work, 'index.m3u8'),
    ]); // prettier-ignore
    const channel = channelName(session.id);
    const ended = new Date(session.ends_at);
    const parts = [ended.getUTCFullYear(), ended.getUTCMonth() + 1, ended.getUTCDate(), ended.getUTCHours(), ended.getUTCMinutes()].map(String);
    const folder = ['ivs', 'v1', 'local', channel, ...parts, 'demo'].join('/');
    for (const name of readdirSync(work).sort()) {
      const playlist = name.endsWith('.m3u8');
      await target.s3.send(
        new PutObjectCommand({ Bucket: target.buckets.media, Key: `${folder}/media/hls/${name}`, Body: readFileSync(join(work, name)), ContentType: playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t' }),
      );
    }
    // The channel the class was broadcast on, made to be recorded, and its recording.
    await db.sessionMedia.delete({ session_id: session.id, kind: 'broadcast' }).go();
    await media.claim(session.id, 'broadcast', 'seed', stamp, stamp);
    await media.complete(session.id, 'broadcast', 'seed', { provider_id: channel, join_url: '', start_url: '', start_url_at: '', password: '', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: true, created_at: session.starts_at });
    await media.addRecording(session.id, { folder, playlist: 'media/hls/index.m3u8', ended_at: session.ends_at });
    // On air the whole hour, as IVS's Stream Start and Stream End would have left it (decision 0055).
    await seedPresence(db, { session_id: session.id, user_id: ids.instructorId, role: 'instructor', connection_id: 'ivs:st-demo' }, session.starts_at, session.ends_at);
    // The student's player said it played from 19:05 to 19:50, as its calls would have left it.
    await seedPresence(db, { session_id: session.id, user_id: ids.studentId, role: 'student', connection_id: 'watch:demo-viewing' }, bangkokInstant(yesterday, '19:05'), bangkokInstant(yesterday, '19:50'));
    target.report('demo broadcast recording made');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
