import * as z from 'zod';

/**
 * A Zoom session's link for the caller (decision 0051): a seated student joins with `join_url`;
 * the instructor starts the meeting as its host with `start_url`. Times are ISO 8601 in UTC,
 * shown in Asia/Bangkok.
 */
export const zoomLink = z.object({
  session_id: z.string(),
  role: z.enum(['instructor', 'student']),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_id: z.string(),
  /** The student's join link, or the instructor's start link. */
  url: z.string(),
  /** The meeting's passcode, when Zoom set one (the join link carries it already). */
  password: z.string(),
});
export type ZoomLink = z.infer<typeof zoomLink>;

/** What an instructor broadcasts to: the ingest server and stream key their encoder (OBS) takes. */
export const broadcastIngest = z.object({
  /** `rtmps://<ingest endpoint>:443/app/`. */
  server: z.string(),
  stream_key: z.string(),
  /** Whether this stage can feed the channel a test picture and tone from the server (the local stack). */
  test_source: z.boolean(),
});

/**
 * A broadcast session for the caller (decision 0051): students get the low-latency HLS playback
 * URL; the instructor also gets the ingest details.
 */
export const broadcastView = z.object({
  session_id: z.string(),
  role: z.enum(['instructor', 'student']),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  playback_url: z.string(),
  /** The channel is receiving a stream now. */
  live: z.boolean(),
  ingest: broadcastIngest.nullable(),
});
export type BroadcastView = z.infer<typeof broadcastView>;

/**
 * A broadcast's recordings for its instructor and seated students (decision 0054): HLS playlists
 * behind signed cookies that last until `expires_at`, oldest first.
 */
export const sessionRecordings = z.object({
  session_id: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  expires_at: z.string(),
  recordings: z.array(z.object({ url: z.string(), ended_at: z.string() })),
});
export type SessionRecordings = z.infer<typeof sessionRecordings>;
