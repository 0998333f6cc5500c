import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The local stand-in for Zoom's server-to-server OAuth app (decision 0051): the calls the Zoom
 * adapter makes (`POST /oauth/token?grant_type=account_credentials`, `POST /v2/users/me/meetings`,
 * `GET /v2/meetings/{id}`), with the same credentials check and answers; every meeting made is
 * recorded and listed at `/` (a page) and `/calls` (JSON), and its join and start links open small
 * pages here. As Zoom's, a start link's host token lasts two hours from when it was given.
 *
 * A meeting made with `auto_recording: cloud` is "recorded" when it is ended here
 * (`POST /meetings/{id}/end`, or the End button of the page): the stand-in then sends the API
 * Zoom's `recording.completed` event, signed with the app's secret token as Zoom signs it, and
 * serves the recording's share page (decision 0054).
 */

export interface RecordedMeeting {
  id: string;
  /** When the create call came. */
  at: string;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  agenda: string;
  password: string;
  join_url: string;
  /** The latest start link given. */
  start_url: string;
  /** How often the start link was read again (`GET /v2/meetings/{id}`). */
  start_links_read: number;
  /** `cloud` when Zoom is to record the meeting. */
  auto_recording: string;
  /** The cloud recordings made when the meeting was ended. */
  recordings: { uuid: string; share_url: string; passcode: string; delivered: number }[];
}

export interface LocalZoom {
  url: string;
  keys: { account_id: string; client_id: string; client_secret: string; webhook_secret_token: string };
  /** Every create call, in order. */
  meetings(): readonly RecordedMeeting[];
  /** A meeting Zoom made and recorded before this start (the demo's), whose recording's page is served again. */
  remember(meeting: { meeting_id: string; topic: string; uuid: string; passcode: string }): void;
  close(): Promise<void>;
}

