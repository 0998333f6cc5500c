import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadStorage } from '../media/ports.js';

/**
 * The uploads bucket (decision 0031): a presigned PUT that signs the type and the exact length, so
 * S3 itself refuses any other file; a short GET link for an administrator; the first bytes of a
 * file to check what it really is.
 */
export function createS3UploadStorage(config: S3ClientConfig, bucket: string): UploadStorage {
  // No checksum on presigned PUTs: it would be the checksum of an empty body, which S3 then holds the upload to.
  const client = new S3Client({ ...config, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return {
    uploadUrl: async ({ key, contentType, size, expiresSeconds }) => {
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn: expiresSeconds,
        // Signed, not hoisted into the query: a PUT with another type or length does not match the signature.
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },
    firstBytes: async (key, count) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? { bytes, size: Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? bytes.length) } : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    viewUrl: (key, expiresSeconds) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresSeconds }),
  };
}
