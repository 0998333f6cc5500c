import { randomUUID } from 'node:crypto';
import { createCommerceStores } from '../data/commerce-repository.js';
import { database, onceAsync } from '../app.js';
import { env, requireEnv } from '../env.js';
import type { SlipPorts, UploadStorage } from './ports.js';

/** The uploads bucket; the S3 client loads when a file is first handled. */
const uploads = onceAsync(async (): Promise<UploadStorage> => {
  const { createS3UploadStorage } = await import('../adapters/s3-upload-storage.js');
  const { S3_FORCE_PATH_STYLE, LOCAL_S3_KEY } = env();
  const local = LOCAL_S3_KEY ? { credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY }, responseChecksumValidation: 'WHEN_REQUIRED' } as const : {};
  return createS3UploadStorage({ forcePathStyle: S3_FORCE_PATH_STYLE, ...local }, requireEnv('UPLOADS_BUCKET'));
});

let ports: SlipPorts | undefined;

export function slipPorts(): SlipPorts {
  return (ports ??= { orders: createCommerceStores(database()).orders, uploads, newId: randomUUID, now: () => new Date() });
}
