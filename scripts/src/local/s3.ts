import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

export interface S3LocalOptions {
  host: string;
  port: number;
  dataDir: string;
}

export interface S3Local {
  server: S3rver;
  /** The port it listens on: the one asked for, or the one the system gave for 0. */
  port: number;
  stop(): Promise<void>;
}

/** What the middleware below reads of s3rver's Koa context and filesystem store. */
interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
/** An object as s3rver's store receives it: the body a buffer or a stream. */
interface S3rverObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}
interface Written {
  size: number;
  md5: string;
}
interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<Written>;
  putPart(bucket: string, uploadId: string, partNumber: number, content: Readable): Promise<Written>;
}
interface S3rverInternals {
  middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  store: S3rverStore;
}

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

/**
 * ListParts and AbortMultipartUpload, which s3rver 3 lacks (decision 0032): a video's upload
 * resumes after a reload by listing the parts storage holds, and a cancelled one drops them. The
 * answers are S3's (s3rver turns the objects into its XML), read from s3rver's own upload folders.
 */
function multipartExtras(store: S3rverInternals['store']) {
  return async (ctx: S3rverContext, next: () => Promise<void>) => {
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (!uploadId || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const folder = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const known = await stat(join(folder, 'key')).then(
      () => true,
      () => false,
    );
    if (!known) {
      ctx.status = 404;
      ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId } };
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = (await readdir(folder)).filter((name) => /^\d+$/.test(name)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (number) => {
          const [info, md5] = await Promise.all([stat(join(folder, String(number))), readFile(join(folder, `${number}.md5`), 'utf8')]);
          return { PartNumber: number, ETag: `"${md5.trim()}"`, Size: info.size, LastModified: info.mtime.toISOString() };
        }),
    );
    ctx.body = {
      ListPartsResult: { '@': { xmlns: XMLNS }, Bucket: bucket, Key: decodeURIComponent(keyParts.join('/')), UploadId: uploadId, IsTruncated: false, ...(parts.length ? { Part: parts } : {}) },
    };
  };
}

/** Writes a body to a file, answering once the file is complete on disk, with its length and MD5. */
async function written(path: string, content: Buffer | Readable): Promise<Written> {
  await mkdir(dirname(path), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, counted, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

/**
 * s3rver 3.7 answers a PUT (an object's or a part's) once it has read the body, before its file
 * stream has written it: a GET straight after can read an empty or partial file. These answer
 * once the file is complete, as S3 answers once the object is stored.
 */
function writesBeforeAnswering(store: S3rverStore): void {
  store.putObject = async (object) => {
    const result = await written(store.getResourcePath(object.bucket, object.key, 'object'), object.content);
    await store.putMetadata(object.bucket, object.key, object.metadata, result.md5);
    return result;
  };
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const path = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
    const result = await written(path, content);
    await writeFile(`${path}.md5`, result.md5);
    return result;
  };
}

export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({ port: options.port, address: options.host, directory: options.dataDir, silent: true });
  const internals = server as unknown as S3rverInternals;
  writesBeforeAnswering(internals.store);
  // Before s3rver's router (its last middleware), after its XML encoder and its logger.
  internals.middleware.splice(internals.middleware.length - 1, 0, multipartExtras(internals.store));
  const { port } = await server.run();
  return { server, port, stop: async () => void (await server.close()) };
}
