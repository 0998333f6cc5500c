import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { channelName, type BroadcastChannel, type BroadcastChannels } from '../live/broadcast-ports.js';
import { withPlaybackToken, type PlaybackTokenSigner } from './playback-tokens.js';
import { s3Config } from './s3-config.js';
import type { SessionRecording } from '../live/live-media-ports.js';

export interface LocalBroadcastOptions {
  /** Debian's ffmpeg. */
  ffmpeg: string;
  /** The local stack's S3 (s3rver) by default. */
  s3?: S3Client;
  /** The media bucket, served under MEDIA_URL by the local media server. */
  bucket: string;
  mediaUrl: string;
  /** A recorded channel's recording, once its source has ended and its files are in the bucket (decision 0054). */
  onRecorded(channelId: string, recording: SessionRecording): Promise<void>;
  /** Where a recording that could not be kept is told (the Lambda's structured logger). */
  logger: { error(message: string, error: Error | string): void };
  /** Signs viewers' playback tokens, which the local media server asks of live playlists as IVS does of private channels' (decision 0056). */
  playbackToken?: PlaybackTokenSigner;
  /** The channel went on air or off it, as IVS's "Stream Start" and "Stream End" tell (decision 0055). */
  onAir?(channelId: string, onAir: boolean, at: string, streamId: string): Promise<void>;
}

/** Where a channel's live HLS lands in the media bucket (public, as IVS playback URLs are). */
const PREFIX = 'live';
const PLAYLIST = 'index.m3u8';
/** A test source runs at least this long, and at most this long, whatever the session's end. */
const MIN_SECONDS = 60;
const MAX_SECONDS = 4 * 3600;
/** How often what ffmpeg wrote is copied into the bucket, and how long a start waits for the first segment. */
const SYNC_MS = 500;
const FIRST_SEGMENT_MS = 20_000;

interface Running {
  /** This run of the source, as IVS names a stream. */
  streamId: string;
  child: ChildProcess;
  dir: string;
  key: string;
  /** Each file's size and time as last copied. */
  copied: Map<string, string>;
  timer: NodeJS.Timeout;
  syncing: Promise<void>;
  exited: Promise<void>;
  said: string;
  /** Whether the channel is recorded: the whole broadcast is kept, then copied where IVS would write it. */
  record: boolean;
  /** Its end: the last segments copied, the recording written, the folder removed; once. */
  finished?: Promise<void>;
}

const running = new Map<string, Running>();
// A stack that stops takes its test sources with it.
process.once('exit', () => {
  for (const one of running.values()) one.child.kill('SIGKILL');
});

/**
 * ffmpeg's arguments for a live test source: a test picture with a clock and a tone, H.264 with a
 * keyframe every 2 s, 2 s segments, the last six in a sliding playlist (as IVS's low-latency HLS).
 * A recorded source keeps every segment in an event playlist instead, which ends as the recording.
 */
export function testSourceArguments(dir: string, seconds: number, record = false): string[] {
  const playlist = record ? ['-hls_list_size', '0', '-hls_playlist_type', 'event', '-hls_flags', 'temp_file+independent_segments'] : ['-hls_list_size', '6', '-hls_flags', 'delete_segments+temp_file+independent_segments'];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=854x480:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '50',
    '-keyint_min',
    '50',
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-f',
    'hls',
    '-hls_time',
    '2',
    ...playlist,
    '-hls_segment_filename',
    join(dir, 'segment_%05d.ts'),
    join(dir, PLAYLIST),
  ];
}

/** Where IVS writes a recording in the bucket (`ivs/v1/<account>/<channel>/<y>/<m>/<d>/<h>/<mm>/<recording id>`), with `local` for the account. */
function recordingFolder(channelId: string, at: Date): string {
  const parts = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
  return ['ivs', 'v1', 'local', channelId, ...parts.map(String), randomUUID().replaceAll('-', '').slice(0, 12)].join('/');
}

/**
 * The local stand-in for IVS low-latency channels (decision 0051): the instructor's "start"
 * runs ffmpeg from a test source, writing live HLS to a folder whose segments, then playlist,
 * are copied into the media bucket under `live/<channel>/` as they appear; the media server
 * serves them under MEDIA_URL, the same path as videos (decisions 0032, 0034).
 */
