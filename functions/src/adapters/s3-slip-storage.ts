import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { SlipStorage } from '../commerce/ports.js';

/**
 * Slips in the uploads bucket (decision 0031): a presigned form upload whose policy holds the key,
 * the exact type and the largest size, so S3 itself refuses anything else; a short GET link for an
 * administrator; the first bytes to check what the file really is.
 */
export function createS3SlipStorage(client: S3Client, bucket: string): SlipStorage {
  return {
    uploadForm: async ({ key, contentType, maxBytes, expiresSeconds }) => {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresSeconds,
      });
      return { url, fields };
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
