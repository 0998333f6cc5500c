import { createHmac, timingSafeEqual } from 'node:crypto';
import { message, sessionMinutes, type BroadcastView, type BroadcastWatchingAnswer, type ClassSession, type SessionRecordings, type ZoomEvent, type ZoomLink } from '@lm/shared';
import type { Caller } from '../http/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { admittedNow, participantOf, type Participant } from './access.js';
import { sessionOfChannel, type BroadcastChannel } from './broadcast-ports.js';
import type { AttendanceEvent } from './attendance-ports.js';
import type { LiveMediaPorts, SessionMediaFields, SessionMediaKind, SessionMediaRecord, SessionRecording } from './live-media-ports.js';

/** A claim older than this belongs to a call that died: the next one makes the meeting instead. */
const STALE_CLAIM_MS = 30_000;
/** How long a call waits for another one making the same meeting, and how often it looks. */
const WAIT_STEP_MS = 200;
const WAIT_STEPS = 35;
/**
 * Zoom's start link carries a host token that lasts two hours from when the meeting was read. An
 * instructor asking later than this is given a link read again, so a long class can still be started.
 */
export const START_LINK_FRESH_MS = 90 * 60_000;

/**
 * The session's meeting or channel, made once (decision 0051): the first call claims the record
 * under a condition and asks the provider; calls meanwhile wait for it to be stored.
 */
async function ensureMedia(ports: LiveMediaPorts, session: ClassSession, kind: SessionMediaKind, make: () => Promise<SessionMediaFields>): Promise<SessionMediaRecord> {
  for (let step = 0; step < WAIT_STEPS; step++) {
    const kept = await ports.media.get(session.id, kind);
    if (kept?.status === 'ready') return kept;
    const now = ports.now();
    const stale = !kept || Date.parse(kept.claimed_at) < now.getTime() - STALE_CLAIM_MS;
    if (stale) {
      const claim = ports.newId();
      if (await ports.media.claim(session.id, kind, claim, now.toISOString(), new Date(now.getTime() - STALE_CLAIM_MS).toISOString())) {
        let fields: SessionMediaFields;
        try {
          fields = await make();
        } catch (error) {
          await ports.media.release(session.id, kind, claim);
          throw error;
        }
        await ports.media.complete(session.id, kind, claim, fields);
        continue;
      }
    }
    await ports.pause(WAIT_STEP_MS);
  }
  throw new ConflictError(message(kind === 'zoom' ? 'zoomPending' : 'broadcastPending'), 'mediaPending');
}

async function admitted(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string, kind: SessionMediaKind): Promise<Participant> {
  const participant = await admittedNow(ports.sessions, caller, sessionId, await ports.joinBeforeMinutes(), ports.now());
  if (participant.session.room_kind !== kind) throw new ConflictError(message(kind === 'zoom' ? 'notOnZoom' : 'notBroadcast'), 'wrongRoomKind');
  return participant;
}

const topicOf = (session: ClassSession) => [session.title_th, session.title_en].filter(Boolean).join(' / ') || 'Live class';

