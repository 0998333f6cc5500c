import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod';
import { mediaPlayback } from '../adapters/media-playback.js';
import { readSecret } from '../adapters/secure-parameter.js';
import { createPlaybackTokenSigner, type PlaybackTokenSigner } from '../adapters/playback-tokens.js';
import { zoomKeys, type ZoomKeys } from '../adapters/zoom-meetings.js';
import { database, logger, onceAsync } from '../app.js';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { accountContacts } from '../data/user-repository.js';
import type { BroadcastChannels } from './broadcast-ports.js';
import { sessionMediaStore, sessionStore } from './deps.js';
import { broadcastOnAir, recordingEnded } from './live-media.js';
import type { LiveMediaPorts } from './live-media-ports.js';
import { liveSettings } from './settings.js';
import type { ZoomMeetings } from './zoom-ports.js';

/** Zoom's and the broadcast's configuration, checked once when first needed (decision 0051). */
const liveMediaEnv = z.object({
  /** The Secrets Manager secret holding the stage's Zoom app credentials as JSON (account_id, client_id, client_secret). */
  ZOOM_SECRET: z.string().min(1).optional(),
  /** Local stack only: the stand-in's credentials themselves, as the same JSON. */
  ZOOM_KEYS: z.string().min(1).optional(),
  /** Zoom's endpoints, or the local stand-in's. */
  ZOOM_OAUTH_URL: z.url().default('https://zoom.us/oauth/token'),
  ZOOM_API_URL: z.url().default('https://api.zoom.us/v2'),
  /** Local stack only: broadcasts are fed by this ffmpeg into the media bucket. */
  FFMPEG_PATH: z.string().min(1).optional(),
  MEDIA_BUCKET: z.string().min(1).optional(),
  MEDIA_URL: z.url().optional(),
  /** The stage's IVS recording configuration: recorded broadcasts write their HLS to the media bucket (decision 0054). */
  IVS_RECORDING_CONFIGURATION_ARN: z.string().min(1).optional(),
  /** The Secrets Manager secret holding the private half (PEM) of the stage's IVS playback key pair: channels are private (decision 0056). */
  IVS_PLAYBACK_KEY_SECRET: z.string().min(1).optional(),
  /** Local stack only: that private half itself, whose public half the local media server checks tokens with. */
  PLAYBACK_TOKEN_KEY: z.string().min(1).optional(),
});

let checked: z.infer<typeof liveMediaEnv> | undefined;
const config = () => (checked ??= liveMediaEnv.parse(process.env));

/** The stage's Zoom app: from the Secrets Manager secret in AWS, from the environment on the local stack. */
async function keys(): Promise<ZoomKeys> {
  const { ZOOM_KEYS, ZOOM_SECRET } = config();
  const text = ZOOM_KEYS ?? (ZOOM_SECRET ? await readSecret(ZOOM_SECRET) : undefined);
  if (!text) throw new Error('No Zoom app is configured (ZOOM_SECRET).');
  return zoomKeys.parse(JSON.parse(text));
}

const zoom = onceAsync(async (): Promise<ZoomMeetings> => {
  const { createZoomMeetings } = await import('../adapters/zoom-meetings.js');
  return createZoomMeetings({ keys, oauthUrl: config().ZOOM_OAUTH_URL, apiUrl: config().ZOOM_API_URL });
});

/** Participants' playback tokens, where the stage's channels are private (decision 0056). */
function playbackToken(): PlaybackTokenSigner | undefined {
  const { PLAYBACK_TOKEN_KEY, IVS_PLAYBACK_KEY_SECRET } = config();
  if (PLAYBACK_TOKEN_KEY) return createPlaybackTokenSigner(async () => PLAYBACK_TOKEN_KEY);
  if (IVS_PLAYBACK_KEY_SECRET) return createPlaybackTokenSigner(() => readSecret(IVS_PLAYBACK_KEY_SECRET));
  return undefined;
}

/** Amazon IVS in AWS; on the local stack (FFMPEG_PATH) a test source writing live HLS into the media bucket. */
const broadcasts = onceAsync(async (): Promise<BroadcastChannels> => {
  const { FFMPEG_PATH, MEDIA_BUCKET, MEDIA_URL } = config();
  const signer = playbackToken();
  if (FFMPEG_PATH) {
    if (!MEDIA_BUCKET || !MEDIA_URL) throw new Error('Local broadcasts need MEDIA_BUCKET and MEDIA_URL.');
    // A package path, so Lambda bundles put a stub in its place (functions/bundling.ts).
    const { createLocalBroadcasts } = await import('@lm/functions/adapters/local-broadcasts');
    return createLocalBroadcasts({
      ffmpeg: FFMPEG_PATH,
      bucket: MEDIA_BUCKET,
      mediaUrl: MEDIA_URL,
      // The stand-in's channel id is its name, as IVS's event names the channel.
      onRecorded: async (channelId, recording) => void (await recordingEnded(liveMediaPorts(), { name: channelId, id: channelId }, recording)),
      onAir: async (channelId, onAir, at, streamId) => void (await broadcastOnAir(liveMediaPorts(), { name: channelId, id: channelId }, onAir, at, streamId)),
      logger,
      ...(signer ? { playbackToken: signer } : {}),
    });
  }
  const { ivsBroadcasts } = await import('../adapters/ivs-broadcasts.js');
  const { IVS_RECORDING_CONFIGURATION_ARN } = config();
  return ivsBroadcasts({
    ...(IVS_RECORDING_CONFIGURATION_ARN ? { recordingConfigurationArn: IVS_RECORDING_CONFIGURATION_ARN } : {}),
    ...(signer ? { playbackToken: signer } : {}),
  });
});

let ports: LiveMediaPorts | undefined;

/** Zoom meetings and broadcasts of class sessions (decision 0051). */
export function liveMediaPorts(): LiveMediaPorts {
  return (ports ??= {
    sessions: sessionStore(),
    media: sessionMediaStore(),
    zoom,
    broadcasts,
    joinBeforeMinutes: async () => (await liveSettings()).liveroom.join_before_minutes,
    now: () => new Date(),
    newId: randomUUID,
    pause: (ms) => sleep(ms),
    recordClasses: async () => (await liveSettings()).liveroom.recording,
    playback: mediaPlayback,
    zoomWebhookSecret: async () => {
      const { ZOOM_KEYS, ZOOM_SECRET } = config();
      return ZOOM_KEYS || ZOOM_SECRET ? (await keys()).webhook_secret_token : undefined;
    },
    contact: async (userId) => (await accountContacts(database(), [userId])).get(userId),
    attendance: createAttendanceStore(database()),
  });
}
