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
 *
 * A meeting made with registration (`approval_type` 0) registers students
 * (`POST /v2/meetings/{id}/registrants`), each with their own join link; its shared link then asks
 * to register, as Zoom's does. Opening a registrant's link or the host's start link joins the
 * meeting, and its Leave button (or the meeting's end) leaves it: each sends the API Zoom's
 * `meeting.participant_joined` or `meeting.participant_left`, signed, naming the registrant or the
 * host (decision 0055).
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
  /** Students join by their own registered links (`approval_type` 0 or 1). */
  registration: boolean;
  registrants: { registrant_id: string; email: string; first_name: string; last_name: string; token: string }[];
  /** Everyone who joined, in order: the host, or a registrant. */
  participants: { user_id: string; registrant_id: string | null; host: boolean; joined_at: string; left_at: string | null }[];
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
  /** The account's user, who hosts every meeting the app makes (`host_id`). */
  const hostId = `host_${randomBytes(6).toString('hex')}`;
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
      const settings = typeof body.settings === 'object' && body.settings ? (body.settings as Record<string, unknown>) : {};
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
        auto_recording: typeof settings.auto_recording === 'string' ? settings.auto_recording : 'none',
        recordings: [],
        registration: settings.approval_type === 0 || settings.approval_type === 1,
        registrants: [],
        participants: [],
      };
      meetings.push(meeting);
      return json(response, 201, { id: Number(id), host_id: hostId, topic, type: 2, start_time, duration, timezone: meeting.timezone, password, join_url: meeting.join_url, start_url: meeting.start_url });
    }

    const registering = /^\/v2\/meetings\/(\d+)\/registrants$/.exec(url.pathname);
    if (method === 'POST' && registering) {
      if (!signedIn(request)) return json(response, 401, { code: 124, message: 'Invalid access token.' });
      const meeting = meetings.find((one) => one.id === registering[1]);
      if (!meeting) return json(response, 404, { code: 3001, message: `Meeting does not exist: ${registering[1]}.` });
      if (!meeting.registration) return json(response, 400, { code: 3000, message: `Registration has not been enabled for this meeting: ${meeting.id}.` });
      const body = await readBody(request);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const firstName = typeof body.first_name === 'string' ? body.first_name.trim() : '';
      if (!/^[^@\s]+@[^@\s]+$/.test(email) || !firstName) return json(response, 400, { code: 300, message: 'A registrant needs an e-mail address and a first name.' });
      // Zoom registers an address once: registering it again answers the same registrant.
      let registrant = meeting.registrants.find((one) => one.email.toLowerCase() === email.toLowerCase());
      if (!registrant) {
        registrant = { registrant_id: randomBytes(8).toString('base64url'), email, first_name: firstName, last_name: typeof body.last_name === 'string' ? body.last_name : '', token: randomBytes(16).toString('base64url') };
        meeting.registrants.push(registrant);
      }
      return json(response, 201, { id: Number(meeting.id), registrant_id: registrant.registrant_id, topic: meeting.topic, start_time: meeting.start_time, join_url: `${origin}/w/${meeting.id}?tk=${registrant.token}` });
    }

    // A participant leaves: the API is told.
    const leaving = /^\/meetings\/(\d+)\/participants\/(\d+)\/leave$/.exec(url.pathname);
    if (method === 'POST' && leaving) {
      const meeting = meetings.find((one) => one.id === leaving[1]);
      const participant = meeting?.participants.find((one) => one.user_id === leaving[2] && !one.left_at);
      if (!meeting || !participant) return html(response, 404, page('Not in the meeting', '<h1>You are not in this meeting</h1>'));
      const status = await leave(meeting, participant);
      return html(response, 200, page(meeting.topic, `<h1>You left the meeting</h1><p class="note" data-webhook-status="${status}">Zoom stand-in of the local stack.</p>`));
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
      for (const participant of meeting.participants.filter((one) => !one.left_at)) await leave(meeting, participant);
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

    const link = /^\/(j|s|w)\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && link) {
      const meeting = meetings.find((one) => one.id === link[2]);
      if (!meeting) return html(response, 404, page('No such meeting', '<h1>No such meeting</h1>'));
      const host = link[1] === 's';
      const registrant = link[1] === 'w' ? meeting.registrants.find((one) => one.token === url.searchParams.get('tk')) : undefined;
      if (link[1] === 'w' && !registrant) return html(response, 403, page('Not registered', '<h1>This registration link is not valid</h1>'));
      if (link[1] === 'j' && meeting.registration) return html(response, 403, page('Register', '<h1>Register for this meeting</h1><p>Join with the link you were given when you registered.</p>'));
      if (link[1] === 'j' && url.searchParams.get('pwd') !== meeting.password) return html(response, 403, page('Wrong passcode', '<h1>The passcode is wrong</h1>'));
      const zak = hostTokens.get(url.searchParams.get('zak') ?? '');
      if (host && !(zak?.meeting === meeting.id && zak.until > Date.now())) return html(response, 403, page('Start link expired', '<h1>This start link has expired</h1><p>Ask for the meeting’s start link again.</p>'));
      const about = `<p class="note">Zoom stand-in of the local stack: meeting ${escape(meeting.id)}, ${escape(meeting.start_time)} ${escape(meeting.timezone)}, ${meeting.duration} minutes.</p>`;
      if (!host && !registrant) return html(response, 200, page(meeting.topic, `<h1>${escape(meeting.topic)}</h1><p>You joined this meeting.</p>${about}`));
      const participant = { user_id: String(randomInt(16_000_000, 17_000_000)), registrant_id: registrant?.registrant_id ?? null, host, joined_at: new Date().toISOString(), left_at: null };
      meeting.participants.push(participant);
      const status = await sendParticipantEvent('meeting.participant_joined', meeting, participant);
      const who = host ? 'You started this meeting as its host.' : `You joined this meeting as ${escape([registrant?.first_name, registrant?.last_name].filter(Boolean).join(' '))}.`;
      return html(
        response,
        200,
        page(
          meeting.topic,
          `<h1>${escape(meeting.topic)}</h1><p>${who}</p><form method="post" action="/meetings/${escape(meeting.id)}/participants/${participant.user_id}/leave"><button>Leave meeting</button></form>${about}<p class="note" data-webhook-status="${status}"></p>`,
        ),
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

  /** An event to the API, signed as Zoom signs it; answers the API's status (0 when there is no API to tell). */
  async function sendEvent(body: string, now: Date): Promise<number> {
    if (!options.webhookUrl) return 0;
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const signature = `v0=${createHmac('sha256', keys.webhook_secret_token).update(`v0:${timestamp}:${body}`).digest('hex')}`;
    const answer = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-zm-request-timestamp': timestamp, 'x-zm-signature': signature }, body });
    return answer.status;
  }

  /** Zoom's `meeting.participant_joined` or `meeting.participant_left`, naming the registrant, or the host by the account's user id. */
  async function sendParticipantEvent(event: string, meeting: RecordedMeeting, participant: RecordedMeeting['participants'][number]): Promise<number> {
    const now = new Date();
    const registrant = meeting.registrants.find((one) => one.registrant_id === participant.registrant_id);
    const body = JSON.stringify({
      event,
      event_ts: now.getTime(),
      payload: {
        account_id: keys.account_id,
        object: {
          id: String(meeting.id),
          uuid: `${meeting.id}-instance`,
          host_id: hostId,
          topic: meeting.topic,
          participant: {
            user_id: participant.user_id,
            user_name: participant.host ? 'Host' : [registrant?.first_name, registrant?.last_name].filter(Boolean).join(' '),
            ...(participant.host ? { id: hostId } : { registrant_id: participant.registrant_id, email: registrant?.email }),
            ...(event === 'meeting.participant_left' ? { leave_time: participant.left_at } : { join_time: participant.joined_at }),
          },
        },
      },
    });
    return sendEvent(body, now);
  }

  async function leave(meeting: RecordedMeeting, participant: RecordedMeeting['participants'][number]): Promise<number> {
    participant.left_at = new Date().toISOString();
    return sendParticipantEvent('meeting.participant_left', meeting, participant);
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
    const status = await sendEvent(body, now);
    if (status >= 200 && status < 300) recording.delivered += 1;
    return status;
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
        registration: false,
        registrants: [],
        participants: [],
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