export function createLocalBroadcasts(given: LocalBroadcastOptions): BroadcastChannels {
  const options = { ...given, s3: given.s3 ?? new S3Client(s3Config()) };
  const playbackUrl = (id: string) => `${options.mediaUrl}/${PREFIX}/${id}/${PLAYLIST}`;

  async function put(one: Running, name: string) {
    const body = await readFile(join(one.dir, name));
    const playlist = name.endsWith('.m3u8');
    await options.s3.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: `${one.key}/${name}`,
        Body: body,
        ContentType: playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
        CacheControl: playlist ? 'no-cache' : 'max-age=60',
      }),
    );
  }

  /** Copies new segments first, then the playlist that names them. */
  async function sync(one: Running): Promise<void> {
    const names = await readdir(one.dir).catch(() => [] as string[]);
    const changed: string[] = [];
    for (const name of names) {
      if (name !== PLAYLIST && !name.endsWith('.ts')) continue;
      const info = await stat(join(one.dir, name)).catch(() => undefined);
      if (!info) continue;
      const mark = `${info.size}:${info.mtimeMs}`;
      if (one.copied.get(name) === mark) continue;
      changed.push(name);
      one.copied.set(name, mark);
    }
    const segments = changed.filter((name) => name !== PLAYLIST);
    for (const name of segments) await put(one, name).catch(() => one.copied.delete(name));
    if (changed.includes(PLAYLIST)) await put(one, PLAYLIST).catch(() => one.copied.delete(PLAYLIST));
  }

  const syncSoon = (one: Running) => (one.syncing = one.syncing.then(() => sync(one)).catch(() => undefined));

  /** Copies the whole broadcast where IVS would write its recording, the playlist closed as a recording's is. */
  async function writeRecording(id: string, one: Running): Promise<SessionRecording | undefined> {
    const names = (await readdir(one.dir).catch(() => [] as string[])).filter((name) => name.endsWith('.ts')).sort();
    const text = await readFile(join(one.dir, PLAYLIST), 'utf8').catch(() => '');
    if (!names.length || !text.includes('#EXTINF')) return undefined;
    const folder = recordingFolder(id, new Date());
    const playlist = 'media/hls/index.m3u8';
    const closed = text.includes('#EXT-X-ENDLIST') ? text : `${text.trimEnd()}\n#EXT-X-ENDLIST\n`;
    for (const name of names) {
      await options.s3.send(new PutObjectCommand({ Bucket: options.bucket, Key: `${folder}/media/hls/${name}`, Body: await readFile(join(one.dir, name)), ContentType: 'video/mp2t' }));
    }
    await options.s3.send(new PutObjectCommand({ Bucket: options.bucket, Key: `${folder}/${playlist}`, Body: closed, ContentType: 'application/vnd.apple.mpegurl' }));
    return { folder, playlist, ended_at: new Date().toISOString() };
  }

  /** After the source's exit: its last segments and closed playlist copied, its recording kept, its folder gone. */
  function finish(id: string, one: Running): Promise<void> {
    one.finished ??= (async () => {
      await one.exited;
      clearInterval(one.timer);
      await syncSoon(one);
      try {
        if (one.copied.has(PLAYLIST)) await options.onAir?.(id, false, new Date().toISOString(), one.streamId);
        const recording = one.record ? await writeRecording(id, one) : undefined;
        if (recording) await options.onRecorded(id, recording);
      } catch (error) {
        options.logger.error(`The recording of ${id} was not kept.`, error instanceof Error ? error : String(error));
      } finally {
        if (running.get(id) === one) running.delete(id);
        await rm(one.dir, { recursive: true, force: true });
      }
    })();
    return one.finished;
  }

  async function end(id: string) {
    const one = running.get(id);
    if (!one) return;
    clearInterval(one.timer);
    if (one.child.exitCode === null) one.child.kill('SIGINT');
    await Promise.race([one.exited, sleep(5000)]);
    if (one.child.exitCode === null) one.child.kill('SIGKILL');
    await finish(id, one);
  }

  return {
    async create({ session_id, record }) {
      const id = channelName(session_id);
      return { id, ingest_server: '', stream_key_ref: '', playback_url: playbackUrl(id), recorded: record };
    },
    async viewerUrl(channel, expiresAt) {
      return options.playbackToken ? withPlaybackToken(channel.playback_url, await options.playbackToken(channel.id, expiresAt)) : channel.playback_url;
    },
    async streamKey() {
      return '';
    },
    async isLive(channel: BroadcastChannel) {
      const one = running.get(channel.id);
      return !!one && one.child.exitCode === null;
    },
    async stop(channel) {
      await end(channel.id);
    },
    async startTestSource(channel, until) {
      const already = running.get(channel.id);
      if (already && already.child.exitCode === null) return;
      if (already) await end(channel.id);
      const seconds = Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Math.round((Date.parse(until) - Date.now()) / 1000)));
      const dir = await mkdtemp(join(tmpdir(), 'marketplace-broadcast-'));
      const record = channel.recorded;
      const child = spawn(options.ffmpeg, testSourceArguments(dir, seconds, record), { stdio: ['ignore', 'ignore', 'pipe'] });
      const one: Running = {
        streamId: `st-${randomUUID()}`,
        child,
        dir,
        key: `${PREFIX}/${channel.id}`,
        copied: new Map(),
        timer: setInterval(() => void syncSoon(one), SYNC_MS),
        syncing: Promise.resolve(),
        exited: new Promise((resolve) => child.once('close', () => resolve())),
        said: '',
        record,
      };
      child.stderr?.on('data', (chunk: Buffer) => (one.said = (one.said + chunk.toString()).slice(-1000)));
      child.once('error', (error) => (one.said = error.message));
      // A source that ends by itself (the session's end) is copied to its last segment, and recorded.
      void finish(channel.id, one);
      running.set(channel.id, one);
      const deadline = Date.now() + FIRST_SEGMENT_MS;
      while (Date.now() < deadline) {
        await syncSoon(one);
        if (one.copied.has(PLAYLIST)) {
          await options.onAir?.(channel.id, true, new Date().toISOString(), one.streamId).catch((error: unknown) => options.logger.error(`The start of ${channel.id} was not kept.`, error instanceof Error ? error : String(error)));
          return;
        }
        if (child.exitCode !== null || one.said.includes('spawn')) break;
        await sleep(SYNC_MS);
      }
      await end(channel.id);
      throw new Error(`The test source did not start${one.said ? `: ${one.said.trim().split('\n').pop()}` : '.'}`);
    },
  };
}
