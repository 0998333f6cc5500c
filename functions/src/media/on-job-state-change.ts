import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../runtime.js';
import { onJobState } from './job-state.js';
import type { JobStateDetail } from './service.js';

/** Target of the EventBridge rule on MediaConvert job state changes: the job's record and its video. */
export async function handler(event: EventBridgeEvent<'MediaConvert Job State Change', JobStateDetail>): Promise<void> {
  logger.info('transcode job state', { jobId: event.detail.jobId, status: event.detail.status });
  await onJobState(event.detail);
}
