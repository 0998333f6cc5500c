import type { EventBridgeEvent } from 'aws-lambda';
import { createSessionMediaStore } from '../data/session-media-repository.js';
import { database, logger, once } from '../runtime.js';
import { recordingEnded } from './live-media.js';
import type { SessionRecording } from './live-media-ports.js';

/** What IVS sends EventBridge about a channel's recording ("IVS Recording State Change"). */
export interface IvsRecordingDetail {
  channel_name?: string;
  recording_status?: string;
  /** `ivs/v1/<account>/<channel id>/<y>/<m>/<d>/<h>/<mm>/<recording id>`, in the configuration's bucket. */
  recording_s3_key_prefix?: string;
  recording_s3_bucket_name?: string;
}

/** The session media records alone: this Lambda needs no class sessions or accounts. */
const sessionMedia = once(() => createSessionMediaStore(database()));

/** IVS writes a recording's HLS under its prefix, with this master playlist. */
const IVS_PLAYLIST = 'media/hls/master.m3u8';

/**
 * A finished recording of a channel, from IVS's event (decision 0054): the channel (its name and
 * ARN, from the event's resources) and where its files are. Any other status (a start, a failure)
 * is not a recording.
 */
export function recordingOfIvsEvent(detail: IvsRecordingDetail, resources: readonly string[], time: string): { channel: { name: string; id: string }; recording: SessionRecording } | undefined {
  const folder = detail.recording_s3_key_prefix?.replace(/^\/+|\/+$/g, '');
  const arn = resources.find((resource) => resource.includes(':channel/'));
  if (detail.recording_status !== 'Recording End' || !folder || !detail.channel_name || !arn) return undefined;
  return { channel: { name: detail.channel_name, id: arn }, recording: { folder, playlist: IVS_PLAYLIST, ended_at: time } };
}


/** The EventBridge rule's target: keeps the recording on the session whose channel made it. */
export const handler = async (event: EventBridgeEvent<'IVS Recording State Change', IvsRecordingDetail>) => {
  const ended = recordingOfIvsEvent(event.detail, event.resources, event.time);
  if (!ended) return;
  const kept = await recordingEnded({ media: sessionMedia() }, ended.channel, ended.recording);
  logger.info('Broadcast recording', { channel: ended.channel.name, folder: ended.recording.folder, kept });
};
