/** A low-latency channel made for a broadcast session (decision 0051). */
export interface BroadcastChannel {
  /** The IVS channel's ARN, or the local stand-in's channel id. */
  id: string;
  /** `rtmps://<ingest endpoint>:443/app/`, what an encoder sends to. */
  ingest_server: string;
  /** The stream key's ARN in IVS (its value is read when the instructor asks), or the local key. */
  stream_key_ref: string;
  playback_url: string;
}

/**
 * One-to-many low-latency video: Amazon IVS low-latency channels in AWS; on the local stack an
 * ffmpeg test source writing live HLS into the media bucket, served by the media server.
 */
export interface BroadcastChannels {
  create(request: { session_id: string; name: string }): Promise<BroadcastChannel>;
  /** The stream key an encoder needs. */
  streamKey(channel: BroadcastChannel): Promise<string>;
  /** Whether the channel is receiving a stream now. */
  isLive(channel: BroadcastChannel): Promise<boolean>;
  /** Ends what the channel receives. */
  stop(channel: BroadcastChannel): Promise<void>;
  /**
   * Feeds the channel a test picture and tone until `until` (ISO) or stop, where the stage can;
   * absent where the broadcast comes from the instructor's encoder only.
   */
  startTestSource?(channel: BroadcastChannel, until: string): Promise<void>;
}
