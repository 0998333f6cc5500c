import { MAX_PART_LINKS, VIDEO_TYPES, type Video, type VideoContentType, type VideoUpload } from '@lm/shared';
import { ConnectionError } from './api/errors';

/**
 * A video's file sent straight to storage in parts (decision 0032): the upload is started, links
 * are asked for in batches, each part is PUT to its link (a few at a time) and its ETag kept, then
 * the parts are joined. An upload storage already holds parts of (a reload) sends only the others.
 * The route calls and `fetch` are given, so the whole flow runs against fakes in tests.
 */

/** A part storage already holds (the state of a video's upload). */
export interface HeldPart {
  part_number: number;
  size: number;
  etag: string;
}

/** A presigned PUT for one part: its body is the part, sent with exactly these headers. */
export interface PartLink {
  part_number: number;
  url: string;
  headers: Record<string, string>;
}

/** What a file is announced as when its upload starts. */
export interface AnnouncedFile {
  file_name: string;
  content_type: VideoContentType;
  size: number;
  height: number;
}

/** The upload routes of one video, as the uploader calls them. */
export interface UploadRoutes {
  start(file: AnnouncedFile): Promise<{ upload: VideoUpload; part_count: number }>;
  sign(uploadId: string, partNumbers: readonly number[]): Promise<PartLink[]>;
  complete(uploadId: string, parts: readonly { part_number: number; etag: string }[]): Promise<Video>;
  abort(uploadId: string): Promise<Video>;
}

/**
 * `uploading` while parts go; `paused` once asked (parts in flight still finish); `completing`
 * while storage joins and the server checks the file; then `done`, `failed` or `cancelled`.
 */
export type UploadPhase = 'uploading' | 'paused' | 'completing' | 'done' | 'failed' | 'cancelled';

export interface UploadSnapshot {
  phase: UploadPhase;
  /** Bytes storage holds: the parts sent, and those it held before. */
  sent: number;
  total: number;
  /** Parts being PUT now. */
  inFlight: number;
  error?: unknown;
  /** The video as the completion answered it. */
  video?: Video;
}

export interface Uploader {
  readonly upload: VideoUpload;
  snapshot(): UploadSnapshot;
  /** Called with each new snapshot; answers the unsubscription. */
  subscribe(listener: (snapshot: UploadSnapshot) => void): () => void;
  /** Starts no new part; the parts in flight finish. */
  pause(): void;
  /** Goes on after a pause or a failure, with fresh links (a pause may outlast them). */
  resume(): void;
  /** Drops the upload: storage forgets its parts. Answers the video as it is then. */
  cancel(): Promise<Video>;
  /** Resolves once nothing moves: done, failed, cancelled, or paused with no part in flight. */
  settled(): Promise<UploadSnapshot>;
}

export interface UploaderOptions {
  routes: UploadRoutes;
  /** How parts are PUT; the browser's own by default. */
  fetch?: typeof fetch;
  /** Parts sent at once. */
  concurrency?: number;
  /** Tries of one part before the upload fails (each with a new link). */
  attempts?: number;
  /** Wait before a part's next try, times the tries so far. */
  retryDelayMs?: number;
}

/** Storage refused a part (an expired link, a part of another size). */
export class PartRefusedError extends Error {
  constructor(
    readonly partNumber: number,
    readonly status: number,
  ) {
    super(`Storage refused part ${partNumber} (${status}).`);
    this.name = 'PartRefusedError';
  }
}

/** Storage took a part but its answer did not show the ETag (the bucket's CORS must expose it). */
export class MissingEtagError extends Error {
  constructor(readonly partNumber: number) {
    super(`Storage did not show the ETag of part ${partNumber}.`);
    this.name = 'MissingEtagError';
  }
}

/** The file chosen to resume an upload is not the one it was started with. */
export class OtherFileError extends Error {
  constructor(readonly upload: Pick<VideoUpload, 'file_name' | 'size'>) {
    super(`This is not ${upload.file_name} (${upload.size} bytes).`);
    this.name = 'OtherFileError';
  }
}

