import type { Video } from '@lm/shared';
import { parseTranscodeRequestKey } from '@lm/shared/media/transcode-request';
import type { VideoJobs } from '../data/records/video.js';
import type { Transcoder } from './ports.js';

/** What starting a transcoding job needs: the video's record, its job claims and the transcoder. */
export interface TranscodingPorts {
  video(id: string): Promise<Video | undefined>;
  videoJobs: VideoJobs;
  transcoder(): Promise<Transcoder>;
  warn(message: string, details: Record<string, unknown>): void;
  info(message: string, details: Record<string, unknown>): void;
  now(): Date;
}

/** `job_id` while a request's job is being submitted: no second request submits one. */
export const SUBMITTING = 'submitting';

export type TranscodingOutcome = 'submitted' | 'stale' | 'failed';

/**
 * Starts the job a transcoding request (`videos/<id>/transcode/<file>`) asks for, once: only while
 * its video still holds that file, is processing and has no job (a repeated or late event, or a
 * request of an earlier upload, submits nothing). A refused submission puts the video in error,
 * with a retry in the back office.
 */
export async function startTranscoding(ports: TranscodingPorts, requestKey: string): Promise<TranscodingOutcome> {
  const request = parseTranscodeRequestKey(requestKey);
  const video = request && (await ports.video(request.videoId));
  if (!request || !video || video.video_file !== request.sourceKey || video.status !== 'processing' || video.job_id) {
    ports.info('A transcoding request was stale', { key: requestKey, status: video?.status, job: video?.job_id });
    return 'stale';
  }
  const at = () => ports.now().toISOString();
  if (!(await ports.videoJobs.claim(video.id, video.video_file, SUBMITTING, at()))) return 'stale';
  try {
    const jobId = await (await ports.transcoder()).submit({ videoId: video.id, sourceKey: video.video_file, height: video.height });
    // The job's own events may have recorded it already; the same id again changes nothing.
    await ports.videoJobs.apply(video.id, video.video_file, { job_id: jobId }, at());
    return 'submitted';
  } catch (error) {
    ports.warn('A transcoding job was not submitted', { videoId: video.id, error: String(error) });
    await ports.videoJobs.apply(video.id, video.video_file, { status: 'error', job_id: '', error: 'The video could not be sent for transcoding: retry in a moment.' }, at());
    return 'failed';
  }
}
