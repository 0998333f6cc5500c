import { formatUrl } from '@aws-sdk/core/util';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { env, requireEnv } from '../env.js';
import type { UploadStorage } from '../media/ports.js';
import { attachment } from './content-disposition.js';

export interface S3LinkOptions {
  bucket: string;
  region: string;
  /** The S3 endpoint of the local stack (s3rver, path-style); S3's own in AWS. */
  endpoint?: string | undefined;
  /** s3rver's fixed key locally; the role's credentials from the environment in a Lambda. */
  localKey?: string | undefined;
}

/** A key as S3 paths write it: each segment percent-encoded, `!'()*` too, the slashes kept. */
const encodedKey = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

/**
 * Short links that download a file of the uploads bucket under its name (decision 0038), or play
 * it where it opens (a class recording, decision 0036), signed with S3's presigner on its own:
 * the links are all the learning domain asks of S3, and the S3 client with every command's schema
 * would put its Lambda over 1 MB (decision 0008).
 */
export function createS3DownloadLinks(options: S3LinkOptions): Pick<UploadStorage, 'downloadUrl' | 'viewUrl'> {
  const presigner = new S3RequestPresigner({
    region: options.region,
    sha256: Sha256,
    credentials: options.localKey ? { accessKeyId: options.localKey, secretAccessKey: options.localKey } : fromEnv(),
  });
  const endpoint = options.endpoint ? new URL(options.endpoint) : undefined;
  /** A presigned GET of a key, with the query S3 answers by (a download's file name). */
  const signedGet = async (key: string, query: Record<string, string>, expiresSeconds: number) => {
    // Path-style on the local endpoint, as the stack's S3 client addresses s3rver; the bucket's own host in AWS.
    const host = endpoint ? endpoint.hostname : `${options.bucket}.s3.${options.region}.amazonaws.com`;
    const request = new HttpRequest({
      protocol: endpoint ? endpoint.protocol : 'https:',
      hostname: host,
      ...(endpoint?.port ? { port: Number(endpoint.port) } : {}),
      method: 'GET',
      path: endpoint ? `/${options.bucket}/${encodedKey(key)}` : `/${encodedKey(key)}`,
      query,
      headers: {},
    });
    return formatUrl(await presigner.presign(request, { expiresIn: expiresSeconds }));
  };
  return {
    downloadUrl: (key, fileName, expiresSeconds) => signedGet(key, { 'response-content-disposition': attachment(fileName) }, expiresSeconds),
    // Played where it opens (a class recording in a video element), not saved.
    viewUrl: (key, expiresSeconds) => signedGet(key, {}, expiresSeconds),
  };
}

let fromEnvironment: Pick<UploadStorage, 'downloadUrl' | 'viewUrl'> | undefined;

/** The uploads bucket's download links, from the Lambda's environment. */
export function uploadsDownloadLinks(): Pick<UploadStorage, 'downloadUrl' | 'viewUrl'> {
  const { AWS_ENDPOINT_URL_S3, LOCAL_S3_KEY } = env();
  return (fromEnvironment ??= createS3DownloadLinks({ bucket: requireEnv('UPLOADS_BUCKET'), region: requireEnv('AWS_REGION'), endpoint: AWS_ENDPOINT_URL_S3, localKey: LOCAL_S3_KEY }));
}
