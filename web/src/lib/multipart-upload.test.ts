import type { Video, VideoUpload } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { createUploader, MissingEtagError, OtherFileError, PartRefusedError, partRange, resumeUpload, startUpload, videoTypeOf, type HeldPart, type UploadRoutes } from './multipart-upload';

/** A file whose bytes are their own index (mod 256), so a part's body says where it was cut. */
const fileOf = (size: number, name = 'lesson.mp4') => new File([Uint8Array.from({ length: size }, (_, index) => index % 256)], name, { type: 'video/mp4' });

const uploadOf = (size: number, partSize: number, fileName = 'lesson.mp4'): VideoUpload => ({
  upload_id: 'up-1',
  key: 'videos/v-1/file.mp4',
  file_name: fileName,
  content_type: 'video/mp4',
  size,
  part_size: partSize,
  started_at: '2026-05-01T00:00:00.000Z',
});

const VIDEO = { id: 'v-1', status: 'processing', upload: null } as unknown as Video;

/** The video's upload routes as the server answers them, each call kept. */
function fakeRoutes(upload: VideoUpload, changes: Partial<UploadRoutes> = {}) {
  const calls = { start: [] as unknown[], sign: [] as number[][], complete: [] as { part_number: number; etag: string }[][], abort: 0 };
  const routes: UploadRoutes = {
    start: async (file) => {
      calls.start.push(file);
      return { upload, part_count: Math.ceil(upload.size / upload.part_size) };
    },
    sign: async (_uploadId, numbers) => {
      calls.sign.push([...numbers]);
      return numbers.map((part_number) => ({ part_number, url: `https://storage.test/part/${part_number}?sig=${calls.sign.length}`, headers: {} }));
    },
    complete: async (_uploadId, parts) => {
      calls.complete.push([...parts]);
      return VIDEO;
    },
    abort: async () => {
      calls.abort += 1;
      return { ...VIDEO, status: 'waiting' } as Video;
    },
    ...changes,
  };
  return { routes, calls };
}

interface Put {
  part: number;
  url: string;
  body: Uint8Array;
  finish(response?: Response): void;
}

/**
 * Storage's side of the presigned PUTs: each PUT is kept, and answered with the part's ETag at
 * once, or when the test says (`held`).
 */
function fakeStorage(options: { held?: boolean; answer?: (part: number, attempt: number) => Response } = {}) {
  const puts: Put[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const attempts = new Map<number, number>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const part = Number(/part\/(\d+)/.exec(url)?.[1]);
    const attempt = (attempts.get(part) ?? 0) + 1;
    attempts.set(part, attempt);
    const body = new Uint8Array(await (init?.body as Blob).arrayBuffer());
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const answer = () => options.answer?.(part, attempt) ?? new Response(null, { status: 200, headers: { ETag: `"etag-${part}"` } });
    return new Promise<Response>((resolve) => {
      const finish = (response = answer()) => {
        inFlight -= 1;
        resolve(response);
      };
      puts.push({ part, url, body, finish });
      if (!options.held) finish();
    });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    puts,
    mostInFlight: () => mostInFlight,
    /** Lets every PUT waiting go. */
    finishAll: () => puts.splice(0).forEach((put) => put.finish()),
  };
}

