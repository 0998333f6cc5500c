import * as z from 'zod';
import type { ZoomMeeting, ZoomMeetingRequest, ZoomMeetings } from '../live/zoom-ports.js';

/** A Zoom server-to-server OAuth app's credentials, kept as JSON in the stage's Secrets Manager secret. */
export const zoomKeys = z.object({
  account_id: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** The app's event subscription's secret token, which signs its webhook events (decision 0054). */
  webhook_secret_token: z.string().min(1).optional(),
});
export type ZoomKeys = z.infer<typeof zoomKeys>;

export interface ZoomOptions {
  keys: () => Promise<ZoomKeys>;
  /** `https://zoom.us/oauth/token`, or the local stand-in's. */
  oauthUrl?: string;
  /** `https://api.zoom.us/v2`, or the local stand-in's. */
  apiUrl?: string;
  send?: typeof fetch;
  now?: () => number;
}

/** A token is taken again this long before Zoom says it expires, so no call carries a dying one. */
const EARLY_MS = 60_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Zoom's local-time form (`yyyy-MM-ddTHH:mm:ss`, no offset) of an instant in Asia/Bangkok, which keeps no daylight saving. */
export const bangkokLocalTime = (iso: string): string => new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const startAnswer = z.object({ start_url: z.string().min(1) });
const registrantAnswer = z.object({ registrant_id: z.union([z.string().min(1), z.number()]), join_url: z.string().min(1) });
const meetingAnswer = z.object({ id: z.union([z.number(), z.string()]), join_url: z.string().min(1), start_url: z.string().min(1), password: z.string().optional() });

async function zoomMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: string; reason?: string; error?: string };
    return (body.message ?? body.reason ?? body.error ?? `status ${response.status}`).replace(/\.$/, '');
  } catch {
    return `status ${response.status}`;
  }
}

/**
 * Zoom's meetings API through a server-to-server OAuth app (decision 0051): an account token from
 * `POST /oauth/token?grant_type=account_credentials` with the client id and secret as Basic
 * credentials, kept until shortly before it expires, then `POST /users/me/meetings`, and
 * `GET /meetings/{id}` for a new start link, and `POST /meetings/{id}/registrants` for each
 * student's own join link (decision 0055).
 */
export function createZoomMeetings(options: ZoomOptions): ZoomMeetings {
  const oauthUrl = options.oauthUrl ?? 'https://zoom.us/oauth/token';
  const apiUrl = (options.apiUrl ?? 'https://api.zoom.us/v2').replace(/\/$/, '');
  const send = options.send ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function reach(url: string, init: RequestInit): Promise<Response> {
    try {
      return await send(url, init);
    } catch {
      throw new Error('Zoom could not be reached. Try again in a moment.');
    }
  }

  async function fetchToken(): Promise<string> {
    const keys = await options.keys();
    const url = `${oauthUrl}?grant_type=account_credentials&account_id=${encodeURIComponent(keys.account_id)}`;
    const response = await reach(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${keys.client_id}:${keys.client_secret}`).toString('base64')}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Zoom refused the app's credentials (${await zoomMessage(response)}): check the account id, client id and secret.`);
    const parsed = tokenAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new Error('Zoom answered the token request with no access token.');
    cached = { token: parsed.data.access_token, expiresAt: now() + parsed.data.expires_in * 1000 - EARLY_MS };
    return cached.token;
  }

  async function token(): Promise<string> {
    if (cached && now() < cached.expiresAt) return cached.token;
    // Calls that find no token at the same moment share one request for it.
    pending ??= fetchToken().finally(() => (pending = undefined));
    return pending;
  }

  /** A call with the account's token; a token Zoom no longer takes (revoked, or the app's secret changed) is replaced once. */
  async function call(path: string, init: RequestInit): Promise<Response> {
    const withToken = async () => reach(`${apiUrl}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${await token()}`, accept: 'application/json' } });
    const response = await withToken();
    if (response.status !== 401) return response;
    cached = undefined;
    return withToken();
  }

  async function createMeeting(request: ZoomMeetingRequest): Promise<Response> {
    return call('/users/me/meetings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        topic: request.topic.slice(0, 200),
        type: 2,
        start_time: bangkokLocalTime(request.starts_at),
        duration: request.duration_minutes,
        timezone: 'Asia/Bangkok',
        agenda: `Class session ${request.session_id}`,
        // Registration approved at once (approval_type 0): each student joins by their own link, so
        // Zoom's participant events name them; Zoom sends them no e-mail of its own.
        settings: {
          join_before_host: false,
          waiting_room: true,
          approval_type: 0,
          registrants_email_notification: false,
          registrants_confirmation_email: false,
          mute_upon_entry: true,
          auto_recording: request.record ? 'cloud' : 'none',
        },
      }),
    });
  }

  return {
    async create(request) {
      const response = await createMeeting(request);
      if (!response.ok) throw new Error(`Zoom did not make the meeting: ${await zoomMessage(response)}.`);
      const parsed = meetingAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new Error('Zoom answered the meeting request without its links.');
      const meeting: ZoomMeeting = { id: String(parsed.data.id), join_url: parsed.data.join_url, start_url: parsed.data.start_url, password: parsed.data.password ?? '' };
      return meeting;
    },
    async startUrl(meetingId) {
      const response = await call(`/meetings/${encodeURIComponent(meetingId)}`, { method: 'GET' });
      if (!response.ok) throw new Error(`Zoom did not give the meeting's start link: ${await zoomMessage(response)}.`);
      const parsed = startAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new Error('Zoom answered without the meeting\'s start link.');
      return parsed.data.start_url;
    },
    async register(meetingId, person) {
      const response = await call(`/meetings/${encodeURIComponent(meetingId)}/registrants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, first_name: person.first_name.slice(0, 64) || person.email, last_name: person.last_name.slice(0, 64) }),
      });
      if (!response.ok) throw new Error(`Zoom did not register the student for the meeting: ${await zoomMessage(response)}.`);
      const parsed = registrantAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new Error("Zoom answered the registration without the student's join link.");
      return { registrant_id: String(parsed.data.registrant_id), join_url: parsed.data.join_url };
    },
  };
}
