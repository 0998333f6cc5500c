import { createHmac } from 'node:crypto';
import type { ClassSession, SessionSeat, ZoomEvent } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { BroadcastChannels } from './broadcast-ports.js';
import type { AttendanceEvent } from './attendance-ports.js';
import type { LiveMediaPorts, SessionMediaRecord, SessionMediaStore, ZoomRegistration } from './live-media-ports.js';
import { broadcastOnAir, receiveZoomEvent, recordingEnded, sessionBroadcast, sessionRecordings, sessionZoom, startBroadcast, watchingBroadcast, zoomSignature } from './live-media.js';
import { onAirOfIvsEvent, recordingOfIvsEvent } from './ivs-recordings.js';
import type { SessionStore } from './session-ports.js';
import type { ZoomMeetingRequest, ZoomMeetings } from './zoom-ports.js';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const WEBHOOK_SECRET = 'zoom-secret-token';
const session: ClassSession = {
  id: 's-1',
  kind: 'live',
  title_th: 'ฟิสิกส์',
  title_en: 'Physics',
  instructor_id: 'profile-1',
  instructor_user_id: 'teacher',
  course_id: null,
  source_id: null,
  starts_at: '2026-12-01T10:05:00.000Z',
  ends_at: '2026-12-01T11:35:00.000Z',
  room_kind: 'zoom',
  capacity: 10,
  booked: 1,
  status: 'scheduled',
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
};
const seat = { session_id: 's-1', user_id: 'pupil' } as SessionSeat;

/** The session store as far as access reads it. */
const sessionsOf = (one: ClassSession) => ({ get: async (id: string) => (id === one.id ? one : undefined), seat: async (id: string, user: string) => (id === one.id && user === seat.user_id ? seat : undefined) }) as unknown as SessionStore;

/** The media records in memory, with DynamoDB's conditions. */
function memoryMedia(initial: SessionMediaRecord[] = []): SessionMediaStore & { records: Map<string, SessionMediaRecord> } {
  const records = new Map(initial.map((record) => [`${record.session_id}#${record.kind}`, record]));
  const meetings = new Map<string, string>();
  const registrations = new Map<string, ZoomRegistration>();
  return {
    records,
    get: async (id, kind) => records.get(`${id}#${kind}`),
    async claim(id, kind, claim, at, staleBefore) {
      const kept = records.get(`${id}#${kind}`);
      if (kept && !(kept.status === 'creating' && kept.claimed_at < staleBefore)) return false;
      records.set(`${id}#${kind}`, { session_id: id, kind, status: 'creating', claim, claimed_at: at, provider_id: '', join_url: '', start_url: '', start_url_at: '', password: '', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: false, registration: false, created_at: '', recordings: [], zoom_recordings: [] });
      return true;
    },
    async complete(id, kind, claim, fields) {
      const kept = records.get(`${id}#${kind}`);
      if (kept?.claim !== claim) return false;
      records.set(`${id}#${kind}`, { ...kept, ...fields, status: 'ready' });
      return true;
    },
    async renewStartUrl(id, startUrl, at) {
      const kept = records.get(`${id}#zoom`);
      if (kept?.status === 'ready') records.set(`${id}#zoom`, { ...kept, start_url: startUrl, start_url_at: at });
    },
    async release(id, kind, claim) {
      if (records.get(`${id}#${kind}`)?.claim === claim) records.delete(`${id}#${kind}`);
    },
    async addRecording(id, recording) {
      const kept = records.get(`${id}#broadcast`);
      if (!kept) return false;
      if (!kept.recordings.some((one) => one.folder === recording.folder)) kept.recordings.push(recording);
      return true;
    },
    async addZoomRecording(id, meetingId, recording) {
      const kept = records.get(`${id}#zoom`);
      if (kept?.status !== 'ready' || kept.provider_id !== meetingId) return false;
      if (!kept.zoom_recordings.some((one) => one.id === recording.id)) kept.zoom_recordings.push(recording);
      return true;
    },
    recordedAmong: async (ids) => new Set(ids.filter((id) => records.get(`${id}#broadcast`)?.recordings.length || records.get(`${id}#zoom`)?.zoom_recordings.length)),
    linkMeeting: async (meetingId, sessionId) => void meetings.set(meetingId, sessionId),
    sessionOfMeeting: async (meetingId) => meetings.get(meetingId),
    registrationOf: async (sessionId, userId) => registrations.get(`${sessionId}#${userId}`),
    keepRegistration: async (registration) => void registrations.set(`${registration.session_id}#${registration.user_id}`, registration),
    userOfRegistrant: async (meetingId, registrantId) => [...registrations.values()].find((one) => one.meeting_id === meetingId && one.registrant_id === registrantId)?.user_id,
  };
}

