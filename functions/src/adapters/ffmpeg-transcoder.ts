import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { renditionsFor, type Rendition } from '@lm/shared/media/hls-job';
import type { Transcoder } from '../media/ports.js';
import type { JobStateDetail } from '../media/service.js';

export interface FfmpegTranscoderOptions {
  /** Debian's ffmpeg; ffprobe is beside it. */
  ffmpeg: string;
  s3: S3ClientConfig;
  uploadsBucket: string;
  mediaBucket: string;
  /** Where the job's states go: the same handler MediaConvert's events reach in AWS. */
  report(detail: JobStateDetail): Promise<void>;
  warn(message: string, details: Record<string, unknown>): void;
}

/** Runs a program to its end; its standard output, or an error with the end of what it said. */
function run(program: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${program} ended with ${code}: ${said.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

/** The picture's height, whether there is sound, and the length in ms, as ffprobe reads the file. */
async function probe(ffprobe: string, file: string): Promise<{ height: number; audio: boolean; durationMs: number }> {
  const read = JSON.parse(await run(ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_type,height:format=duration', '-of', 'json', file])) as {
    streams?: { codec_type?: string; height?: number }[];
    format?: { duration?: string };
  };
  const video = read.streams?.find((stream) => stream.codec_type === 'video');
  if (!video) throw new Error('The file holds no video stream.');
  return { height: video.height ?? 0, audio: !!read.streams?.some((stream) => stream.codec_type === 'audio'), durationMs: Math.round(1000 * Number(read.format?.duration ?? 0)) || 0 };
}

/**
 * ffmpeg's arguments for MediaConvert's HLS layout (decision 0032): per rendition H.264 with a
 * keyframe every 2 s, AAC 128 kb/s, 6 s segments `master_<name>_00001.ts`, its playlist
 * `master_<name>.m3u8`, and the master playlist `master.m3u8`.
 */
export function ffmpegHlsArguments(source: string, out: string, renditions: readonly Rendition[], audio: boolean): string[] {
  const split = `[0:v]split=${renditions.length}${renditions.map((_, index) => `[v${index}]`).join('')}`;
  const scales = renditions.map((rendition, index) => `[v${index}]scale=-2:${rendition.height}[v${index}out]`);
  return [
    '-hide_banner',
    '-y',
    '-i',
    source,
    '-filter_complex',
    [split, ...scales].join(';'),
    ...renditions.flatMap((rendition, index) => [
      '-map',
      `[v${index}out]`,
      ...(audio ? ['-map', '0:a:0'] : []),
      `-c:v:${index}`,
      'libx264',
      `-b:v:${index}`,
      String(Math.round(rendition.maxBitrate * 0.8)),
      `-maxrate:v:${index}`,
      String(rendition.maxBitrate),
      `-bufsize:v:${index}`,
      String(rendition.maxBitrate * 2),
    ]),
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    ...(audio ? ['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-start_number',
    '1',
    '-hls_segment_filename',
    join(out, 'master_%v_%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    renditions.map((rendition, index) => `v:${index}${audio ? `,a:${index}` : ''},name:${rendition.name}`).join(' '),
    join(out, 'master_%v.m3u8'),
  ];
}

const CONTENT_TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

/**
 * The local stack's transcoder (decision 0001): Debian's ffmpeg in place of MediaConvert. A job
 * reads the original from the uploads bucket, writes MediaConvert's layout into the media bucket
 * and reports PROGRESSING, then COMPLETE with the master playlist or ERROR, as MediaConvert's
 * EventBridge events do. Jobs run one at a time, in the background of the request that submitted them.
 */
export function createFfmpegTranscoder(options: FfmpegTranscoderOptions): Transcoder & { idle(): Promise<void> } {
  const client = new S3Client(options.s3);
  const ffprobe = options.ffmpeg.replace(/ffmpeg$/, 'ffprobe');
  let queue: Promise<void> = Promise.resolve();

  async function transcode(jobId: string, videoId: string, sourceKey: string, metadata: Record<string, string>) {
    const work = await mkdtemp(join(tmpdir(), 'transcode-'));
    try {
      await options.report({ jobId, status: 'PROGRESSING', userMetadata: metadata });
      const source = join(work, 'source');
      const object = await client.send(new GetObjectCommand({ Bucket: options.uploadsBucket, Key: sourceKey }));
      await pipeline(object.Body as Readable, createWriteStream(source));
      const { height, audio, durationMs } = await probe(ffprobe, source);
      const out = join(work, 'out');
      await mkdir(out);
      await run(options.ffmpeg, ffmpegHlsArguments(source, out, renditionsFor(height), audio));
      const prefix = `videos/${videoId}/`;
      for (const name of await readdir(out)) {
        await client.send(
          new PutObjectCommand({
            Bucket: options.mediaBucket,
            Key: prefix + name,
            Body: await readFile(join(out, name)),
            ContentType: CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
          }),
        );
      }
      await options.report({ jobId, status: 'COMPLETE', userMetadata: metadata, outputGroupDetails: [{ playlistFilePaths: [`s3://${options.mediaBucket}/${prefix}master.m3u8`], outputDetails: [{ durationInMs: durationMs }] }] });
    } catch (error) {
      options.warn('A local transcoding job failed', { jobId, videoId, error: String(error) });
      await options.report({ jobId, status: 'ERROR', userMetadata: metadata, errorMessage: error instanceof Error ? error.message : String(error) });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    submit: async ({ videoId, sourceKey }) => {
      const jobId = `local-${randomUUID()}`;
      queue = queue.then(() => transcode(jobId, videoId, sourceKey, { videoId, sourceKey })).catch((error: unknown) => options.warn('A local transcoding job was lost', { jobId, error: String(error) }));
      return jobId;
    },
    /** Resolves once every job submitted so far has ended (tests, and stopping the stack). */
    idle: () => queue,
  };
}
