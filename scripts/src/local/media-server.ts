import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { verifyPlaybackCookies } from '@lm/functions/adapters/cloudfront-cookie-check';
import { isPlaybackTokenFor } from '@lm/functions/adapters/playback-tokens';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Media is served under this path, as the distribution's media behavior does in AWS. */
export const MEDIA_PATH = '/media';

export interface MediaServerOptions {
  host: string;
  port: number;
  s3: S3Client;
  bucket: string;
  /** Origins whose pages may read media with credentials (the stack's allowed origins). */
  allowedOrigins: readonly string[];
  /** Public keys (PEM) by key pair id: the key group trusted for `videos/`. */
  publicKeys: Readonly<Record<string, string>>;
  /**
   * The public half (PEM) of the broadcasts' playback key pair: a live playlist (`live/<channel>/….m3u8`)
   * is served only with a playback token for its channel (`?token=`), as IVS serves a private
   * channel's (decision 0056). Unset: live playlists are public, as a public channel's.
   */
  playbackTokenKey?: string;
  now?: () => Date;
}

export interface MediaServer {
  /** `http://<host>:<port>/media`: MEDIA_URL of the local stack. */
  url: string;
  close(): Promise<void>;
}

/** The first byte and the last of a single `bytes=` range of a file of `size` bytes; undefined for several ranges or none. */
export function singleRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (!first && !last) return undefined;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last ? Math.min(Number(last), size - 1) : size - 1 };
}

/**
 * The object key of a path under /media, its segments percent-decoded; undefined when a segment
 * is empty, `.`, `..`, holds a slash once decoded, or is not valid percent-encoding: such a key
 * could name a file outside the folder the cookies were checked for.
 */
export function keyOf(pathname: string): string | undefined {
  if (!pathname.startsWith(`${MEDIA_PATH}/`)) return undefined;
  const segments: string[] = [];
  for (const raw of pathname.slice(MEDIA_PATH.length + 1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (!segment || segment === '.' || segment === '..' || segment.includes('/')) return undefined;
    segments.push(segment);
  }
  return segments.join('/');
}

/** Keys behind playback cookies: videos (decision 0034) and broadcasts' recordings where IVS writes them (decision 0054). */
const SIGNED_PREFIXES = ['videos/', 'ivs/'];

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The local stand-in for CloudFront's media behavior (decision 0034): objects of the media bucket
 * under /media/<key>, with their type, length and byte ranges. Keys under `videos/` and `ivs/` need the
 * playback cookies CloudFront would take (a trusted key's signature over a policy whose Resource
 * matches the URL, not expired), else 403; a live broadcast's playlist needs its channel's playback
 * token where the stack signs them; other keys (images, segments) are public. CORS with credentials
 * for the site's origins, as the distribution's response headers policy answers.
 */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  const url = `http://${options.host}:${options.port}${MEDIA_PATH}`;
  const now = options.now ?? (() => new Date());

  const corsHeaders = (origin: string | undefined): Record<string, string> => ({
    vary: 'Origin',
    ...(origin && options.allowedOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-expose-headers': 'Content-Length, Content-Range' }
      : {}),
  });
  const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string>) => {
    response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`${text}\n`);
  };

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const method = (request.method ?? 'GET').toUpperCase();
    const cors = corsHeaders(request.headers.origin);
    if (method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': 'range', 'access-control-max-age': '600' });
      response.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') return plain(response, 405, 'Only GET and HEAD are served.', { ...cors, allow: 'GET, HEAD, OPTIONS' });
    const requested = new URL(request.url ?? '/', 'http://media.invalid');
    const key = keyOf(requested.pathname);
    if (!key) return plain(response, 404, 'Not found.', cors);
    if (SIGNED_PREFIXES.some((prefix) => key.startsWith(prefix))) {
      const fullUrl = `${url}${requested.pathname.slice(MEDIA_PATH.length)}${requested.search}`;
      const allowed = verifyPlaybackCookies({ cookieHeader: request.headers.cookie, url: fullUrl, now: now(), publicKeys: options.publicKeys });
      if (!allowed) return plain(response, 403, 'Playing this video needs the playback cookies of its lesson.', cors);
    }
    const live = /^live\/([^/]+)\/[^/]+\.m3u8$/.exec(key);
    if (live?.[1] && options.playbackTokenKey && !(await isPlaybackTokenFor(requested.searchParams.get('token') ?? '', live[1], options.playbackTokenKey, now()))) {
      return plain(response, 403, 'Playing this broadcast needs a playback token of its class.', cors);
    }

    let head;
    try {
      head = await options.s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return plain(response, 404, 'Not found.', cors);
      throw error;
    }
    const size = head.ContentLength ?? 0;
    const range = singleRange(request.headers.range, size);
    const headers: Record<string, string> = {
      ...cors,
      'content-type': head.ContentType ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
      ...(head.ETag ? { etag: head.ETag } : {}),
      ...(head.LastModified ? { 'last-modified': head.LastModified.toUTCString() } : {}),
    };
    if (range === 'unsatisfiable') return plain(response, 416, 'The range is outside the file.', { ...cors, 'content-range': `bytes */${size}` });
    const status = range ? 206 : 200;
    headers['content-length'] = String(range ? range.end - range.start + 1 : size);
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
    if (method === 'HEAD' || size === 0) {
      response.writeHead(status, headers);
      response.end();
      return;
    }
    const object = await options.s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
    response.writeHead(status, headers);
    await pipeline(object.Body as Readable, response);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      // A player that seeks drops the range it was reading: nothing to report.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      console.error('media server: the object could not be served', error);
      if (!response.headersSent) plain(response, 502, 'The media bucket did not answer.', corsHeaders(request.headers.origin));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