function portsWith(overrides: Partial<LiveMediaPorts> & { made?: ZoomMeetingRequest[]; reread?: string[]; registered?: string[]; attended?: AttendanceEvent[] }): LiveMediaPorts {
  const made = overrides.made ?? [];
  const reread = overrides.reread ?? [];
  const registered = overrides.registered ?? [];
  const attended = overrides.attended ?? [];
  const zoom: ZoomMeetings = {
    async create(request) {
      made.push(request);
      return { id: `m-${made.length}`, join_url: `https://zoom.test/j/${made.length}`, start_url: `https://zoom.test/s/${made.length}`, password: '123456' };
    },
    async startUrl(meetingId) {
      reread.push(meetingId);
      return `https://zoom.test/s/${meetingId}?again=${reread.length}`;
    },
    async register(meetingId, person) {
      registered.push(`${meetingId}:${person.email}:${person.first_name}:${person.last_name}`);
      return { registrant_id: `r-${registered.length}`, join_url: `https://zoom.test/w/${meetingId}?tk=${registered.length}` };
    },
  };
  let id = 0;
  return {
    sessions: sessionsOf(session),
    media: memoryMedia(),
    zoom: async () => zoom,
    broadcasts: async () => {
      throw new Error('no broadcasts here');
    },
    joinBeforeMinutes: async () => 10,
    now: () => NOW,
    newId: () => `claim-${++id}`,
    pause: async () => undefined,
    recordClasses: async () => false,
    zoomWebhookSecret: async () => WEBHOOK_SECRET,
    contact: async (userId) => (userId === 'pupil' ? { email: 'pupil@example.com', name: 'Pim Pupil Smith' } : userId === 'no-mail' ? { email: '', name: 'No Mail' } : undefined),
    attendance: {
      record: async (event) => void attended.push(event),
      lastLeft: async (sessionId, userId, connectionId) =>
        attended.filter((one) => one.session_id === sessionId && one.user_id === userId && one.connection_id === connectionId && one.event === 'leave').at(-1)?.at,
    },
    playback: async () => ({
      mediaUrl: 'https://shop.test/media',
      cookiesFor: async () => [],
      cookiesForFolder: async (folder, expiresAt) => [`CloudFront-Policy=p; Path=/media/${folder}/; Expires=${expiresAt.toUTCString()}`],
    }),
    ...overrides,
  };
}

