import type { JobStatus, TranscodeJobStore } from './ports.js';

/** The part of a "MediaConvert Job State Change" event the product reads. */
export interface JobStateDetail {
  jobId: string;
  status: string;
  userMetadata?: Record<string, string>;
  outputGroupDetails?: { playlistFilePaths?: string[] }[];
  errorMessage?: string;
}

const KNOWN: readonly JobStatus[] = ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR', 'CANCELED'];

/** `s3://bucket/videos/v-1/master.m3u8` -> `videos/v-1/master.m3u8` */
export function keyOfS3Uri(uri: string): string {
  return uri.replace(/^s3:\/\/[^/]+\//, '');
}

export async function recordJobState(store: TranscodeJobStore, detail: JobStateDetail, now: Date): Promise<void> {
  if (!KNOWN.includes(detail.status as JobStatus)) return;
  const playlist = detail.outputGroupDetails?.flatMap((group) => group.playlistFilePaths ?? [])[0];
  await store.save({
    jobId: detail.jobId,
    videoId: detail.userMetadata?.videoId ?? '',
    status: detail.status as JobStatus,
    ...(playlist ? { playlistKey: keyOfS3Uri(playlist) } : {}),
    ...(detail.errorMessage ? { error: detail.errorMessage } : {}),
    updatedAt: now.toISOString(),
  });
}
