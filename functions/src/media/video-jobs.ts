import type { VideoJobChange, VideoJobs } from '../data/records/video.js';
import { keyOfS3Uri, type JobStateDetail } from './service.js';

/**
 * A MediaConvert job's state applied to its video (decision 0032), apart from the videos master
 * file so the job-state Lambda loads no route or schema of the media domain.
 */
export interface JobStatePorts {
  videoJobs: VideoJobs;
  now(): Date;
}

/** The video's length MediaConvert measured: its outputs' longest, in whole seconds. */
function durationOf(detail: JobStateDetail): { duration_seconds?: number } {
  const lengths = (detail.outputGroupDetails ?? []).flatMap((group) => group.outputDetails ?? []).map((output) => output.durationInMs ?? 0);
  const longest = Math.max(0, ...lengths);
  return longest > 0 ? { duration_seconds: Math.round(longest / 1000) } : {};
}

export async function applyJobState(ports: JobStatePorts, detail: JobStateDetail): Promise<boolean> {
  const videoId = detail.userMetadata?.videoId;
  const sourceKey = detail.userMetadata?.sourceKey;
  if (!videoId || !sourceKey) return false;
  const playlist = detail.outputGroupDetails?.flatMap((group) => group.playlistFilePaths ?? [])[0];
  const change: VideoJobChange | undefined =
    detail.status === 'PROGRESSING'
      ? { status: 'processing', job_id: detail.jobId }
      : detail.status === 'COMPLETE'
        ? playlist
          ? { status: 'ready', job_id: detail.jobId, playlist: keyOfS3Uri(playlist), error: '', ...durationOf(detail) }
          : { status: 'error', job_id: detail.jobId, error: 'The transcoding job made no playlist.' }
        : detail.status === 'ERROR' || detail.status === 'CANCELED'
          ? { status: 'error', job_id: detail.jobId, error: detail.errorMessage || (detail.status === 'CANCELED' ? 'The transcoding job was cancelled.' : 'Transcoding failed.') }
          : undefined;
  if (!change) return false;
  // A late PROGRESSING never takes back a ready or failed video.
  return ports.videoJobs.apply(videoId, sourceKey, change, ports.now().toISOString(), detail.status === 'PROGRESSING' ? ['processing'] : undefined);
}