describe('a Zoom class’s meeting', () => {
  it('is made with the class’s title, start and length in minutes, once', async () => {
    // Prepare
    const made: ZoomMeetingRequest[] = [];
    const ports = portsWith({ made });

    // Act
    const student = await sessionZoom(ports, { userId: 'pupil' }, 's-1');
    const teacher = await sessionZoom(ports, { userId: 'teacher' }, 's-1');

    // Assess
    expect(made).toEqual([{ topic: 'ฟิสิกส์ / Physics', starts_at: session.starts_at, duration_minutes: 90, session_id: 's-1', record: false }]);
    expect(student).toMatchObject({ role: 'student', url: 'https://zoom.test/w/m-1?tk=1', password: '123456', meeting_id: 'm-1' });
    expect(teacher).toMatchObject({ role: 'instructor', url: 'https://zoom.test/s/1' });
  });

  it('is taken over from a claim left by a call that died, and not from a fresh one', async () => {
    // Prepare
    const stale: SessionMediaRecord = { session_id: 's-1', kind: 'zoom', status: 'creating', claim: 'gone', claimed_at: new Date(NOW.getTime() - 31_000).toISOString(), provider_id: '', join_url: '', start_url: '', start_url_at: '', password: '', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: false, registration: false, created_at: '', recordings: [], zoom_recordings: [] };
    const fresh = { ...stale, claim: 'busy', claimed_at: new Date(NOW.getTime() - 5_000).toISOString() };

    // Act
    const takenOver = await sessionZoom(portsWith({ media: memoryMedia([stale]) }), { userId: 'pupil' }, 's-1');
    const waiting = sessionZoom(portsWith({ media: memoryMedia([fresh]) }), { userId: 'pupil' }, 's-1');

    // Assess
    expect(takenOver.url).toBe('https://zoom.test/w/m-1?tk=1');
    await expect(waiting).rejects.toMatchObject({ kind: 'conflict', message: 'The Zoom meeting is still being set up. Try again in a moment.' });
  });

  it('gives its claim back when Zoom refuses, so the next call tries again', async () => {
    // Prepare
    const media = memoryMedia();
    const refusing: ZoomMeetings = { create: () => Promise.reject(new Error('Zoom did not make the meeting: Invalid start_time.')), startUrl: () => Promise.reject(new Error('no meeting')), register: () => Promise.reject(new Error('no meeting')) };

    // Act
    const failed = sessionZoom(portsWith({ media, zoom: async () => refusing }), { userId: 'pupil' }, 's-1');

    // Assess
    await expect(failed).rejects.toThrow('Zoom did not make the meeting: Invalid start_time.');
    expect(media.records.size).toBe(0);
    expect((await sessionZoom(portsWith({ media }), { userId: 'pupil' }, 's-1')).url).toBe('https://zoom.test/w/m-1?tk=1');
  });

  it('gives the instructor a start link read again once the kept one is 90 minutes old, and the student the same join link', async () => {
    // Prepare: a three-hour class whose meeting was made ten minutes before it began.
    const long = { ...session, ends_at: '2026-12-01T13:05:00.000Z' };
    const media = memoryMedia();
    const reread: string[] = [];
    const at = (iso: string) => portsWith({ media, reread, sessions: sessionsOf(long), now: () => new Date(iso) });
    await sessionZoom(at('2026-12-01T09:55:00.000Z'), { userId: 'teacher' }, 's-1');

    // Act
    const early = await sessionZoom(at('2026-12-01T11:24:59.000Z'), { userId: 'teacher' }, 's-1');
    const student = await sessionZoom(at('2026-12-01T12:00:00.000Z'), { userId: 'pupil' }, 's-1');
    const late = await sessionZoom(at('2026-12-01T11:25:00.000Z'), { userId: 'teacher' }, 's-1');
    const again = await sessionZoom(at('2026-12-01T11:30:00.000Z'), { userId: 'teacher' }, 's-1');

    // Assess
    expect(early.url).toBe('https://zoom.test/s/1');
    expect(student.url).toBe('https://zoom.test/w/m-1?tk=1');
    expect(late.url).toBe('https://zoom.test/s/m-1?again=1');
    expect(again.url).toBe('https://zoom.test/s/m-1?again=1');
    expect(reread).toEqual(['m-1']);
    expect(media.records.get('s-1#zoom')).toMatchObject({ start_url: 'https://zoom.test/s/m-1?again=1', start_url_at: '2026-12-01T11:25:00.000Z' });
  });

  it('registers a student with Zoom once, by their address and name, and gives them their own link', async () => {
    // Prepare
    const registered: string[] = [];
    const ports = portsWith({ registered });

    // Act
    const first = await sessionZoom(ports, { userId: 'pupil' }, 's-1');
    const again = await sessionZoom(ports, { userId: 'pupil' }, 's-1');
    const teacher = await sessionZoom(ports, { userId: 'teacher' }, 's-1');

    // Assess
    expect(first.url).toBe('https://zoom.test/w/m-1?tk=1');
    expect(again.url).toBe(first.url);
    expect(teacher.url).toBe('https://zoom.test/s/1');
    expect(registered).toEqual(['m-1:pupil@example.com:Pim:Pupil Smith']);
  });

  it('gives the meeting’s own link for a meeting made before registration, and to an account without an address', async () => {
    // Prepare
    const registered: string[] = [];
    const at = NOW.toISOString();
    const older: SessionMediaRecord = { session_id: 's-1', kind: 'zoom', status: 'ready', claim: 'c', claimed_at: at, provider_id: 'm-old', join_url: 'https://zoom.test/j/old', start_url: 'https://zoom.test/s/old', start_url_at: at, password: '1', ingest_server: '', stream_key_ref: '', playback_url: '', recorded: false, registration: false, created_at: at, recordings: [], zoom_recordings: [] };
    const seatedWithoutMail = { get: async () => session, seat: async (_id: string, user: string) => ({ session_id: 's-1', user_id: user }) as SessionSeat } as unknown as SessionStore;

    // Act
    const fromOlder = await sessionZoom(portsWith({ registered, media: memoryMedia([older]) }), { userId: 'pupil' }, 's-1');
    const withoutMail = await sessionZoom(portsWith({ registered, sessions: seatedWithoutMail }), { userId: 'no-mail' }, 's-1');

    // Assess
    expect(fromOlder.url).toBe('https://zoom.test/j/old');
    expect(withoutMail.url).toBe('https://zoom.test/j/1');
    expect(registered).toEqual([]);
  });

  it('is refused outside the window, to strangers, and for a class of another kind', async () => {
    const early = portsWith({ now: () => new Date('2026-12-01T09:54:59.000Z') });
    await expect(sessionZoom(early, { userId: 'pupil' }, 's-1')).rejects.toMatchObject({ kind: 'forbidden', details: { code: 'sessionNotOpen' } });
    await expect(sessionZoom(portsWith({}), { userId: 'someone' }, 's-1')).rejects.toMatchObject({ kind: 'not-found' });
    const broadcast = portsWith({ sessions: sessionsOf({ ...session, room_kind: 'broadcast' }) });
    await expect(sessionZoom(broadcast, { userId: 'pupil' }, 's-1')).rejects.toMatchObject({ kind: 'conflict', message: 'This class does not meet on Zoom.' });
  });
});