const TOKEN_SECONDS = 3599;
/** How long a start link's host token (`zak`) opens the meeting, as Zoom's. */
const START_TOKEN_MS = 2 * 3_600_000;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem;text-align:left;font-size:.9rem}.note{color:#6b7280;font-size:.9rem}</style>
</head><body>${body}</body></html>`;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Starts the stand-in; port 0 takes a free one. */
export async function startZoomStandIn(options: { host: string; port: number; /** The API's `/public/zoom/events`, where recording events go. */ webhookUrl?: string }): Promise<LocalZoom> {
  const keys = {
    account_id: `acc_${randomUUID().slice(0, 8)}`,
    client_id: `client_${randomUUID().slice(0, 8)}`,
    client_secret: randomBytes(18).toString('base64url'),
    webhook_secret_token: randomBytes(16).toString('base64url'),
  };
  const tokens = new Map<string, number>();
  const meetings: RecordedMeeting[] = [];
  /** Every host token given, with when it stops opening its meeting. */
  const hostTokens = new Map<string, { meeting: string; until: number }>();
  let origin = '';
  const startUrl = (id: string) => {
    const zak = randomBytes(12).toString('base64url');
    hostTokens.set(zak, { meeting: id, until: Date.now() + START_TOKEN_MS });
    return `${origin}/s/${id}?zak=${zak}`;
  };
  const signedIn = (request: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = tokens.get(bearer);
    return expiresAt !== undefined && expiresAt >= Date.now();
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const html = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';

    if (method === 'POST' && url.pathname === '/oauth/token') {
      const basic = `Basic ${Buffer.from(`${keys.client_id}:${keys.client_secret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) return json(response, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      if (url.searchParams.get('grant_type') !== 'account_credentials') return json(response, 400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' });
      if (url.searchParams.get('account_id') !== keys.account_id) return json(response, 400, { reason: 'Invalid account_id', error: 'invalid_request' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return json(response, 200, { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS, scope: 'meeting:write:meeting:admin', api_url: `${origin}` });
    }

    if (method === 'POST' && url.pathname === '/v2/users/me/meetings') {
      if (!signedIn(request)) return json(response, 401, { code: 124, message: 'Invalid access token.' });
      const body = await readBody(request);
      const topic = typeof body.topic === 'string' ? body.topic : '';
      const start_time = typeof body.start_time === 'string' ? body.start_time : '';
      const duration = typeof body.duration === 'number' ? body.duration : 0;
      if (!topic || !start_time || duration <= 0) return json(response, 400, { code: 300, message: 'A meeting needs a topic, a start time and a duration.' });
      const id = String(randomInt(10_000_000_000, 99_999_999_999));
      const password = String(randomInt(100_000, 999_999));
      const meeting: RecordedMeeting = {
        id,
        at: new Date().toISOString(),
        topic,
        start_time,
        duration,
        timezone: typeof body.timezone === 'string' ? body.timezone : '',
        agenda: typeof body.agenda === 'string' ? body.agenda : '',
        password,
        join_url: `${origin}/j/${id}?pwd=${password}`,
        start_url: startUrl(id),
        start_links_read: 0,
        auto_recording: typeof body.settings === 'object' && body.settings && typeof (body.settings as Record<string, unknown>).auto_recording === 'string' ? String((body.settings as Record<string, unknown>).auto_recording) : 'none',
        recordings: [],
      };
      meetings.push(meeting);
      return json(response, 201, { id: Number(id), topic, type: 2, start_time, duration, timezone: meeting.timezone, password, join_url: meeting.join_url, start_url: meeting.start_url });
    }

    const read = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && read) {
      if (!signedIn(request)) return json(response, 401, { code: 124, message: 'Invalid access token.' });
      const meeting = meetings.find((one) => one.id === read[1]);
      if (!meeting) return json(response, 404, { code: 3001, message: 'Meeting does not exist: ' + read[1] + '.' });
      meeting.start_url = startUrl(meeting.id);
      meeting.start_links_read += 1;
      return json(response, 200, { id: Number(meeting.id), topic: meeting.topic, type: 2, start_time: meeting.start_time, duration: meeting.duration, timezone: meeting.timezone, password: meeting.password, join_url: meeting.join_url, start_url: meeting.start_url });
    }

    if (method === 'GET' && url.pathname === '/calls') return json(response, 200, meetings);

    // The host ends the meeting: a meeting recorded to the cloud gets its recording, and the API is told.
    const ended = /^\/meetings\/(\d+)\/end$/.exec(url.pathname);
    if (method === 'POST' && ended) {
      const meeting = meetings.find((one) => one.id === ended[1]);
      if (!meeting) return json(response, 404, { code: 3001, message: 'Meeting does not exist.' });
      if (meeting.auto_recording !== 'cloud') return json(response, 200, { recorded: false });
      const uuid = randomBytes(16).toString('base64url');
      const recording = { uuid, share_url: `${origin}/rec/share/${uuid}`, passcode: randomBytes(6).toString('base64url'), delivered: 0 };
      meeting.recordings.push(recording);
      const status = await sendRecordingEvent(meeting, recording);
      return json(response, 200, { recorded: true, share_url: recording.share_url, webhook_status: status });
    }

    const share = /^\/rec\/share\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && share) {
      const meeting = meetings.find((one) => one.recordings.some((recording) => recording.uuid === share[1]));
      if (!meeting) return html(response, 404, page('No such recording', '<h1>No such recording</h1>'));
      return html(response, 200, page(`Recording of ${meeting.topic}`, `<h1>Cloud recording</h1><p>${escape(meeting.topic)}</p><p class="note">Zoom stand-in of the local stack: Zoom asks for the recording's passcode here.</p>`));
    }

    const link = /^\/(j|s)\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && link) {
      const meeting = meetings.find((one) => one.id === link[2]);
      if (!meeting) return html(response, 404, page('No such meeting', '<h1>No such meeting</h1>'));
      const host = link[1] === 's';
      if (!host && url.searchParams.get('pwd') !== meeting.password) return html(response, 403, page('Wrong passcode', '<h1>The passcode is wrong</h1>'));
      const zak = hostTokens.get(url.searchParams.get('zak') ?? '');
      if (host && !(zak?.meeting === meeting.id && zak.until > Date.now())) return html(response, 403, page('Start link expired', '<h1>This start link has expired</h1><p>Ask for the meeting’s start link again.</p>'));
      return html(
        response,
        200,
        page(meeting.topic, `<h1>${escape(meeting.topic)}</h1><p>${host ? 'You started this meeting as its host.' : 'You joined this meeting.'}</p><p class="note">Zoom stand-in of the local stack: meeting ${escape(meeting.id)}, ${escape(meeting.start_time)} ${escape(meeting.timezone)}, ${meeting.duration} minutes.</p>`),
      );
    }

    if (method === 'GET' && url.pathname === '/') {
      const rows = meetings
        .map((one) => `<tr><td>${escape(one.at)}</td><td>${escape(one.topic)}</td><td>${escape(one.start_time)} ${escape(one.timezone)}</td><td>${one.duration}</td><td>${escape(one.agenda)}</td><td><a href="${escape(one.join_url)}">join</a> · <a href="${escape(one.start_url)}">start</a>${one.auto_recording === 'cloud' ? ` · <form method="post" action="/meetings/${escape(one.id)}/end" style="display:inline"><button>end and record</button></form>` : ''}${one.recordings.map((recording) => ` · <a href="${escape(recording.share_url)}">recording</a>`).join('')}</td></tr>`)
        .join('');
      return html(
        response,
        200,
        page('Zoom stand-in', `<h1>Zoom stand-in</h1><p class="note">Every meeting the API asked Zoom for, oldest first (JSON at <a href="/calls">/calls</a>).</p><table><tr><th>asked at</th><th>topic</th><th>starts</th><th>minutes</th><th>agenda</th><th>links</th></tr>${rows}</table>`),
      );
    }
    return json(response, 404, { code: 404, message: 'Not found.' });
  }

  /** Zoom's `recording.completed` to the API, signed as Zoom signs it; answers the API's status (0 when there is no API to tell). */
  async function sendRecordingEvent(meeting: RecordedMeeting, recording: RecordedMeeting['recordings'][number]): Promise<number> {
    if (!options.webhookUrl) return 0;
    const now = new Date();
    const body = JSON.stringify({
      event: 'recording.completed',
      event_ts: now.getTime(),
      payload: {
        account_id: keys.account_id,
        object: {
          id: Number(meeting.id),
          uuid: recording.uuid,
          topic: meeting.topic,
          start_time: meeting.start_time,
          duration: meeting.duration,
          share_url: recording.share_url,
          recording_play_passcode: recording.passcode,
          recording_files: [{ id: randomUUID(), file_type: 'MP4', recording_type: 'shared_screen_with_speaker_view', recording_start: new Date(now.getTime() - meeting.duration * 60_000).toISOString(), recording_end: now.toISOString(), status: 'completed' }],
        },
      },
    });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const signature = `v0=${createHmac('sha256', keys.webhook_secret_token).update(`v0:${timestamp}:${body}`).digest('hex')}`;
    const answer = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-zm-request-timestamp': timestamp, 'x-zm-signature': signature }, body });
    if (answer.ok) recording.delivered += 1;
    return answer.status;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => json(response, 500, { code: 500, message: String(failure) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  origin = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    keys,
    meetings: () => meetings,
    remember(known) {
      if (meetings.some((one) => one.id === known.meeting_id)) return;
      meetings.push({
        id: known.meeting_id,
        at: new Date().toISOString(),
        topic: known.topic,
        start_time: '',
        duration: 60,
        timezone: 'Asia/Bangkok',
        agenda: '',
        password: '',
        join_url: `${origin}/j/${known.meeting_id}`,
        start_url: '',
        start_links_read: 0,
        auto_recording: 'cloud',
        recordings: [{ uuid: known.uuid, share_url: `${origin}/rec/share/${known.uuid}`, passcode: known.passcode, delivered: 1 }],
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Lambdas' Zoom settings on the local stack: the stand-in's endpoints and credentials. */
export const zoomEnvironment = (zoom: LocalZoom): Record<string, string> => ({
  ZOOM_OAUTH_URL: `${zoom.url}/oauth/token`,
  ZOOM_API_URL: `${zoom.url}/v2`,
  ZOOM_KEYS: JSON.stringify(zoom.keys),
});
