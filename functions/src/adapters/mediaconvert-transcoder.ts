import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { createJobRequest } from '@lm/shared/media/hls-job';
import type { Transcoder } from '../media/ports.js';

/** Where jobs read and write, and what they run as (MEDIACONVERT_* of the environment). */
export interface MediaConvertSettings {
  uploadsBucket: string;
  mediaBucket: string;
  /** The ARN of the role MediaConvert assumes. */
  role: string;
  /** The ARN of the stage's queue, whose jobs the state-change rule picks. */
  queue: string;
  /** The name of the HLS job template. */
  template: string;
}

/**
 * Transcoding in AWS (decision 0032): one MediaConvert job per upload, from the stage's HLS
 * template, writing `videos/<id>/master.m3u8` and its renditions to the media bucket. The SDK's
 * regional endpoint takes jobs: no account endpoint is looked up.
 */
export function createMediaConvertTranscoder(client: MediaConvertClient, settings: MediaConvertSettings): Transcoder {
  return {
    async submit({ videoId, sourceKey, height }) {
      const { Job } = await client.send(
        new CreateJobCommand(
          createJobRequest({
            videoId,
            sourceBucket: settings.uploadsBucket,
            sourceKey,
            mediaBucket: settings.mediaBucket,
            height,
            role: settings.role,
            queue: settings.queue,
            template: settings.template,
          }),
        ),
      );
      if (!Job?.Id) throw new Error(`MediaConvert answered no job id for video ${videoId}.`);
      return Job.Id;
    },
  };
}

/** MediaConvert in the Lambda's Region with its role's credentials; made here so a bundle loading this module on first use keeps only the calls it makes. */
export const mediaConvertTranscoder = (settings: MediaConvertSettings): Transcoder => createMediaConvertTranscoder(new MediaConvertClient({}), settings);