describe('a broadcast class', () => {
  const channels: BroadcastChannels = {
    create: async ({ record }) => ({ id: 'ch-1', ingest_server: 'rtmps://ingest.test:443/app/', stream_key_ref: 'key-1', playback_url: 'https://play.test/1.m3u8', recorded: record }),
    streamKey: async () => 'sk_secret',
    isLive: async () => false,
    stop: async () => undefined,
    viewerUrl: async (channel, expiresAt) => `${channel.playback_url}?token=until-${expiresAt.toISOString()}`,
  };
  const broadcastPorts = () => portsWith({ sessions: sessionsOf({ ...session, room_kind: 'broadcast' }), broadcasts: async () => channels });

  it('gives each participant the playback URL with a token lasting past the class’s end', async () => {
    const view = await sessionBroadcast(broadcastPorts(), { userId: 'pupil' }, 's-1');
    // The class ends at 11:35; the token lasts half an hour longer.
    expect(view.playback_url).toBe('https://play.test/1.m3u8?token=until-2026-12-01T12:05:00.000Z');
    expect(view.ingest).toBeNull();
  });

  it('starts from the encoder where the stage has no test source, and only for the instructor', async () => {
    await expect(startBroadcast(broadcastPorts(), { userId: 'teacher' }, 's-1')).rejects.toMatchObject({ kind: 'conflict', details: { code: 'encoderOnly' } });
    await expect(startBroadcast(broadcastPorts(), { userId: 'pupil' }, 's-1')).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('is recorded when settingLiveroom says so, and its recordings open to the class alone, with cookies for their folders', async () => {
    // Prepare
    const media = memoryMedia();
    const ports = portsWith({ sessions: sessionsOf({ ...session, room_kind: 'broadcast' }), broadcasts: async () => channels, media, recordClasses: async () => true });
    await sessionBroadcast(ports, { userId: 'teacher' }, 's-1');
    const folder = 'ivs/v1/111122223333/abcd/2026/12/1/11/35/rec1';
    const event = recordingOfIvsEvent(
      { channel_name: 'class-s-1', recording_status: 'Recording End', recording_s3_key_prefix: `${folder}/` },
      ['arn:aws:ivs:ap-southeast-1:111122223333:channel/abcd'],
      '2026-12-01T11:36:00Z',
    );
    const later = { ...ports, now: () => new Date('2026-12-02T09:00:00.000Z') };

    // Act
    const before = await sessionRecordings(later, { userId: 'pupil' }, 's-1').catch((error: unknown) => error);
    const elsewhere = await recordingEnded(ports, { name: 'class-s-1', id: 'another-channel' }, { folder, playlist: 'media/hls/master.m3u8', ended_at: 'x' });
    const kept = await recordingEnded(ports, { name: 'class-s-1', id: 'ch-1' }, event!.recording);
    await recordingEnded(ports, { name: 'class-s-1', id: 'ch-1' }, event!.recording);
    const { answer, cookies } = await sessionRecordings(later, { userId: 'pupil' }, 's-1');

    // Assess
    expect(media.records.get('s-1#broadcast')?.recorded).toBe(true);
    expect(before).toMatchObject({ kind: 'not-found', message: 'This class has no recording.' });
    expect([elsewhere, kept]).toEqual([false, true]);
    expect(answer.recordings).toEqual([{ kind: 'hls', password: '', url: `https://shop.test/media/${folder}/media/hls/master.m3u8`, ended_at: '2026-12-01T11:36:00Z' }]);
    expect(answer.expires_at).toBe('2026-12-02T13:00:00.000Z');
    expect(cookies).toEqual([expect.stringContaining(`Path=/media/${folder}/`)]);
    await expect(sessionRecordings(later, { userId: 'someone' }, 's-1')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('reads only a finished recording of a channel from IVS’s events', () => {
    const arn = ['arn:aws:ivs:ap-southeast-1:1:channel/x'];
    expect(recordingOfIvsEvent({ channel_name: 'class-s-1', recording_status: 'Recording Start', recording_s3_key_prefix: 'ivs/v1/1/x/r' }, arn, 't')).toBeUndefined();
    expect(recordingOfIvsEvent({ channel_name: 'class-s-1', recording_status: 'Recording End' }, arn, 't')).toBeUndefined();
    expect(recordingOfIvsEvent({ channel_name: 'class-s-1', recording_status: 'Recording End', recording_s3_key_prefix: 'ivs/v1/1/x/r' }, [], 't')).toBeUndefined();
  });

  it('counts the instructor present while the class is on air, from IVS’s stream events, for its own channel only', async () => {
    // Prepare: the class's channel is made.
    const attended: AttendanceEvent[] = [];
    const ports = portsWith({ sessions: sessionsOf({ ...session, room_kind: 'broadcast' }), broadcasts: async () => channels, attended });
    await sessionBroadcast(ports, { userId: 'teacher' }, 's-1');
    const arn = ['ch-1'];
    const start = onAirOfIvsEvent({ event_name: 'Stream Start', channel_name: 'class-s-1', stream_id: 'st-1' }, ['arn:aws:ivs:ap-southeast-1:1:channel/ch-1']);

    // Act
    const started = await broadcastOnAir(ports, { name: 'class-s-1', id: 'ch-1' }, true, '2026-12-01T10:05:00.000Z', 'st-1');
    const ended = await broadcastOnAir(ports, { name: 'class-s-1', id: 'ch-1' }, false, '2026-12-01T11:30:00.000Z', 'st-1');
    const elsewhere = await broadcastOnAir(ports, { name: 'class-s-1', id: 'another-channel' }, true, '2026-12-01T10:05:00.000Z', 'st-2');
    const unknown = await broadcastOnAir(ports, { name: 'class-s-404', id: 'ch-1' }, true, '2026-12-01T10:05:00.000Z', 'st-3');

    // Assess
    expect(start).toEqual({ channel: { name: 'class-s-1', id: 'arn:aws:ivs:ap-southeast-1:1:channel/ch-1' }, onAir: true, streamId: 'st-1' });
    expect(onAirOfIvsEvent({ event_name: 'Session Created', channel_name: 'class-s-1' }, arn.map((id) => `arn:aws:ivs:x:1:channel/${id}`))).toBeUndefined();
    expect([started, ended, elsewhere, unknown]).toEqual([true, true, false, false]);
    expect(attended).toEqual([
      { session_id: 's-1', user_id: 'teacher', role: 'instructor', event: 'join', at: '2026-12-01T10:05:00.000Z', connection_id: 'ivs:st-1' },
      { session_id: 's-1', user_id: 'teacher', role: 'instructor', event: 'leave', at: '2026-12-01T11:30:00.000Z', connection_id: 'ivs:st-1' },
    ]);
  });
});

describe("a student watching a broadcast", () => {
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  const watching = (attended: AttendanceEvent[], clock: { now: Date }) => {
    let id = 0;
    return portsWith({ sessions: sessionsOf({ ...session, room_kind: 'broadcast' }), attended, now: () => clock.now, newId: () => `00000000-0000-4000-8000-00000000000${++id}` });
  };

  it('is present from the player’s first call to its last, and a silence of more than three minutes starts a new viewing', async () => {
    // Prepare
    const attended: AttendanceEvent[] = [];
    const clock = { now: at(6) };
    const ports = watching(attended, clock);

    // Act: a minute apart, then five minutes of silence (the tab closed), then again.
    const first = await watchingBroadcast(ports, { userId: 'pupil' }, 's-1', undefined);
    clock.now = at(7);
    const second = await watchingBroadcast(ports, { userId: 'pupil' }, 's-1', first.viewing_id);
    clock.now = at(12);
    const afterSilence = await watchingBroadcast(ports, { userId: 'pupil' }, 's-1', second.viewing_id);
    const unknown = await watchingBroadcast(ports, { userId: 'pupil' }, 's-1', '00000000-0000-4000-8000-0000000000ff');

    // Assess
    expect([first, second, afterSilence, unknown].map((answer) => answer.viewing_id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
    const of = (id: string) => attended.filter((one) => one.connection_id === `watch:00000000-0000-4000-8000-00000000000${id}`).map(({ event, at: when }) => `${event} ${when.slice(11, 16)}`);
    expect(of('1')).toEqual(['leave 10:06', 'join 10:06', 'leave 10:07']);
    expect(of('2')).toEqual(['leave 10:12', 'join 10:12']);
    expect(attended.every((one) => one.user_id === 'pupil' && one.role === 'student' && one.session_id === 's-1')).toBe(true);
  });

  it('is counted for seated students only: the instructor is refused, and another student finds no such class', async () => {
    // Prepare
    const attended: AttendanceEvent[] = [];
    const ports = watching(attended, { now: at(6) });

    // Act
    const instructor = watchingBroadcast(ports, { userId: 'teacher' }, 's-1', undefined);
    const stranger = watchingBroadcast(ports, { userId: 'stranger' }, 's-1', undefined);
    const zoom = watchingBroadcast(portsWith({ attended }), { userId: 'pupil' }, 's-1', undefined);

    // Assess
    await expect(instructor).rejects.toMatchObject({ kind: 'forbidden', message: "Students' players count their watching; the instructor is present while the class is on air." });
    await expect(stranger).rejects.toMatchObject({ kind: 'not-found' });
    await expect(zoom).rejects.toMatchObject({ kind: 'conflict', message: 'This class is not broadcast.' });
    expect(attended).toEqual([]);
  });
});

describe('Zoom’s webhook', () => {
  /** An event as Zoom sends it: the raw body, and the headers that sign it at `at`. */
  const signed = (event: ZoomEvent, at = NOW, secret = WEBHOOK_SECRET) => {
    const raw = JSON.stringify(event);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return { raw, event, headers: { 'x-zm-request-timestamp': timestamp, 'x-zm-signature': zoomSignature(secret, timestamp, raw) } };
  };
  const completed = (meetingId: string, uuid: string): ZoomEvent => ({
    event: 'recording.completed',
    event_ts: NOW.getTime(),
    payload: {
      object: {
        id: meetingId,
        uuid,
        share_url: `https://zoom.test/rec/share/${uuid}`,
        recording_play_passcode: 'play-1',
        recording_files: [{ recording_end: '2026-12-01T11:30:00Z' }, { recording_end: '2026-12-01T11:35:00Z' }],
      },
    },
  });

  it('answers the endpoint’s validation challenge with the token’s HMAC', async () => {
    const { raw, event, headers } = signed({ event: 'endpoint.url_validation', payload: { plainToken: 'plain-1' } });
    const answer = await receiveZoomEvent(portsWith({}), raw, headers, event);
    expect(answer).toEqual({ received: true, plainToken: 'plain-1', encryptedToken: createHmac('sha256', WEBHOOK_SECRET).update('plain-1').digest('hex') });
  });

  it('refuses an event not signed by the app’s secret, a changed body, an old one, and any when no secret is set', async () => {
    const ports = portsWith({});
    const good = signed(completed('m-1', 'u-1'));
    const refusal = { kind: 'unauthenticated' };
    await expect(receiveZoomEvent(ports, good.raw, signed(completed('m-1', 'u-1'), NOW, 'another secret').headers, good.event)).rejects.toMatchObject(refusal);
    await expect(receiveZoomEvent(ports, good.raw.replace('u-1', 'u-2'), good.headers, good.event)).rejects.toMatchObject(refusal);
    const old = signed(completed('m-1', 'u-1'), new Date(NOW.getTime() - 5 * 60_000 - 1_000));
    await expect(receiveZoomEvent(ports, old.raw, old.headers, old.event)).rejects.toMatchObject(refusal);
    await expect(receiveZoomEvent(portsWith({ zoomWebhookSecret: async () => undefined }), good.raw, good.headers, good.event)).rejects.toMatchObject(refusal);
    // A timestamp in milliseconds is read as one.
    const millis = String(NOW.getTime());
    expect(await receiveZoomEvent(ports, good.raw, { 'x-zm-request-timestamp': millis, 'x-zm-signature': zoomSignature(WEBHOOK_SECRET, millis, good.raw) }, good.event)).toEqual({ received: true });
  });

  it('keeps the host’s and a registered student’s joins and leaves as the class’s attendance, and no one else’s', async () => {
    // Prepare: the meeting, and the student registered for it.
    const attended: AttendanceEvent[] = [];
    const ports = portsWith({ attended });
    await sessionZoom(ports, { userId: 'pupil' }, 's-1');
    const participantEvent = (event: string, participant: Record<string, string>, meetingId = 'm-1'): ZoomEvent => ({
      event,
      event_ts: NOW.getTime(),
      payload: { object: { id: meetingId, uuid: 'inst-1', host_id: 'zoom-host', participant } },
    });
    const deliver = async (event: ZoomEvent) => {
      const { raw, headers } = signed(event);
      return receiveZoomEvent(ports, raw, headers, event);
    };

    // Act
    await deliver(participantEvent('meeting.participant_joined', { id: 'zoom-host', user_id: '16778240', join_time: '2026-12-01T10:03:00Z' }));
    await deliver(participantEvent('meeting.participant_joined', { user_id: '16779264', registrant_id: 'r-1', join_time: '2026-12-01T10:06:00Z' }));
    await deliver(participantEvent('meeting.participant_left', { user_id: '16779264', registrant_id: 'r-1', leave_time: '2026-12-01T11:00:00Z' }));
    // A guest with the meeting's link, an unknown registrant, and a meeting no class made.
    await deliver(participantEvent('meeting.participant_joined', { user_id: '1', join_time: '2026-12-01T10:06:00Z' }));
    await deliver(participantEvent('meeting.participant_joined', { user_id: '2', registrant_id: 'r-404', join_time: '2026-12-01T10:06:00Z' }));
    await deliver(participantEvent('meeting.participant_joined', { id: 'zoom-host', user_id: '3' }, 'm-99'));
    // An event named as an object's own property is no participant event.
    await deliver(participantEvent('constructor', { id: 'zoom-host', user_id: '4' }));

    // Assess
    expect(attended).toEqual([
      { session_id: 's-1', user_id: 'teacher', role: 'instructor', event: 'join', at: '2026-12-01T10:03:00.000Z', connection_id: 'zoom:inst-1:16778240' },
      { session_id: 's-1', user_id: 'pupil', role: 'student', event: 'join', at: '2026-12-01T10:06:00.000Z', connection_id: 'zoom:inst-1:16779264' },
      { session_id: 's-1', user_id: 'pupil', role: 'student', event: 'leave', at: '2026-12-01T11:00:00.000Z', connection_id: 'zoom:inst-1:16779264' },
    ]);
  });

  it('keeps a finished cloud recording on the class whose meeting it is, once, for its class alone', async () => {
    // Prepare: the class's meeting, made while recording was on.
    const made: ZoomMeetingRequest[] = [];
    const ports = portsWith({ made, recordClasses: async () => true });
    await sessionZoom(ports, { userId: 'pupil' }, 's-1');
    const delivered = signed(completed('m-1', 'u-1'));
    const stranger = signed(completed('m-99', 'u-9'));

    // Act
    await receiveZoomEvent(ports, delivered.raw, delivered.headers, delivered.event);
    await receiveZoomEvent(ports, delivered.raw, delivered.headers, delivered.event);
    await receiveZoomEvent(ports, stranger.raw, stranger.headers, stranger.event);
    const asStudent = await sessionRecordings(ports, { userId: 'pupil' }, 's-1');

    // Assess
    expect(made[0]?.record).toBe(true);
    expect(asStudent.cookies).toEqual([]);
    expect(asStudent.answer.recordings).toEqual([{ kind: 'zoom', url: 'https://zoom.test/rec/share/u-1', password: 'play-1', ended_at: '2026-12-01T11:35:00Z' }]);
    expect(await ports.media.recordedAmong(['s-1', 's-2'])).toEqual(new Set(['s-1']));
    await expect(sessionRecordings(ports, { userId: 'someone' }, 's-1')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
