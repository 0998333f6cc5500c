import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3LocalOptions {
  host: string;
  port: number;
  dataDir: string;
}

export interface S3Local {
  server: S3rver;
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
interface S3rverInternals {
  middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
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

export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({ port: options.port, address: options.host, directory: options.dataDir, silent: true });
  const internals = server as unknown as S3rverInternals;
  // Before s3rver's router (its last middleware), after its XML encoder and its logger.
  internals.middleware.splice(internals.middleware.length - 1, 0, multipartExtras(internals.store));
  await server.run();
  return { server, stop: async () => void (await server.close()) };
}
