import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Local, type S3Local } from './s3.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lm-s3-'));
let s3: S3Local;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Local({ host: '127.0.0.1', port: 0, dataDir });
  client = new S3Client({
    endpoint: `http://127.0.0.1:${s3.port}`,
    forcePathStyle: true,
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'written' }));
});
afterAll(async () => {
  client.destroy();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the local stack's S3", () => {
  it('answers a PUT once the object is stored: a GET straight after reads all of it', async () => {
    // Many small bodies at once, as a busy stack writes them: a PUT answered before its file is written shows as a short read.
    const bodies = Array.from({ length: 200 }, (_, index) => Buffer.from(`file ${index}\n`.repeat(1 + (index % 7))));
    const reads = await Promise.all(
      bodies.map(async (body, index) => {
        const put = await client.send(new PutObjectCommand({ Bucket: 'written', Key: `files/${index}`, Body: body, ContentType: 'text/plain' }));
        expect(put.ETag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
        const object = await client.send(new GetObjectCommand({ Bucket: 'written', Key: `files/${index}` }));
        expect(object.ContentType).toBe('text/plain');
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      }),
    );
    reads.forEach((read, index) => {
      expect(read.length).toBe(bodies[index]?.length);
      expect(read.equals(bodies[index] ?? Buffer.alloc(0))).toBe(true);
    });
  });
});
