import { randomUUID } from 'node:crypto';
import { logger, onceAsync, records } from '../app.js';
import { requireEnv } from '../env.js';
import type { ImageFiles, ImagePorts, ImageVariantMaker } from './images.js';
import { prefixesOf, uploads } from './deps.js';
import { s3Config } from '../adapters/s3-config.js';

/** The S3 clients and sharp load when an image's file is first handled, not at cold start. */
const files = onceAsync(async (): Promise<ImageFiles> => {
  const { createS3ImageFiles } = await import('../adapters/s3-image-files.js');
  return createS3ImageFiles(s3Config(), { uploads: requireEnv('UPLOADS_BUCKET'), media: requireEnv('MEDIA_BUCKET') });
});

const variants = onceAsync(async (): Promise<ImageVariantMaker> => {
  const { createSharpVariants } = await import('../adapters/sharp-variants.js');
  return createSharpVariants();
});

let images: ImagePorts | undefined;

/** The images master file's ports (decision 0035). */
export function imagePorts(): ImagePorts {
  return (images ??= {
    records: records(),
    uploads,
    originals: prefixesOf(() => requireEnv('UPLOADS_BUCKET')),
    published: prefixesOf(() => requireEnv('MEDIA_BUCKET')),
    files,
    variants,
    get mediaUrl() {
      return requireEnv('MEDIA_URL');
    },
    warn: (message, details) => logger.warn(message, details),
    newId: randomUUID,
    now: () => new Date(),
  });
}
