import { randomUUID } from 'node:crypto';
import { createSlipOrders } from '../data/order-records.js';
import { createVideoJobs } from '../data/records/video.js';
import { database, dataOptions, logger, onceAsync, records } from '../app.js';
import { env, requireEnv } from '../env.js';
import type { MediaStorage, SlipPorts, UploadStorage } from './ports.js';
import { s3Config } from '../adapters/s3-config.js';
import { createStaffNoticeQueue } from '../data/staff-notice-queue.js';
import type { FilePorts } from './files.js';
import type { VideoPorts } from './videos.js';

/** The uploads bucket; the S3 client loads when a file is first handled. Shared by every port of the media Lambda. */
export const uploads = onceAsync(async (): Promise<UploadStorage> => {
  const { createS3UploadStorage } = await import('../adapters/s3-upload-storage.js');
  return createS3UploadStorage(s3Config(), requireEnv('UPLOADS_BUCKET'));
});

/** A bucket's objects by prefix (listing and deleting what a file left). */
export const prefixesOf = (bucket: () => string) =>
  onceAsync(async (): Promise<MediaStorage> => {
    const { createS3MediaStorage } = await import('../adapters/s3-upload-storage.js');
    return createS3MediaStorage(s3Config(), bucket());
  });

let files: FilePorts | undefined;

/** The one-field upload and the download helper (decision 0038). */
export function filePorts(): FilePorts {
  return (files ??= { records: records(), uploads, newId: randomUUID, now: () => new Date() });
}

let slips: SlipPorts | undefined;

export function slipPorts(): SlipPorts {
  return (slips ??= {
    orders: createSlipOrders(database()),
    uploads,
    notices: createStaffNoticeQueue(database()),
    siteUrl: env().SITE_URL ?? '',
    warn: (message, details) => logger.warn(message, details),
    newId: randomUUID,
    now: () => new Date(),
  });
}

let videos: VideoPorts | undefined;

export function videoPorts(): VideoPorts {
  return (videos ??= {
    records: records(),
    uploads,
    originals: prefixesOf(() => requireEnv('UPLOADS_BUCKET')),
    renditions: prefixesOf(() => requireEnv('MEDIA_BUCKET')),
    get uploadsBucket() {
      return requireEnv('UPLOADS_BUCKET');
    },
    videoJobs: createVideoJobs(dataOptions()),
    warn: (message, details) => logger.warn(message, details),
    newId: randomUUID,
    now: () => new Date(),
  });
}
