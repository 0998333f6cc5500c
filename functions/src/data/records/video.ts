import { VIDEO_STATUSES, VIDEO_UPLOAD_TYPES, type Video, type VideoStatus } from '@lm/shared';
import { Entity } from 'electrodb';
import { recordKind } from '../../master-files/master-file.js';
import { listedIndexes, recordAttributes } from '../entities/record-keys.js';
import type { DataOptions } from '../options.js';
import { writtenUnlessRefused } from '../conditions.js';

/** A video (decision 0032): its form's fields, and its file's state, which only the server writes. */
export const videoModel = {
  model: { entity: 'video', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    upload_video_type: { type: VIDEO_UPLOAD_TYPES, required: true },
    external_url: { type: 'string', default: '' },
    /** A video category (decision 0036), '' for none. */
    category_id: { type: 'string', default: '' },
    /** The instructor (user id) who uploaded it (decision 0037), '' for the back office's. */
    owner_id: { type: 'string', default: '' },
    status: { type: VIDEO_STATUSES, required: true },
    video_file: { type: 'string', default: '' },
    playlist: { type: 'string', default: '' },
    job_id: { type: 'string', default: '' },
    error: { type: 'string', default: '' },
    height: { type: 'number', default: 0 },
    /** Its length in whole seconds, as the transcoder measured it (0 while unknown). */
    duration_seconds: { type: 'number', default: 0 },
    /** The upload under way (VideoUpload), absent when there is none. */
    upload: { type: 'any' },
  },
  indexes: listedIndexes,
} as const;

export const videoRecords = recordKind<Video>(videoModel, ['upload']);

/** What a transcoding job's state changes on its video. */
export type VideoJobChange = Partial<Pick<Video, 'status' | 'playlist' | 'job_id' | 'error' | 'duration_seconds'>>;

/**
 * A job's state applied to its video, only while the video still holds the file the job was made
 * from: a job of an earlier upload, or one whose video is gone, changes nothing (answers false).
 */
export function createVideoJobs(options: DataOptions): VideoJobs {
  const videos = new Entity(videoModel, options);
  return {
    /** `onlyWhile`: the statuses the video may be in for the change to apply (any, when absent). */
    apply: async (videoId: string, sourceKey: string, change: VideoJobChange, at: string, onlyWhile?: readonly VideoStatus[]): Promise<boolean> => {
      return writtenUnlessRefused(
        videos
          .patch({ id: videoId })
          .set({ ...change, updated_at: at })
          .where((attributes, operations) =>
            [operations.eq(attributes.video_file, sourceKey), ...(onlyWhile ? [`(${onlyWhile.map((status) => operations.eq(attributes.status, status)).join(' OR ')})`] : [])].join(' AND '),
          )
          .go(),
      );
    },
    claim: async (videoId: string, sourceKey: string, claim: string, at: string): Promise<boolean> => {
      return writtenUnlessRefused(
        videos
          .patch({ id: videoId })
          .set({ job_id: claim, updated_at: at })
          .where((attributes, operations) =>
            [operations.eq(attributes.video_file, sourceKey), operations.eq(attributes.status, 'processing'), operations.eq(attributes.job_id, '')].join(' AND '),
          )
          .go(),
      );
    },
  };
}
export interface VideoJobs {
  apply(videoId: string, sourceKey: string, change: VideoJobChange, at: string, onlyWhile?: readonly VideoStatus[]): Promise<boolean>;
  /**
   * Takes the transcoding of the video's file for one submission: sets `job_id` to `claim` while
   * the video still holds `sourceKey`, is processing and has no job. False when another request
   * took it, or the video moved on: a repeated S3 event submits no second job.
   */
  claim(videoId: string, sourceKey: string, claim: string, at: string): Promise<boolean>;
}
