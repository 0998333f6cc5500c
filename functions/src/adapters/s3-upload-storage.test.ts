import { describe, expect, it } from 'vitest';
import { createS3UploadStorage } from './s3-upload-storage.js';

describe('the S3 upload storage', () => {
  // Presigning is local: the client only needs a region and credentials to sign with. The endpoint
  // is AWS's own, whatever a local stack started by another suite put in the environment.
  const storage = createS3UploadStorage(
    { region: 'ap-southeast-1', endpoint: 'https://s3.ap-southeast-1.amazonaws.com', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } },
    'uploads-bucket',
  );

  it('signs a PUT that holds the type and the exact size, so S3 refuses any other file', async () => {
    const upload = await storage.uploadUrl({ key: 'slips/order-1/file-1', contentType: 'image/png', size: 1234, expiresSeconds: 300 });
    const url = new URL(upload.url);
    expect(url.hostname).toBe('uploads-bucket.s3.ap-southeast-1.amazonaws.com');
    expect(url.pathname).toBe('/slips/order-1/file-1');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    // No checksum of an empty body, which S3 would hold the upload to.
    expect([...url.searchParams.keys()].filter((name) => name.startsWith('x-amz-checksum'))).toEqual([]);
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('signs a short GET link to look at a file', async () => {
    const url = new URL(await storage.viewUrl('slips/order-1/file-1', 300));
    expect(url.pathname).toBe('/slips/order-1/file-1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
