import type { EventBridgeEvent } from 'aws-lambda';
import { database, logger } from '../runtime.js';
import { recordJobState, type JobStateDetail } from './service.js';

/** Target of the EventBridge rule on MediaConvert job state changes. */
export async function handler(event: EventBridgeEvent<'MediaConvert Job State Change', JobStateDetail>): Promise<void> {
  logger.info('transcode job state', { jobId: event.detail.jobId, status: event.detail.status });
  const db = database();
  await recordJobState({ save: async (record) => void (await db.transcodeJobs.put(record).go()) }, event.detail, new Date());
}
