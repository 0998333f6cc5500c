import type { EventBridgeEvent } from 'aws-lambda';
import { createVideoJobs, videoRecords } from '../data/records/video.js';
import { env, requireEnv } from '../env.js';
import { dataOptions, logger, onceAsync, records } from '../runtime.js';
import { onJobState } from './job-state.js';
import type { Transcoder } from './ports.js';
import { s3Config } from '../adapters/s3-config.js';
import { startTranscoding, type TranscodingPorts } from './transcoding.js';

/** What EventBridge delivers of an S3 "Object Created" event: the bucket and the object's key. */
export interface ObjectCreatedDetail {
  bucket: { name: string };
  object: { key: string; size?: number };
}

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
  const { mediaConvertTranscoder } = await import('../adapters/mediaconvert-transcoder.js');
  return mediaConvertTranscoder({
    uploadsBucket: requireEnv('UPLOADS_BUCKET'),
    mediaBucket: requireEnv('MEDIA_BUCKET'),
    role: requireEnv('MEDIACONVERT_ROLE_ARN'),
    queue: requireEnv('MEDIACONVERT_QUEUE_ARN'),
    template: requireEnv('MEDIACONVERT_TEMPLATE'),
  });
});

let ports: TranscodingPorts | undefined;

const transcodingPorts = (): TranscodingPorts =>
  (ports ??= {
    video: (id) => records()(videoRecords).get(id),
    videoJobs: createVideoJobs(dataOptions()),
    transcoder,
    warn: (message, details) => logger.warn(message, details),
    info: (message, details) => logger.info(message, details),
    now: () => new Date(),
  });

/**
 * Target of the EventBridge rule on transcoding requests put in the uploads bucket (decision
 * 0032): submits the request's MediaConvert job. The local stack's bucket events call it alike.
 */
export async function handler(event: EventBridgeEvent<'Object Created', ObjectCreatedDetail>): Promise<void> {
  const key = event.detail.object.key;
  const outcome = await startTranscoding(transcodingPorts(), key);
  logger.info('transcoding request', { key, outcome });
}
