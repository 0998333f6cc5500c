import { dataOptions, database } from '../runtime.js';
import { createVideoJobs } from '../data/records/video.js';
import { recordJobState, type JobStateDetail } from './service.js';
import { applyJobState } from './video-jobs.js';

/**
 * What a transcoding job's state changes: its record (the job's history) and its video. The
 * EventBridge rule's Lambda calls it in AWS, the local transcoder itself on the local stack.
 */
export async function onJobState(detail: JobStateDetail): Promise<void> {
  const now = new Date();
  const db = database();
  await recordJobState({ save: async (record) => void (await db.transcodeJobs.put(record).go()) }, detail, now);
  await applyJobState({ videoJobs: createVideoJobs(dataOptions()), now: () => now }, detail);
}
