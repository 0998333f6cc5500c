import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStorage, StoredPart, UploadStorage } from '../media/ports.js';
import { attachment } from './content-disposition.js';

/** Signed, not hoisted into the query: a PUT with another type or length does not match the signature. */
const SIGNED_HEADERS = { signableHeaders: new Set(['content-type', 'content-length']), unhoistableHeaders: new Set(['content-type', 'content-length']) };

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;

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
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }), { expiresIn: expiresSeconds, ...SIGNED_HEADERS });
      return { url, headers: { 'Content-Type': contentType } };
    },
    firstBytes: async (key, count) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? { bytes, size: Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? bytes.length) } : undefined;
      } catch (error) {
        if (nameOf(error) === 'NoSuchKey' || statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    put: async (key, body, contentType = 'text/plain') => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    viewUrl: (key, expiresSeconds) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresSeconds }),
    downloadUrl: (key, fileName, expiresSeconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachment(fileName) }), { expiresIn: expiresSeconds }),
    startMultipart: async ({ key, contentType }) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
      if (!UploadId) throw new Error(`Storage started no upload of ${key}.`);
      return UploadId;
    },
    partUrl: async ({ key, uploadId, partNumber, size, expiresSeconds }) => ({
      url: await getSignedUrl(client, new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size }), {
        expiresIn: expiresSeconds,
        signableHeaders: new Set(['content-length']),
        unhoistableHeaders: new Set(['content-length']),
      }),
      headers: {},
    }),
    listParts: async (key, uploadId) => {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      try {
        do {
          const page = await client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, ...(marker ? { PartNumberMarker: marker } : {}) }));
          parts.push(...(page.Parts ?? []).map((part) => ({ partNumber: part.PartNumber ?? 0, size: part.Size ?? 0, etag: part.ETag ?? '' })));
          marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
        } while (marker);
      } catch (error) {
        if (nameOf(error) === 'NoSuchUpload' || statusOf(error) === 404) return undefined;
        throw error;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },
    completeMultipart: async (key, uploadId, parts) => {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
        }),
      );
    },
    abortMultipart: async (key, uploadId) => {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        if (nameOf(error) !== 'NoSuchUpload' && statusOf(error) !== 404) throw error;
      }
    },
  };
}

/** The media bucket (decision 0032): a video's renditions and playlists go together, by their prefix. */
export function createS3MediaStorage(config: S3ClientConfig, bucket: string): MediaStorage {
  const client = new S3Client(config);
  return {
    removePrefix: async (prefix) => {
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        removed += keys.length;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
    copyIn: async (source, key) => {
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${source.bucket}/${source.key.split('/').map(encodeURIComponent).join('/')}` }));
    },
  };
}
