import type { EventBridgeEvent } from 'aws-lambda';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { createSessionStore } from '../data/class-session-repository.js';
import { createSessionMediaStore } from '../data/session-media-repository.js';
import { database, logger, once } from '../runtime.js';
import { broadcastOnAir, recordingEnded } from './live-media.js';
import type { SessionRecording } from './live-media-ports.js';

/** What IVS sends EventBridge about a channel's recording ("IVS Recording State Change"). */
export interface IvsRecordingDetail {
  channel_name?: string;
  recording_status?: string;
  /** `ivs/v1/<account>/<channel id>/<y>/<m>/<d>/<h>/<mm>/<recording id>`, in the configuration's bucket. */
  recording_s3_key_prefix?: string;
  recording_s3_bucket_name?: string;
}

/** What IVS sends EventBridge about a channel's stream ("IVS Stream State Change"). */
export interface IvsStreamDetail {
  event_name?: string;
  channel_name?: string;
  stream_id?: string;
}

/** The session media records, class sessions and attendance: no accounts, no live domain deps. */
const stores = once(() => ({ media: createSessionMediaStore(database()), sessions: createSessionStore(database()), attendance: createAttendanceStore(database()) }));

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


/** A channel going on air or off it, from IVS's event (decision 0055); any other stream event is not. */
export function onAirOfIvsEvent(detail: IvsStreamDetail, resources: readonly string[]): { channel: { name: string; id: string }; onAir: boolean; streamId: string } | undefined {
  const arn = resources.find((resource) => resource.includes(':channel/'));
  const onAir = detail.event_name === 'Stream Start' ? true : detail.event_name === 'Stream End' ? false : undefined;
  if (onAir === undefined || !detail.channel_name || !arn) return undefined;
  return { channel: { name: detail.channel_name, id: arn }, onAir, streamId: detail.stream_id || arn };
}

type IvsEvent = EventBridgeEvent<'IVS Recording State Change', IvsRecordingDetail> | EventBridgeEvent<'IVS Stream State Change', IvsStreamDetail>;

/**
 * The EventBridge rules' target: keeps a finished recording on the session whose channel made it,
 * and the instructor's time on air as the class's attendance.
 */
export const handler = async (event: IvsEvent) => {
  if (event['detail-type'] === 'IVS Stream State Change') {
    const stream = onAirOfIvsEvent(event.detail as IvsStreamDetail, event.resources);
    if (!stream) return;
    const kept = await broadcastOnAir(stores(), stream.channel, stream.onAir, event.time, stream.streamId);
    logger.info('Broadcast on air', { channel: stream.channel.name, onAir: stream.onAir, kept });
    return;
  }
  const ended = recordingOfIvsEvent(event.detail as IvsRecordingDetail, event.resources, event.time);
  if (!ended) return;
  const kept = await recordingEnded(stores(), ended.channel, ended.recording);
  logger.info('Broadcast recording', { channel: ended.channel.name, folder: ended.recording.folder, kept });
};