const CONCURRENCY = 3;
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

/** The type a video's name says it is (.mp4, .m4v, .mov, .mkv), as the server checks it. */
export function videoTypeOf(fileName: string): VideoContentType | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (Object.keys(VIDEO_TYPES) as VideoContentType[]).find((type) => (VIDEO_TYPES[type] as readonly string[]).includes(extension));
}

export const partCount = (upload: Pick<VideoUpload, 'size' | 'part_size'>) => Math.ceil(upload.size / upload.part_size);

/** Where a part lies in the file: every part is `part_size` but the last. */
export function partRange(upload: Pick<VideoUpload, 'size' | 'part_size'>, partNumber: number): { start: number; end: number } {
  const start = (partNumber - 1) * upload.part_size;
  return { start, end: Math.min(start + upload.part_size, upload.size) };
}

const partSize = (upload: Pick<VideoUpload, 'size' | 'part_size'>, partNumber: number) => {
  const { start, end } = partRange(upload, partNumber);
  return end - start;
};

/** The held parts that count: of this upload and of the size their number should have. */
export const keptParts = (upload: Pick<VideoUpload, 'size' | 'part_size'>, held: readonly HeldPart[]) =>
  held.filter((part) => part.part_number >= 1 && part.part_number <= partCount(upload) && part.size === partSize(upload, part.part_number) && part.etag !== '');

