import { CreateChannelCommand, GetStreamCommand, GetStreamKeyCommand, StopStreamCommand, IvsClient } from '@aws-sdk/client-ivs';
import { channelName, type BroadcastChannel, type BroadcastChannels } from '../live/broadcast-ports.js';
import { withPlaybackToken, type PlaybackTokenSigner } from './playback-tokens.js';

/** IVS says a channel is not receiving a stream with this error. */
const notBroadcasting = (error: unknown) => (error as { name?: string }).name === 'ChannelNotBroadcasting';

/**
 * Amazon IVS low-latency channels (decision 0051): one STANDARD channel with LOW latency per
 * broadcast session, tagged with the session; the instructor's encoder sends RTMPS to its ingest
 * endpoint with the stream key, read from IVS when asked (the table keeps only its ARN); students
 * play its HLS playback URL. A channel made to be recorded names the stage's recording
 * configuration (decision 0054), which writes its HLS to the media bucket under `ivs/v1/`. Where
 * the stage has a playback key pair, channels are private: each participant's playback URL
 * carries a token signed with its private half (decision 0056).
 */
export interface IvsBroadcastOptions {
  recordingConfigurationArn?: string;
  playbackToken?: PlaybackTokenSigner;
}

export function createIvsBroadcasts(ivs: IvsClient, options: IvsBroadcastOptions = {}): BroadcastChannels {
  const { playbackToken } = options;
  return {
    async create({ session_id, record }) {
      const recording = record && options.recordingConfigurationArn ? { recordingConfigurationArn: options.recordingConfigurationArn } : {};
      const answer = await ivs.send(
        new CreateChannelCommand({ name: channelName(session_id), latencyMode: 'LOW', type: 'STANDARD', authorized: !!playbackToken, tags: { session_id }, ...recording }),
      );
      const { channel, streamKey } = answer;
      if (!channel?.arn || !channel.ingestEndpoint || !channel.playbackUrl || !streamKey?.arn) throw new Error('IVS made the channel but answered without its ingest endpoint, playback URL or stream key.');
      return { id: channel.arn, ingest_server: `rtmps://${channel.ingestEndpoint}:443/app/`, stream_key_ref: streamKey.arn, playback_url: channel.playbackUrl, recorded: !!channel.recordingConfigurationArn };
    },
    async streamKey(channel: BroadcastChannel) {
      const { streamKey } = await ivs.send(new GetStreamKeyCommand({ arn: channel.stream_key_ref }));
      if (!streamKey?.value) throw new Error("IVS answered without the channel's stream key.");
      return streamKey.value;
    },
    async isLive(channel) {
      try {
        const { stream } = await ivs.send(new GetStreamCommand({ channelArn: channel.id }));
        return stream?.state === 'LIVE';
      } catch (error) {
        if (notBroadcasting(error)) return false;
        throw error;
      }
    },
    async viewerUrl(channel, expiresAt) {
      return playbackToken ? withPlaybackToken(channel.playback_url, await playbackToken(channel.id, expiresAt)) : channel.playback_url;
    },
    async stop(channel) {
      try {
        await ivs.send(new StopStreamCommand({ channelArn: channel.id }));
      } catch (error) {
        if (!notBroadcasting(error)) throw error;
      }
    },
  };
}

/** IVS in the Lambda's Region with its role's credentials; made here so a bundle loading this module on first use keeps only the calls it makes. */
export const ivsBroadcasts = (options: IvsBroadcastOptions = {}): BroadcastChannels => createIvsBroadcasts(new IvsClient({}), options);
