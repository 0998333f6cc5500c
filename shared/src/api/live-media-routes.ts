import { broadcastView, broadcastWatching, broadcastWatchingAnswer, sessionRecordings, zoomEvent, zoomEventAnswer, zoomLink } from '../live/live-media-schemas.js';
import { defineRoute } from './route.js';
import { idParams } from './schemas/ids.js';

/**
 * `{id}` is a class session: a student who holds no seat in it, or another instructor, finds no
 * such session (404), whatever its kind.
 */
const participant = {
  domain: 'live',
  access: 'signed-in',
  params: idParams,
  ownership: { kind: 'record', list: 'listMyClassSessions' },
} as const;

const BROADCAST = '/api/me/sessions/{id}/broadcast';

/**
 * Zoom meetings and broadcasts of class sessions (decision 0051): the link to a session's Zoom
 * meeting, made on first need, and a broadcast's playback URL and ingest details. Both open from
 * settingLiveroom's `join_before_minutes` before the start to the end, to the session's
 * instructor and its seated students only.
 */
export const liveMediaRoutes = {
  getSessionZoom: defineRoute({
    ...participant,
    id: 'getSessionZoom',
    method: 'GET',
    path: '/api/me/sessions/{id}/zoom',
    summary:
      "A Zoom session's meeting for the caller: the join link for a seated student, the start link for the instructor. The meeting is made once, on the first call in the join window. Before the window 403 sessionNotOpen, after it sessionEnded; a session not on Zoom 409.",
    response: zoomLink,
  }),
  getSessionBroadcast: defineRoute({
    ...participant,
    id: 'getSessionBroadcast',
    method: 'GET',
    path: BROADCAST,
    summary:
      "A broadcast session for the caller: the playback URL (low-latency HLS) and whether it is live; the instructor also gets the ingest server and stream key. The channel is made once, on the first call in the join window.",
    response: broadcastView,
  }),
  startSessionBroadcast: defineRoute({
    ...participant,
    id: 'startSessionBroadcast',
    method: 'POST',
    path: `${BROADCAST}/start`,
    summary:
      "The instructor feeds the channel the server's test picture and tone, where the stage can (the local stack); elsewhere the broadcast starts from the instructor's encoder and this answers 409. Students get 403.",
    response: broadcastView,
  }),
  stopSessionBroadcast: defineRoute({
    ...participant,
    id: 'stopSessionBroadcast',
    method: 'POST',
    path: `${BROADCAST}/stop`,
    summary: "The instructor ends what the channel is receiving (the encoder's stream, or the test source). Students get 403.",
    response: broadcastView,
  }),
  recordBroadcastWatching: defineRoute({
    ...participant,
    id: 'recordBroadcastWatching',
    method: 'POST',
    path: `${BROADCAST}/watching`,
    summary:
      "A seated student's player, about once a minute while it plays the broadcast: the student is present from the first call to the last of one viewing (decision 0055). A call more than three minutes after the viewing's last starts a new one. The instructor, whose presence is the broadcast's time on air, gets 403; outside the join window 403 as the broadcast itself.",
    body: broadcastWatching,
    example: {},
    response: broadcastWatchingAnswer,
  }),
  getSessionRecordings: defineRoute({
    ...participant,
    id: 'getSessionRecordings',
    method: 'GET',
    path: '/api/me/sessions/{id}/recordings',
    summary:
      "A class's recordings (decision 0054) for its instructor and seated students, once made: a broadcast's playlists with the signed cookies that open their files for a few hours, or a Zoom class's cloud recordings (Zoom's page and passcode). None yet, or an in-browser class: 404 noRecording.",
    response: sessionRecordings,
  }),
  receiveZoomEvent: defineRoute({
    id: 'receiveZoomEvent',
    method: 'POST',
    path: '/public/zoom/events',
    domain: 'live',
    access: 'public',
    summary:
      "Zoom's webhook (decision 0054): the signature over the timestamp and raw body is checked with the app's secret token (401 otherwise, or when older than five minutes). Answers the endpoint's validation challenge, keeps a finished cloud recording on the class whose meeting it is, and keeps a participant's join or leave as the class's attendance: the host as its instructor, a registered student as that student (decision 0055).",
    body: zoomEvent,
    response: zoomEventAnswer,
  }),
} as const;
