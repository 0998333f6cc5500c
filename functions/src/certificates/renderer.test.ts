import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { layoutCertificate, DEFAULT_CERTIFICATE_TEMPLATE } from '@lm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from './renderer.js';

const s3 = mockClient(S3Client);
const KEY = 'certificates/LM-2026-GT7K-4QXM.pdf';
const layout = layoutCertificate(DEFAULT_CERTIFICATE_TEMPLATE, {
  number: 'LM-2026-GT7K-4QXM',
  student_name: 'สมชาย ใจดี',
  course_title: 'Git',
  instructor: 'Krit',
  completed_at: '2026-11-20T03:00:00.000Z',
  verify_url: 'https://example.com/certificates/LM-2026-GT7K-4QXM',
});
const missing = () => new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });

describe("the certificates' PDF renderer", () => {
  beforeAll(() => {
    vi.stubEnv('UPLOADS_BUCKET', 'uploads');
    vi.stubEnv('AWS_REGION', 'ap-southeast-1');
  });

  beforeEach(() => {
    s3.reset();
    s3.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('draws a PDF where none is kept, and keeps it under its key', async () => {
    // Prepare
    s3.on(GetObjectCommand).rejects(missing());
    s3.on(PutObjectCommand).resolves({});

    // Act
    const answer = await handler({ action: 'draw', key: KEY, layout });

    // Assess
    expect(answer).toEqual({ drawn: true });
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Bucket: 'uploads', Key: KEY, ContentType: 'application/pdf' });
    const body = s3.commandCalls(PutObjectCommand)[0]?.args[0].input.Body as Uint8Array;
    expect(Buffer.from(body.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('draws nothing where the PDF is kept already', async () => {
    // Prepare
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => new Uint8Array([0x25]) } as never, ContentRange: 'bytes 0-0/20000' });

    // Act
    const answer = await handler({ action: 'draw', key: KEY, layout });

    // Assess
    expect(answer).toEqual({ drawn: false });
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it("removes withdrawn certificates' PDFs", async () => {
    // Prepare
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    const answer = await handler({ action: 'remove', keys: [KEY, 'certificates/LM-2026-ZZZZ-ZZZZ.pdf'] });

    // Assess
    expect(answer).toEqual({ removed: 2 });
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([KEY, 'certificates/LM-2026-ZZZZ-ZZZZ.pdf']);
  });

  it('refuses a key outside certificates/, or a request that is not one of its two, before touching the bucket', async () => {
    // Act
    const outside = handler({ action: 'remove', keys: ['files/secret.pdf'] });
    const climbing = handler({ action: 'draw', key: 'certificates/../files/a.pdf', layout });
    const unknown = handler({ action: 'copy', key: KEY });
    const notALayout = handler({ action: 'draw', key: KEY, layout: { ...layout, drawings: [{ kind: 'image', url: 'http://169.254.169.254/' }] } });

    // Assess
    await expect(outside).rejects.toThrow('A certificate PDF is kept as certificates/<number>.pdf.');
    await expect(climbing).rejects.toThrow('A certificate PDF is kept as certificates/<number>.pdf.');
    await expect(unknown).rejects.toThrow();
    await expect(notALayout).rejects.toThrow();
    expect(s3.calls()).toHaveLength(0);
  });
});
