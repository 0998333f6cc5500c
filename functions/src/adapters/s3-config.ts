import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { env } from '../env.js';

/** The S3 client's settings: s3rver's path-style addresses and fixed key locally, the role's in AWS. */
export function s3Config(): S3ClientConfig {
  const { S3_FORCE_PATH_STYLE, LOCAL_S3_KEY } = env();
  const local = LOCAL_S3_KEY ? ({ credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY }, responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {};
  return { forcePathStyle: S3_FORCE_PATH_STYLE, ...local };
}
