import type { PlaybackSigner } from '../learning/playback.js';
import type { AttendanceStore } from './attendance-ports.js';
import type { SessionStore } from './session-ports.js';
import type { BroadcastChannels } from './broadcast-ports.js';
import type { ZoomMeetings } from './zoom-ports.js';

export type SessionMediaKind = 'zoom' | 'broadcast';

/** A session's Zoom meeting or broadcast channel as kept (decision 0051); empty strings for what the kind lacks. */
export interface SessionMediaRecord {
  session_id: string;
  kind: SessionMediaKind;
  status: 'creating' | 'ready';
  claim: string;
  claimed_at: string;
  provider_id: string;
  join_url: string;
  start_url: string;
  /** When Zoom gave `start_url` (its host token lasts two hours from then); empty for a broadcast. */
  start_url_at: string;
  password: string;
  ingest_server: string;
  stream_key_ref: string;
  playback_url: string;
  /** A broadcast made to be recorded. */
  recorded: boolean;
  /** A Zoom meeting each student joins by their own registered link, so its participant events name them (decision 0055). */
  registration: boolean;
  created_at: string;
  /** Oldest first. */
  recordings: SessionRecording[];
  /** A Zoom meeting's cloud recordings, oldest first. */
  zoom_recordings: ZoomRecording[];
}

/** A cloud recording Zoom made of a meeting (decision 0054): watched on Zoom's page with its passcode. */
export interface ZoomRecording {
  /** Zoom's id of the meeting's instance (its uuid). */
  id: string;
  share_url: string;
  password: string;
  ended_at: string;
}

/** A recording a provider made of a broadcast (decision 0054): files under `folder` of the media bucket. */
export interface SessionRecording {
  /** The folder its files are under (`ivs/v1/<account>/<channel>/…/<recording id>`), without slashes at its ends. */
  folder: string;
  /** The playlist's path inside the folder (`media/hls/master.m3u8`). */
  playlist: string;
  ended_at: string;
}

export type SessionMediaFields = Pick<SessionMediaRecord, 'provider_id' | 'join_url' | 'start_url' | 'start_url_at' | 'password' | 'ingest_server' | 'stream_key_ref' | 'playback_url' | 'recorded' | 'created_at'> &
  Partial<Pick<SessionMediaRecord, 'registration'>>;

/** A student's registration for a session's Zoom meeting (decision 0055). */
export interface ZoomRegistration {
  session_id: string;
  user_id: string;
  meeting_id: string;
  registrant_id: string;
  join_url: string;
}

export interface SessionMediaStore {
  get(sessionId: string, kind: SessionMediaKind): Promise<SessionMediaRecord | undefined>;
  /** Takes the record to make it: true when no one holds it, or the one who did is stale (claimed before `staleBefore`). */
  claim(sessionId: string, kind: SessionMediaKind, claim: string, at: string, staleBefore: string): Promise<boolean>;
  /** Stores what was made, while the claim is still this one's; false when another took it over. */
  complete(sessionId: string, kind: SessionMediaKind, claim: string, fields: SessionMediaFields): Promise<boolean>;
  /** Keeps a Zoom meeting's new start link, read at `at`. */
  renewStartUrl(sessionId: string, startUrl: string, at: string): Promise<void>;
  /** Gives a claim back after the provider refused, so the next call tries again. */
  release(sessionId: string, kind: SessionMediaKind, claim: string): Promise<void>;
  /** Keeps a broadcast's recording; false when the session has no broadcast. Adding one twice keeps one. */
  addRecording(sessionId: string, recording: SessionRecording): Promise<boolean>;
  /** Keeps a Zoom meeting's cloud recording on its session; false unless the session's meeting is this one. Adding one twice keeps one. */
  addZoomRecording(sessionId: string, meetingId: string, recording: ZoomRecording): Promise<boolean>;
  /** Which of these sessions' broadcasts or Zoom meetings hold a recording, read in one batch get rather than one by one. */
  recordedAmong(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Keeps which session a Zoom meeting was made for. */
  linkMeeting(meetingId: string, sessionId: string): Promise<void>;
  /** The session a Zoom meeting was made for. */
  sessionOfMeeting(meetingId: string): Promise<string | undefined>;
  /** A student's registration for a session's meeting, when they have one. */
  registrationOf(sessionId: string, userId: string): Promise<ZoomRegistration | undefined>;
  keepRegistration(registration: ZoomRegistration): Promise<void>;
  /** The student a meeting's registrant is. */
  userOfRegistrant(meetingId: string, registrantId: string): Promise<string | undefined>;
}

export interface LiveMediaPorts {
  sessions: SessionStore;
  media: SessionMediaStore;
  zoom: () => Promise<ZoomMeetings>;
  broadcasts: () => Promise<BroadcastChannels>;
  /** settingLiveroom's `join_before_minutes`. */
  joinBeforeMinutes: () => Promise<number>;
  now: () => Date;
  newId: () => string;
  /** Pauses while another call makes the meeting. */
  pause: (ms: number) => Promise<void>;
  /** settingLiveroom's `recording`: whether broadcasts and Zoom meetings made from now on are recorded. */
  recordClasses: () => Promise<boolean>;
  /** Signed cookies for a recording's folder (decision 0054), as videos' (decision 0034). */
  playback: () => Promise<PlaybackSigner>;
  /** The Zoom app's webhook secret token, which signs its events; none when no webhook is configured. */
  zoomWebhookSecret: () => Promise<string | undefined>;
  /** An account's e-mail address and name, which Zoom registers a student with; undefined when it is gone. */
  contact: (userId: string) => Promise<{ email: string; name: string } | undefined>;
  /** Where Zoom's participant events and students' watching of broadcasts are kept as attendance (decision 0055). */
  attendance: Pick<AttendanceStore, 'record' | 'lastLeft'>;
}
