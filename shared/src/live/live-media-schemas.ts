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
 * A student's player telling the server it is still playing the broadcast (decision 0055), about
 * once a minute: `viewing_id` is what the previous answer gave, none on the first.
 */
export const broadcastWatching = z.strictObject({
  viewing_id: z.uuid({ error: 'viewing_id must be the id the previous answer gave.' }).optional(),
});
export const broadcastWatchingAnswer = z.object({
  /** The viewing these minutes count in: the same while the player keeps telling, a new one after a gap. */
  viewing_id: z.string(),
});
export type BroadcastWatchingAnswer = z.infer<typeof broadcastWatchingAnswer>;

/**
 * A class's recordings for its instructor and seated students (decision 0054), oldest first: a
 * broadcast's HLS playlists (`hls`), behind signed cookies that last until `expires_at`; a Zoom
 * class's cloud recordings (`zoom`), Zoom's page for each with its passcode.
 */
export const sessionRecordings = z.object({
  session_id: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  expires_at: z.string(),
  recordings: z.array(z.object({ kind: z.enum(['hls', 'zoom']), url: z.string(), ended_at: z.string(), password: z.string() })),
});
export type SessionRecordings = z.infer<typeof sessionRecordings>;

/**
 * A Zoom webhook's event as far as it is read (decisions 0054, 0055): the endpoint's validation
 * challenge, a meeting's finished cloud recording, and a participant's join and leave. Other
 * events are taken and ignored.
 */
export const zoomEvent = z.looseObject({
  event: z.string().min(1).max(100),
  event_ts: z.number().optional(),
  payload: z.looseObject({
    plainToken: z.string().max(200).optional(),
    object: z
      .looseObject({
        id: z.union([z.number(), z.string().max(40)]).optional(),
        uuid: z.string().max(200).optional(),
        share_url: z.string().max(2000).optional(),
        password: z.string().max(100).optional(),
        recording_play_passcode: z.string().max(200).optional(),
        recording_files: z.array(z.looseObject({ recording_end: z.string().max(40).optional() })).max(100).optional(),
        /** The meeting's host (a participant whose `id` is this is the instructor). */
        host_id: z.string().max(100).optional(),
        /** Who joined or left (`meeting.participant_joined`, `meeting.participant_left`). */
        participant: z
          .looseObject({
            /** The participant's Zoom user id, when signed in to Zoom. */
            id: z.string().max(100).optional(),
            /** The participant's id in this meeting instance: a join and its leave share it. */
            user_id: z.string().max(100).optional(),
            registrant_id: z.string().max(100).optional(),
            join_time: z.string().max(40).optional(),
            leave_time: z.string().max(40).optional(),
          })
          .optional(),
      })
      .optional(),
  }),
});
export type ZoomEvent = z.infer<typeof zoomEvent>;

/** What Zoom's webhook is answered: the validation challenge's tokens, or that the event was taken. */
export const zoomEventAnswer = z.object({ received: z.literal(true), plainToken: z.string().optional(), encryptedToken: z.string().optional() });