/** Whether a file is the one an upload was started with: its name and exact size. */
export const isSameFile = (file: { name: string; size: number }, upload: Pick<VideoUpload, 'file_name' | 'size'>) => file.name === upload.file_name && file.size === upload.size;

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Sends the parts of `file` storage does not hold yet (`held`), then completes the upload. */
export function createUploader(file: Blob, upload: VideoUpload, held: readonly HeldPart[], options: UploaderOptions): Uploader {
  const { routes } = options;
  const put = options.fetch ?? ((input, init) => fetch(input, init));
  const concurrency = options.concurrency ?? CONCURRENCY;
  const attempts = options.attempts ?? ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;

  const etags = new Map(keptParts(upload, held).map((part) => [part.part_number, part.etag]));
  const missing = () => Array.from({ length: partCount(upload) }, (_, index) => index + 1).filter((number) => !etags.has(number));
  const queue = missing();
  const links = new Map<number, PartLink>();
  const signing = new Map<number, Promise<void>>();
  const listeners = new Set<(snapshot: UploadSnapshot) => void>();
  let waiters: ((snapshot: UploadSnapshot) => void)[] = [];
  let failure: unknown;
  let current: UploadSnapshot = {
    phase: 'uploading',
    sent: [...etags.keys()].reduce((sum, number) => sum + partSize(upload, number), 0),
    total: upload.size,
    inFlight: 0,
  };

  const still = (snapshot: UploadSnapshot) => snapshot.inFlight === 0 && snapshot.phase !== 'uploading' && snapshot.phase !== 'completing';

  function emit(change: Partial<UploadSnapshot>) {
    current = { ...current, ...change };
    for (const listener of listeners) listener(current);
    if (still(current)) {
      const settledNow = waiters;
      waiters = [];
      for (const resolve of settledNow) resolve(current);
    }
  }

  /** The part's link, asking for the next batch of missing parts' links when it has none. */
  async function linkFor(partNumber: number): Promise<PartLink> {
    if (!links.has(partNumber)) {
      let pending = signing.get(partNumber);
      if (!pending) {
        const numbers = [partNumber, ...queue.filter((number) => !links.has(number) && !signing.has(number))].slice(0, MAX_PART_LINKS);
        pending = routes
          .sign(upload.upload_id, numbers)
          .then((parts) => parts.forEach((part) => links.set(part.part_number, part)))
          .finally(() => numbers.forEach((number) => signing.delete(number)));
        for (const number of numbers) signing.set(number, pending);
      }
      await pending;
    }
    const link = links.get(partNumber);
    if (!link) throw new Error(`No link was given for part ${partNumber}.`);
    // A link is used once: a retry asks for a new one.
    links.delete(partNumber);
    return link;
  }

  async function sendPart(partNumber: number): Promise<string> {
    const link = await linkFor(partNumber);
    const { start, end } = partRange(upload, partNumber);
    let response: Response;
    try {
      response = await put(link.url, { method: 'PUT', headers: link.headers, body: file.slice(start, end) });
    } catch {
      throw new ConnectionError();
    }
    if (!response.ok) throw new PartRefusedError(partNumber, response.status);
    const etag = response.headers.get('ETag');
    if (!etag) throw new MissingEtagError(partNumber);
    return etag;
  }

  async function sendWithRetries(partNumber: number): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendPart(partNumber);
      } catch (error) {
        if (attempt >= attempts || current.phase === 'cancelled') throw error;
        await wait(retryDelayMs * attempt);
      }
    }
  }

  async function complete() {
    emit({ phase: 'completing' });
    const parts = [...etags.entries()].sort(([a], [b]) => a - b).map(([part_number, etag]) => ({ part_number, etag }));
    try {
      const video = await routes.complete(upload.upload_id, parts);
      if (current.phase === 'completing') emit({ phase: 'done', video });
    } catch (error) {
      if (current.phase === 'completing') emit({ phase: 'failed', error });
    }
  }

  /** Starts parts while there is room, and completes once every part is in. */
  function schedule() {
    while (current.phase === 'uploading' && failure === undefined && current.inFlight < concurrency && queue.length > 0) {
      const partNumber = queue.shift() as number;
      emit({ inFlight: current.inFlight + 1 });
      void sendWithRetries(partNumber).then(
        (etag) => {
          etags.set(partNumber, etag);
          emit({ inFlight: current.inFlight - 1, sent: current.sent + partSize(upload, partNumber) });
          schedule();
        },
        (error: unknown) => {
          if (current.phase !== 'cancelled') {
            queue.push(partNumber);
            queue.sort((a, b) => a - b);
            failure ??= error;
          }
          emit({ inFlight: current.inFlight - 1 });
          schedule();
        },
      );
    }
    if (current.phase !== 'uploading' || current.inFlight > 0) return;
    if (failure !== undefined) emit({ phase: 'failed', error: failure });
    else if (queue.length === 0) void complete();
  }

  queueMicrotask(schedule);

  return {
    upload,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause() {
      if (current.phase === 'uploading') emit({ phase: 'paused' });
    },
    resume() {
      if (current.phase !== 'paused' && current.phase !== 'failed') return;
      failure = undefined;
      links.clear();
      emit({ phase: 'uploading', error: undefined });
      schedule();
    },
    async cancel() {
      const before = current.phase;
      queue.length = 0;
      emit({ phase: 'cancelled', error: undefined });
      try {
        return await routes.abort(upload.upload_id);
      } catch (error) {
        // The upload is still under way: it can be resumed, or cancelled again.
        queue.splice(0, queue.length, ...missing());
        emit({ phase: before === 'uploading' || before === 'paused' ? 'paused' : 'failed', error });
        throw error;
      }
    },
    settled: () => (still(current) ? Promise.resolve(current) : new Promise((resolve) => waiters.push(resolve))),
  };
}

/** Starts uploading `file` (its upload under way for the video, if any, is dropped by the server). */
export async function startUpload(file: File, height: number, options: UploaderOptions): Promise<Uploader> {
  const contentType = videoTypeOf(file.name);
  if (!contentType) throw new Error(`${file.name} is not named as an MP4, MOV or MKV video.`);
  const { upload } = await options.routes.start({ file_name: file.name, content_type: contentType, size: file.size, height });
  return createUploader(file, upload, [], options);
}

/** Resumes an upload with the same file chosen again: only the parts storage does not hold go. */
export function resumeUpload(file: File, upload: VideoUpload, held: readonly HeldPart[], options: UploaderOptions): Uploader {
  if (!isSameFile(file, upload)) throw new OtherFileError(upload);
  return createUploader(file, upload, held, options);
}
