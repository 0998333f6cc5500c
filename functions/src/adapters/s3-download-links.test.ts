import { describe, expect, it, vi } from 'vitest';
import { createS3DownloadLinks } from './s3-download-links.js';

describe('S3 download links without the S3 client', () => {
  it('sign a GET of the key on the bucket’s own host in AWS, naming the file to save as', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session-token');
    try {
      const links = createS3DownloadLinks({ bucket: 'uploads-bucket', region: 'ap-southeast-1' });
      const url = new URL(await links.downloadUrl('lessons/f 1/แบบฝึก(1).pdf', 'แบบฝึก 1.pdf', 300));
      expect(url.origin).toBe('https://uploads-bucket.s3.ap-southeast-1.amazonaws.com');
      expect(url.pathname).toBe(`/lessons/f%201/${encodeURIComponent('แบบฝึก')}%281%29.pdf`);
      expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="______ 1.pdf"; filename*=UTF-8''${encodeURIComponent('แบบฝึก 1.pdf')}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/);
      expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session-token');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('address the bucket by path on the local endpoint, with its fixed key', async () => {
    const links = createS3DownloadLinks({ bucket: 'uploads', region: 'ap-southeast-1', endpoint: 'http://127.0.0.1:4569', localKey: 'S3RVER' });
    const url = new URL(await links.downloadUrl('homework/a.py', 'a.py', 60));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4569/uploads/homework/a.py');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
  });
});
