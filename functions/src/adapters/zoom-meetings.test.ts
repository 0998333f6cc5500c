import { describe, expect, it } from 'vitest';
import { bangkokLocalTime, createZoomMeetings, type ZoomKeys } from './zoom-meetings.js';

const keys: ZoomKeys = { account_id: 'acc-1', client_id: 'client-1', client_secret: 'secret-1' };
const request = { topic: 'คณิต ม.6 / Maths', starts_at: '2026-12-01T17:30:00.000Z', duration_minutes: 90, session_id: 's-1', record: false };
const meeting = { id: 81234567890, join_url: 'https://zoom.us/j/81234567890?pwd=abc', start_url: 'https://zoom.us/s/81234567890?zak=xyz', password: '123456' };

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Zoom as a list of answers, one per call, and the calls it received. */
function zoomAnswering(...answers: (() => Response)[]) {
  const calls: Call[] = [];
  const send = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url: String(url), method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  }) as typeof fetch;
  return { calls, send };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = (value: string, seconds = 3599) => json(200, { access_token: value, token_type: 'bearer', expires_in: seconds });

describe('the Zoom meetings adapter', () => {
  it('takes an account token with the Basic credentials, then makes the meeting in Bangkok time', async () => {
    // Prepare
    const zoom = zoomAnswering(token('t-1'), json(201, meeting));
    const meetings = createZoomMeetings({ keys: async () => keys, send: zoom.send });

    // Act
    const made = await meetings.create(request);

    // Assess
    expect(made).toEqual({ id: '81234567890', join_url: meeting.join_url, start_url: meeting.start_url, password: '123456' });
    const [tokenCall, createCall] = zoom.calls;
    expect(tokenCall?.url).toBe('https://zoom.us/oauth/token?grant_type=account_credentials&account_id=acc-1');
    expect(tokenCall?.method).toBe('POST');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${Buffer.from('client-1:secret-1').toString('base64')}`);
    expect(createCall?.url).toBe('https://api.zoom.us/v2/users/me/meetings');
    expect(createCall?.headers.authorization).toBe('Bearer t-1');
    // 17:30 UTC is half past midnight of the next day in Bangkok.
    expect(createCall?.body).toMatchObject({ topic: request.topic, type: 2, start_time: '2026-12-02T00:30:00', duration: 90, timezone: 'Asia/Bangkok', agenda: 'Class session s-1', settings: { auto_recording: 'none', approval_type: 0, registrants_email_notification: false } });
  });

  it('keeps the token until shortly before it expires, and shares one token request among calls at once', async () => {
    // Prepare
    let now = Date.parse('2026-12-01T00:00:00Z');
    const zoom = zoomAnswering(token('t-1', 3600), json(201, meeting), json(201, meeting), json(201, meeting), token('t-2', 3600), json(201, meeting));
    const meetings = createZoomMeetings({ keys: async () => keys, send: zoom.send, now: () => now });

    // Act
    await Promise.all([meetings.create(request), meetings.create(request)]);
    now += 3_000_000;
    await meetings.create(request);
    now += 600_000;
    await meetings.create(request);

    // Assess
    const tokenCalls = zoom.calls.filter((call) => call.url.includes('/oauth/token'));
    expect(tokenCalls).toHaveLength(2);
    const bearers = zoom.calls.filter((call) => call.url.endsWith('/meetings')).map((call) => call.headers.authorization);
    expect(bearers).toEqual(['Bearer t-1', 'Bearer t-1', 'Bearer t-1', 'Bearer t-2']);
  });

  it('takes a new token once when Zoom no longer accepts the kept one', async () => {
    // Prepare
    const zoom = zoomAnswering(token('t-1'), json(401, { code: 124, message: 'Invalid access token.' }), token('t-2'), json(201, meeting));
    const meetings = createZoomMeetings({ keys: async () => keys, send: zoom.send });

    // Act
    const made = await meetings.create(request);

    // Assess
    expect(made.id).toBe('81234567890');
    expect(zoom.calls.map((call) => call.headers.authorization)).toEqual([expect.stringMatching(/^Basic /), 'Bearer t-1', expect.stringMatching(/^Basic /), 'Bearer t-2']);
  });

  it('says in a sentence what went wrong', async () => {
    const refused = createZoomMeetings({ keys: async () => keys, send: zoomAnswering(json(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' })).send });
    await expect(refused.create(request)).rejects.toThrow("Zoom refused the app's credentials (Invalid client_id or client_secret): check the account id, client id and secret.");

    const invalid = createZoomMeetings({ keys: async () => keys, send: zoomAnswering(token('t-1'), json(400, { code: 300, message: 'Invalid start_time.' })).send });
    await expect(invalid.create(request)).rejects.toThrow('Zoom did not make the meeting: Invalid start_time.');

    const away = createZoomMeetings({ keys: async () => keys, send: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    await expect(away.create(request)).rejects.toThrow('Zoom could not be reached. Try again in a moment.');
  });

  it('reads a meeting’s start link again, with the kept token, and says when Zoom has no such meeting', async () => {
    // Prepare
    const zoom = zoomAnswering(token('t-1'), json(200, { ...meeting, start_url: 'https://zoom.us/s/81234567890?zak=new' }), json(404, { code: 3001, message: 'Meeting does not exist: 81234567890.' }));
    const meetings = createZoomMeetings({ keys: async () => keys, send: zoom.send });

    // Act
    const link = await meetings.startUrl('81234567890');
    const gone = meetings.startUrl('81234567890');

    // Assess
    expect(link).toBe('https://zoom.us/s/81234567890?zak=new');
    await expect(gone).rejects.toThrow("Zoom did not give the meeting's start link: Meeting does not exist: 81234567890.");
    expect(zoom.calls.slice(1).map((call) => [call.method, call.url, call.headers.authorization])).toEqual([
      ['GET', 'https://api.zoom.us/v2/meetings/81234567890', 'Bearer t-1'],
      ['GET', 'https://api.zoom.us/v2/meetings/81234567890', 'Bearer t-1'],
    ]);
  });

  it('registers a student for a meeting, and says when Zoom refuses', async () => {
    // Prepare
    const zoom = zoomAnswering(
      token('t-1'),
      json(201, { id: 81234567890, registrant_id: 'r-9', join_url: 'https://zoom.us/w/81234567890?tk=abc', topic: 'Maths' }),
      json(400, { code: 3000, message: 'Registration has not been enabled for this meeting: 81234567890.' }),
    );
    const meetings = createZoomMeetings({ keys: async () => keys, send: zoom.send });
    const pupil = { email: 'somchai@example.com', first_name: 'Somchai', last_name: 'Jaidee' };

    // Act
    const registered = await meetings.register('81234567890', pupil);
    const refused = meetings.register('81234567890', pupil);

    // Assess
    expect(registered).toEqual({ registrant_id: 'r-9', join_url: 'https://zoom.us/w/81234567890?tk=abc' });
    await expect(refused).rejects.toThrow('Zoom did not register the student for the meeting: Registration has not been enabled for this meeting: 81234567890.');
    expect(zoom.calls[1]).toMatchObject({ method: 'POST', url: 'https://api.zoom.us/v2/meetings/81234567890/registrants', body: pupil });
  });

  it('writes an instant as Bangkok wall time, across midnight', () => {
    expect(bangkokLocalTime('2026-12-31T16:59:00.000Z')).toBe('2026-12-31T23:59:00');
    expect(bangkokLocalTime('2026-12-31T17:00:00.000Z')).toBe('2027-01-01T00:00:00');
  });
});