/** `GET /api/me/sessions/{id}/zoom`: the join link for a seated student, the start link for the instructor. */
export async function sessionZoom(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<ZoomLink> {
  const { session, role } = await admitted(ports, caller, sessionId, 'zoom');
  const meeting = await ensureMedia(ports, session, 'zoom', async () => {
    const made = await (await ports.zoom()).create({ topic: topicOf(session), starts_at: session.starts_at, duration_minutes: Math.max(1, sessionMinutes(session)), session_id: session.id, record: await ports.recordClasses() });
    // Zoom's recording events name the meeting: which session it is, kept before anyone may use it.
    await ports.media.linkMeeting(made.id, session.id);
    const at = ports.now().toISOString();
    return { provider_id: made.id, join_url: made.join_url, start_url: made.start_url, start_url_at: at, password: made.password, ingest_server: '', stream_key_ref: '', playback_url: '', recorded: false, registration: true, created_at: at };
  });
  let startUrl = meeting.start_url;
  if (role === 'instructor' && !(ports.now().getTime() - Date.parse(meeting.start_url_at) < START_LINK_FRESH_MS)) {
    startUrl = await (await ports.zoom()).startUrl(meeting.provider_id);
    await ports.media.renewStartUrl(session.id, startUrl, ports.now().toISOString());
  }
  return {
    session_id: session.id,
    role,
    title_th: session.title_th,
    title_en: session.title_en,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    meeting_id: meeting.provider_id,
    url: role === 'instructor' ? startUrl : await studentJoinUrl(ports, meeting, caller.userId),
    password: meeting.password,
  };
}

/**
 * A student's own join link (decision 0055): registered with Zoom once, by the account's e-mail
 * address and name, so Zoom's participant events name them. A meeting made before registration,
 * or an account without an address, takes the meeting's link (where Zoom asks them to register).
 */
async function studentJoinUrl(ports: LiveMediaPorts, meeting: SessionMediaRecord, userId: string): Promise<string> {
  if (!meeting.registration) return meeting.join_url;
  const kept = await ports.media.registrationOf(meeting.session_id, userId);
  if (kept) return kept.join_url;
  const contact = await ports.contact(userId);
  if (!contact?.email) return meeting.join_url;
  const [first = '', ...rest] = contact.name.trim().split(/\s+/);
  const made = await (await ports.zoom()).register(meeting.provider_id, { email: contact.email, first_name: first || contact.email, last_name: rest.join(' ') });
  await ports.media.keepRegistration({ session_id: meeting.session_id, user_id: userId, meeting_id: meeting.provider_id, registrant_id: made.registrant_id, join_url: made.join_url });
  return made.join_url;
}

const channelOf = (record: SessionMediaRecord): BroadcastChannel => ({
  id: record.provider_id,
  ingest_server: record.ingest_server,
  stream_key_ref: record.stream_key_ref,
  playback_url: record.playback_url,
  recorded: record.recorded,
});

async function broadcastOf(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string) {
  const participant = await admitted(ports, caller, sessionId, 'broadcast');
  const channels = await ports.broadcasts();
  const { session } = participant;
  const record = await ensureMedia(ports, session, 'broadcast', async () => {
    const made = await channels.create({ session_id: session.id, name: topicOf(session), record: await ports.recordClasses() });
    return {
      provider_id: made.id,
      join_url: '',
      start_url: '',
      start_url_at: '',
      password: '',
      ingest_server: made.ingest_server,
      stream_key_ref: made.stream_key_ref,
      playback_url: made.playback_url,
      recorded: made.recorded,
      created_at: ports.now().toISOString(),
    };
  });
  return { ...participant, channels, channel: channelOf(record) };
}

/** A participant's playback token lasts past the class's end by this much, so a player reloading its playlist late in the class keeps playing. */
const PLAYBACK_AFTER_END_MS = 30 * 60_000;

async function viewOf({ session, role, channels, channel }: Awaited<ReturnType<typeof broadcastOf>>): Promise<BroadcastView> {
  return {
    session_id: session.id,
    role,
    title_th: session.title_th,
    title_en: session.title_en,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    playback_url: await channels.viewerUrl(channel, new Date(Date.parse(session.ends_at) + PLAYBACK_AFTER_END_MS)),
    live: await channels.isLive(channel),
    ingest:
      role === 'instructor'
        ? { server: channel.ingest_server, stream_key: channel.ingest_server ? await channels.streamKey(channel) : '', test_source: typeof channels.startTestSource === 'function' }
        : null,
  };
}

const instructorOnly = (role: Participant['role']) => {
  if (role !== 'instructor') throw new ForbiddenError(message('broadcastInstructorOnly'));
};

/** `GET /api/me/sessions/{id}/broadcast`: the playback URL for everyone in the class; the ingest details for the instructor. */
export async function sessionBroadcast(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<BroadcastView> {
  return viewOf(await broadcastOf(ports, caller, sessionId));
}

/** `POST …/broadcast/start`: the server's test source, where the stage has one. */
export async function startBroadcast(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<BroadcastView> {
  const found = await broadcastOf(ports, caller, sessionId);
  instructorOnly(found.role);
  if (!found.channels.startTestSource) {
    throw new ConflictError(message('broadcastFromEncoder'), 'encoderOnly');
  }
  await found.channels.startTestSource(found.channel, found.session.ends_at);
  return viewOf(found);
}

/** `POST …/broadcast/stop`: ends what the channel receives. */
export async function stopBroadcast(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<BroadcastView> {
  const found = await broadcastOf(ports, caller, sessionId);
  instructorOnly(found.role);
  await found.channels.stop(found.channel);
  return viewOf(found);
}

/** A student's player tells the server about once a minute while it plays; a longer silence than this ends its viewing. */
export const WATCHING_GAP_MS = 3 * 60_000;

/**
 * `POST …/broadcast/watching` (decision 0055): IVS names no viewer, so a seated student's player
 * tells the server while it plays. A viewing is a connection of the attendance: joined at its
 * first call, left at its last. The id the answer gives is the server's, looked up under the
 * caller's own key, so a caller extends only their own viewing, and one silent for longer than
 * WATCHING_GAP_MS starts a new one instead of counting the silence.
 */
export async function watchingBroadcast(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string, viewingId: string | undefined): Promise<BroadcastWatchingAnswer> {
  const { session, role } = await admitted(ports, caller, sessionId, 'broadcast');
  if (role !== 'student') throw new ForbiddenError(message('broadcastWatchStudentsOnly'));
  const now = ports.now();
  const at = now.toISOString();
  const viewing = (id: string) => ({ session_id: session.id, user_id: caller.userId, role: 'student' as const, connection_id: `watch:${id}` });
  if (viewingId) {
    const seen = await ports.attendance.lastLeft(session.id, caller.userId, viewing(viewingId).connection_id);
    if (seen && now.getTime() - Date.parse(seen) <= WATCHING_GAP_MS) {
      await ports.attendance.record({ ...viewing(viewingId), event: 'leave', at });
      return { viewing_id: viewingId };
    }
  }
  // The leave first: a join kept without its leave would count as present until the class's end.
  const started = ports.newId();
  await ports.attendance.record({ ...viewing(started), event: 'leave', at });
  await ports.attendance.record({ ...viewing(started), event: 'join', at });
  return { viewing_id: started };
}

/**
 * A broadcast went on air or off it (decision 0055): IVS's "Stream Start" and "Stream End", or the
 * local test source's. The instructor is present while the class is on air, so a broadcast class
 * counts their minutes and pays as a room class does. A channel no session made is ignored (false).
 */
export async function broadcastOnAir(ports: Pick<LiveMediaPorts, 'media' | 'sessions' | 'attendance'>, channel: { name: string; id: string }, onAir: boolean, at: string, streamId: string): Promise<boolean> {
  const sessionId = await sessionOfBroadcast(ports, channel);
  const session = sessionId ? await ports.sessions.get(sessionId) : undefined;
  if (!session) return false;
  await ports.attendance.record({ session_id: session.id, user_id: session.instructor_user_id, role: 'instructor', event: onAir ? 'join' : 'leave', at, connection_id: `ivs:${streamId}` });
  return true;
}

/** How long a recording's cookies let the browser fetch its files: a class's length and more. */
const RECORDING_HOURS = 4;

/**
 * A provider finished a recording of a channel (decision 0054): IVS's "Recording End" event, or
 * the local stand-in's end. Kept on the session whose channel it is; a channel no session made is
 * ignored (false).
 */
export async function recordingEnded(ports: Pick<LiveMediaPorts, 'media'>, channel: { name: string; id: string }, recording: SessionRecording): Promise<boolean> {
  const sessionId = await sessionOfBroadcast(ports, channel);
  return sessionId ? ports.media.addRecording(sessionId, recording) : false;
}

/** The session a provider's event about a channel is of: named by the channel, and only while that channel is the one kept for it. */
async function sessionOfBroadcast(ports: Pick<LiveMediaPorts, 'media'>, channel: { name: string; id: string }): Promise<string | undefined> {
  const sessionId = sessionOfChannel(channel.name);
  const kept = sessionId ? await ports.media.get(sessionId, 'broadcast') : undefined;
  return kept?.status === 'ready' && kept.provider_id === channel.id ? sessionId : undefined;
}

/**
 * `GET /api/me/sessions/{id}/recordings`: a class's recordings for its instructor and seated
 * students, at any time after they are made: a broadcast's with the signed cookies that open their
 * files, a Zoom class's as Zoom's pages with their passcodes.
 */
export async function sessionRecordings(ports: LiveMediaPorts, caller: Pick<Caller, 'userId'>, sessionId: string): Promise<{ answer: SessionRecordings; cookies: string[] }> {
  const { session } = await participantOf(ports.sessions, caller, sessionId);
  const kind = session.room_kind === 'broadcast' || session.room_kind === 'zoom' ? session.room_kind : undefined;
  const kept = kind ? await ports.media.get(session.id, kind) : undefined;
  if (!kept?.recordings.length && !kept?.zoom_recordings.length) throw new NotFoundError(message('noRecording'));
  const expiresAt = new Date(ports.now().getTime() + RECORDING_HOURS * 3_600_000);
  const heading = { session_id: session.id, title_th: session.title_th, title_en: session.title_en, starts_at: session.starts_at, ends_at: session.ends_at, expires_at: expiresAt.toISOString() };
  if (kind === 'zoom') {
    const recordings = kept.zoom_recordings.map((recording) => ({ kind: 'zoom' as const, url: recording.share_url, ended_at: recording.ended_at, password: recording.password }));
    return { answer: { ...heading, recordings }, cookies: [] };
  }
  const signer = await ports.playback();
  const cookies = (await Promise.all(kept.recordings.map((recording) => signer.cookiesForFolder(recording.folder, expiresAt)))).flat();
  const recordings = kept.recordings.map((recording) => ({ kind: 'hls' as const, url: `${signer.mediaUrl}/${recording.folder}/${recording.playlist}`, ended_at: recording.ended_at, password: '' }));
  return { answer: { ...heading, recordings }, cookies };
}

/** How far a Zoom event's timestamp may be from now: older ones may be replays. */
const ZOOM_EVENT_WINDOW_MS = 5 * 60_000;

const zoomHmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Zoom's signature of an event: `v0=` and the HMAC-SHA256 (hex) of `v0:<timestamp>:<raw body>` with the app's secret token. */
export const zoomSignature = (secret: string, timestamp: string, rawBody: string) => `v0=${zoomHmac(secret, `v0:${timestamp}:${rawBody}`)}`;

function signedByZoom(secret: string, rawBody: string, headers: Record<string, string | undefined>, now: Date): boolean {
  const timestamp = headers['x-zm-request-timestamp'] ?? '';
  const given = Buffer.from(headers['x-zm-signature'] ?? '');
  const expected = Buffer.from(zoomSignature(secret, timestamp, rawBody));
  // Zoom's timestamp is in seconds; one in milliseconds (13 digits) is read as such.
  const at = /^\d{1,13}$/.test(timestamp) ? (timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000) : Number.NaN;
  const fresh = Math.abs(now.getTime() - at) <= ZOOM_EVENT_WINDOW_MS;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /public/zoom/events`, Zoom's webhook (decisions 0054, 0055). Every event must carry Zoom's
 * signature, fresh (401 otherwise). The endpoint's validation challenge is answered with its
 * token's HMAC; a finished cloud recording is kept on the session whose meeting it is (a meeting
 * no session made, or an event delivered twice, changes nothing); a participant's join or leave is
 * kept as the class's attendance; other events are taken and ignored.
 */
export async function receiveZoomEvent(ports: LiveMediaPorts, rawBody: string, headers: Record<string, string | undefined>, event: ZoomEvent) {
  const secret = await ports.zoomWebhookSecret();
  if (!secret || !signedByZoom(secret, rawBody, headers, ports.now())) throw new UnauthorizedError();
  const { plainToken } = event.payload;
  if (event.event === 'endpoint.url_validation' && plainToken) return { received: true as const, plainToken, encryptedToken: zoomHmac(secret, plainToken) };
  const meeting = event.payload.object;
  if (event.event === 'recording.completed' && meeting?.id !== undefined && meeting.uuid && meeting.share_url) {
    const meetingId = String(meeting.id);
    const sessionId = await ports.media.sessionOfMeeting(meetingId);
    const ends = (meeting.recording_files ?? []).map((file) => file.recording_end ?? '').filter(Boolean).sort();
    const endedAt = ends.at(-1) ?? new Date(event.event_ts ?? ports.now().getTime()).toISOString();
    if (sessionId) {
      await ports.media.addZoomRecording(sessionId, meetingId, { id: meeting.uuid, share_url: meeting.share_url, password: meeting.recording_play_passcode ?? meeting.password ?? '', ended_at: endedAt });
    }
  }
  const attendance = PARTICIPANT_EVENTS.get(event.event);
  if (attendance && meeting?.id !== undefined && meeting.participant) {
    const kept = await zoomAttendance(ports, event, attendance);
    if (kept) await ports.attendance.record(kept);
  }
  return { received: true as const };
}

const PARTICIPANT_EVENTS = new Map<string, AttendanceEvent['event']>([
  ['meeting.participant_joined', 'join'],
  ['meeting.participant_left', 'leave'],
]);

/**
 * A participant's join or leave as attendance (decision 0055): the host is the class's
 * instructor, a registrant the student registered; anyone else (a guest with the meeting's link),
 * or a meeting no class made, is not attendance.
 */
async function zoomAttendance(ports: LiveMediaPorts, event: ZoomEvent, kind: AttendanceEvent['event']): Promise<AttendanceEvent | undefined> {
  const meeting = event.payload.object;
  const participant = meeting?.participant;
  if (!meeting || !participant) return undefined;
  const meetingId = String(meeting.id);
  const sessionId = await ports.media.sessionOfMeeting(meetingId);
  const session = sessionId ? await ports.sessions.get(sessionId) : undefined;
  if (!session) return undefined;
  const host = !!participant.id && participant.id === meeting.host_id;
  const userId = host ? session.instructor_user_id : participant.registrant_id ? await ports.media.userOfRegistrant(meetingId, participant.registrant_id) : undefined;
  if (!userId) return undefined;
  const given = kind === 'join' ? participant.join_time : participant.leave_time;
  const at = given && !Number.isNaN(Date.parse(given)) ? new Date(given).toISOString() : new Date(event.event_ts ?? ports.now().getTime()).toISOString();
  // A join and its leave name the same participant of the same meeting instance.
  const connection = `zoom:${meeting.uuid ?? meetingId}:${participant.user_id ?? participant.registrant_id ?? participant.id}`;
  return { session_id: session.id, user_id: userId, role: host ? 'instructor' : 'student', event: kind, at, connection_id: connection };
}
