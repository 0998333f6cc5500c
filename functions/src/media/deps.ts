import { randomUUID } from 'node:crypto';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { createCommerceStores } from '../data/commerce-repository.js';
import { createVideoJobs } from '../data/records/video.js';
import { database, dataOptions, logger, onceAsync, records } from '../app.js';
import { env, requireEnv } from '../env.js';
import type { MediaStorage, SlipPorts, Transcoder, UploadStorage } from './ports.js';
import type { VideoPorts } from './videos.js';
import { onJobState } from './job-state.js';

/** The S3 client's settings: s3rver's path-style addresses and fixed key locally, the role's in AWS. */
function s3Config(): S3ClientConfig {
  const { S3_FORCE_PATH_STYLE, LOCAL_S3_KEY } = env();
  const local = LOCAL_S3_KEY ? ({ credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY }, responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {};
  return { forcePathStyle: S3_FORCE_PATH_STYLE, ...local };
}

/** The uploads bucket; the S3 client loads when a file is first handled. */
const uploads = onceAsync(async (): Promise<UploadStorage> => {
  const { createS3UploadStorage } = await import('../adapters/s3-upload-storage.js');
  return createS3UploadStorage(s3Config(), requireEnv('UPLOADS_BUCKET'));
});

const prefixesOf = (bucket: () => string) =>
  onceAsync(async (): Promise<MediaStorage> => {
    const { createS3MediaStorage } = await import('../adapters/s3-upload-storage.js');
    return createS3MediaStorage(s3Config(), bucket());
  });

/** MediaConvert in AWS; Debian's ffmpeg on the local stack (FFMPEG_PATH). */
const transcoder = onceAsync(async (): Promise<Transcoder> => {
  const { FFMPEG_PATH } = env();
  if (FFMPEG_PATH) {
    // A package path, so Lambda bundles put a stub in its place (functions/bundling.ts).
    const { createFfmpegTranscoder } = await import('@lm/functions/adapters/ffmpeg-transcoder');
    return createFfmpegTranscoder({
      ffmpeg: FFMPEG_PATH,
      s3: s3Config(),
      uploadsBucket: requireEnv('UPLOADS_BUCKET'),
      mediaBucket: requireEnv('MEDIA_BUCKET'),
      report: onJobState,
      warn: (message, details) => logger.warn(message, details),
    });
  }
  const [{ MediaConvertClient }, { createMediaConvertTranscoder }] = await Promise.all([import('@aws-sdk/client-mediaconvert'), import('../adapters/mediaconvert-transcoder.js')]);
  return createMediaConvertTranscoder(new MediaConvertClient({}), {
    uploadsBucket: requireEnv('UPLOADS_BUCKET'),
    mediaBucket: requireEnv('MEDIA_BUCKET'),
    role: requireEnv('MEDIACONVERT_ROLE_ARN'),
    queue: requireEnv('MEDIACONVERT_QUEUE_ARN'),
    template: requireEnv('MEDIACONVERT_TEMPLATE'),
  });
});

let slips: SlipPorts | undefined;

export function slipPorts(): SlipPorts {
  return (slips ??= { orders: createCommerceStores(database()).orders, uploads, newId: randomUUID, now: () => new Date() });
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
    transcoder,
    videoJobs: createVideoJobs(dataOptions()),
    warn: (message, details) => logger.warn(message, details),
    newId: randomUUID,
    now: () => new Date(),
  });
}