const until = async (check: () => boolean) => {
  for (let tick = 0; tick < 100 && !check(); tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('the multipart video uploader', () => {
  it('starts the upload with the file’s name, type, size and height, sends each part cut at part_size, keeps each ETag and completes with them in order', async () => {
    // Three parts: 4 + 4 + 2 bytes.
    const upload = uploadOf(10, 4);
    const { routes, calls } = fakeRoutes(upload);
    const storage = fakeStorage();
    const uploader = await startUpload(fileOf(10), 360, { routes, fetch: storage.fetch });

    const finished = await uploader.settled();
    expect(calls.start).toEqual([{ file_name: 'lesson.mp4', content_type: 'video/mp4', size: 10, height: 360 }]);
    expect(storage.puts.map((put) => [put.part, [...put.body]]).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [1, [0, 1, 2, 3]],
      [2, [4, 5, 6, 7]],
      [3, [8, 9]],
    ]);
    expect(calls.complete).toEqual([
      [
        { part_number: 1, etag: '"etag-1"' },
        { part_number: 2, etag: '"etag-2"' },
        { part_number: 3, etag: '"etag-3"' },
      ],
    ]);
    expect(finished).toMatchObject({ phase: 'done', sent: 10, total: 10, inFlight: 0, video: VIDEO });
  });

  it('asks for part links 50 at most at a time, each part once, and PUTs 3 parts at most at once', async () => {
    const upload = uploadOf(120, 1);
    const { routes, calls } = fakeRoutes(upload);
    const storage = fakeStorage();
    const uploader = createUploader(fileOf(120), upload, [], { routes, fetch: storage.fetch });

    expect(await uploader.settled()).toMatchObject({ phase: 'done', sent: 120 });
    expect(calls.sign.every((batch) => batch.length <= 50)).toBe(true);
    expect(calls.sign.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    expect(calls.sign.length).toBeLessThanOrEqual(4);
    expect(storage.puts).toHaveLength(120);
    expect(storage.mostInFlight()).toBeLessThanOrEqual(3);
    expect(calls.complete[0]).toHaveLength(120);
  });

  it('on resume sends only the parts storage does not hold (a part of the wrong size is sent again) and completes with every ETag', async () => {
    const upload = uploadOf(10, 4);
    const held: HeldPart[] = [
      { part_number: 1, size: 4, etag: '"held-1"' },
      { part_number: 2, size: 3, etag: '"short-2"' },
    ];
    const { routes, calls } = fakeRoutes(upload);
    const storage = fakeStorage({ held: true });
    const uploader = resumeUpload(fileOf(10), upload, held, { routes, fetch: storage.fetch });
    expect(uploader.snapshot()).toMatchObject({ phase: 'uploading', sent: 4, total: 10 });

    await until(() => storage.puts.length === 2);
    storage.finishAll();
    const finished = await uploader.settled();
    expect(calls.start).toEqual([]);
    expect(calls.sign).toEqual([[2, 3]]);
    expect(calls.complete).toEqual([
      [
        { part_number: 1, etag: '"held-1"' },
        { part_number: 2, etag: '"etag-2"' },
        { part_number: 3, etag: '"etag-3"' },
      ],
    ]);
    expect(finished).toMatchObject({ phase: 'done', sent: 10 });
  });

  it('resumes only with the same file: its name and exact size', () => {
    const upload = uploadOf(10, 4);
    const { routes } = fakeRoutes(upload);
    expect(() => resumeUpload(fileOf(11), upload, [], { routes })).toThrow(OtherFileError);
    expect(() => resumeUpload(fileOf(10, 'other.mp4'), upload, [], { routes })).toThrow(OtherFileError);
  });

  it('pauses: the parts in flight finish, no new one starts; resuming sends the rest and completes', async () => {
    const upload = uploadOf(10, 2);
    const { routes, calls } = fakeRoutes(upload);
    const storage = fakeStorage({ held: true });
    const uploader = createUploader(fileOf(10), upload, [], { routes, fetch: storage.fetch });
    const phases: string[] = [];
    uploader.subscribe((snapshot) => phases.push(snapshot.phase));

    await until(() => storage.puts.length === 3);
    uploader.pause();
    storage.finishAll();
    const paused = await uploader.settled();
    expect(paused).toMatchObject({ phase: 'paused', sent: 6, inFlight: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(storage.puts).toHaveLength(0);
    expect(calls.complete).toEqual([]);

    uploader.resume();
    await until(() => storage.puts.length === 2);
    expect(storage.puts.map((put) => put.part)).toEqual([4, 5]);
    storage.finishAll();
    expect(await uploader.settled()).toMatchObject({ phase: 'done', sent: 10 });
    expect(calls.complete[0]?.map((part) => part.part_number)).toEqual([1, 2, 3, 4, 5]);
    expect(phases).toContain('paused');
    expect(phases.at(-1)).toBe('done');
  });

  it('tries a refused part again with a new link, and fails when storage keeps refusing it or hides its ETag', async () => {
    const upload = uploadOf(4, 2);
    const once = fakeRoutes(upload);
    const flaky = fakeStorage({ answer: (part, attempt) => (part === 2 && attempt === 1 ? new Response('expired', { status: 403 }) : new Response(null, { headers: { ETag: `"e${part}"` } })) });
    const retried = createUploader(fileOf(4), upload, [], { routes: once.routes, fetch: flaky.fetch, retryDelayMs: 0 });
    expect(await retried.settled()).toMatchObject({ phase: 'done' });
    expect(once.calls.sign).toEqual([[1, 2], [2]]);
    expect(once.calls.complete[0]).toEqual([
      { part_number: 1, etag: '"e1"' },
      { part_number: 2, etag: '"e2"' },
    ]);

    const refused = fakeRoutes(upload);
    const failing = createUploader(fileOf(4), upload, [], {
      routes: refused.routes,
      fetch: fakeStorage({ answer: (part) => (part === 2 ? new Response('no', { status: 403 }) : new Response(null, { headers: { ETag: '"e"' } })) }).fetch,
      retryDelayMs: 0,
    });
    const failed = await failing.settled();
    expect(failed).toMatchObject({ phase: 'failed', sent: 2 });
    expect(failed.error).toBeInstanceOf(PartRefusedError);
    expect(refused.calls.complete).toEqual([]);

    const hidden = createUploader(fileOf(4), upload, [], { routes: fakeRoutes(upload).routes, fetch: fakeStorage({ answer: () => new Response(null) }).fetch, retryDelayMs: 0 });
    expect((await hidden.settled()).error).toBeInstanceOf(MissingEtagError);
  });

  it('cancels: the upload is aborted, no part starts after it, and nothing is completed', async () => {
    const upload = uploadOf(10, 2);
    const { routes, calls } = fakeRoutes(upload);
    const storage = fakeStorage({ held: true });
    const uploader = createUploader(fileOf(10), upload, [], { routes, fetch: storage.fetch });
    await until(() => storage.puts.length === 3);

    expect(await uploader.cancel()).toMatchObject({ status: 'waiting' });
    storage.finishAll();
    expect(await uploader.settled()).toMatchObject({ phase: 'cancelled' });
    expect(calls.abort).toBe(1);
    expect(storage.puts).toHaveLength(0);
    expect(calls.complete).toEqual([]);
  });

  it('answers the server’s refusal of the joined file as a failure', async () => {
    const upload = uploadOf(4, 4);
    const refusal = new ApiError(400, 'The request is not valid. (body) file: lesson.mp4 is not an MP4, MOV or MKV video of the size announced: nothing was kept.');
    const { routes } = fakeRoutes(upload, {
      complete: async () => {
        throw refusal;
      },
    });
    const uploader = createUploader(fileOf(4), upload, [], { routes, fetch: fakeStorage().fetch });
    expect(await uploader.settled()).toMatchObject({ phase: 'failed', error: refusal, sent: 4 });
  });

  it('reads a video’s type from its name as the server checks it, and cuts the last part short', () => {
    expect(['a.mp4', 'b.M4V', 'c.mov', 'd.mkv', 'e.avi', 'f'].map(videoTypeOf)).toEqual(['video/mp4', 'video/mp4', 'video/quicktime', 'video/x-matroska', undefined, undefined]);
    const upload = uploadOf(8 * 1024 ** 2 * 2 + 5, 8 * 1024 ** 2);
    expect(partRange(upload, 3)).toEqual({ start: 16 * 1024 ** 2, end: 16 * 1024 ** 2 + 5 });
  });
});
