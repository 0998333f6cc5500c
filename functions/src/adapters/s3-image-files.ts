import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { ImageFiles } from '../media/images.js';

const missing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Images' files (decision 0035): an original read whole from the uploads bucket, its variants
 * written to the media bucket. Variants keep their key when an image's file is replaced, so the
 * pages that link them show the new picture: they are cached for an hour, not for ever.
 */
export function createS3ImageFiles(config: S3ClientConfig, buckets: { uploads: string; media: string }): ImageFiles {
  const client = new S3Client(config);
  return {
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: buckets.uploads, Key: key }));
        return await object.Body?.transformToByteArray();
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    publish: async (key, bytes, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: buckets.media, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=3600' }));
    },
  };
}
