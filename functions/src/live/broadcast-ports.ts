/** A low-latency channel made for a broadcast session (decision 0051). */
export interface BroadcastChannel {
  /** The IVS channel's ARN, or the local stand-in's channel id. */
  id: string;
  /** `rtmps://<ingest endpoint>:443/app/`, what an encoder sends to. */
  ingest_server: string;
  /** The stream key's ARN in IVS (its value is read when the instructor asks), or the local key. */
  stream_key_ref: string;
  playback_url: string;
  /** Made to be recorded (decision 0054). */
  recorded: boolean;
}

/**
 * One-to-many low-latency video: Amazon IVS low-latency channels in AWS; on the local stack an
 * ffmpeg test source writing live HLS into the media bucket, served by the media server.
 */
/** A channel's name: `class-<session id>`, in the letters IVS allows (the session ids the table makes all are). */
export const channelName = (sessionId: string) => `class-${sessionId}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 128);
/** The session a channel was made for, from its name. */
export const sessionOfChannel = (name: string): string | undefined => (name.startsWith('class-') && name.length > 6 ? name.slice(6) : undefined);

export interface BroadcastChannels {
  /** `record`: what the channel receives is kept as a recording (settingLiveroom's `recording`, decision 0054). */
  create(request: { session_id: string; name: string; record: boolean }): Promise<BroadcastChannel>;
  /** The stream key an encoder needs. */
  streamKey(channel: BroadcastChannel): Promise<string>;
  /** Whether the channel is receiving a stream now. */
  isLive(channel: BroadcastChannel): Promise<boolean>;
  /** Ends what the channel receives. */
  stop(channel: BroadcastChannel): Promise<void>;
  /**
   * The playback URL a participant is given: with a playback token good until `expiresAt` where
   * channels are private (decision 0056), the channel's own URL where they are not.
   */
  viewerUrl(channel: BroadcastChannel, expiresAt: Date): Promise<string>;
  /**
   * Feeds the channel a test picture and tone until `until` (ISO) or stop, where the stage can;
   * absent where the broadcast comes from the instructor's encoder only.
   */
  startTestSource?(channel: BroadcastChannel, until: string): Promise<void>;
}
