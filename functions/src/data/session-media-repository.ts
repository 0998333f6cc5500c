import type { SessionMediaStore, SessionMediaKind, SessionMediaRecord, SessionRecording, ZoomRecording } from '../live/live-media-ports.js';
import { batchGetAll } from './batch-get.js';
import { unlessRefused, writtenUnlessRefused } from './conditions.js';
import type { Database } from './database.js';
import type { SessionMediaItem } from './entities/session-media.js';

/** A recording as the set keeps it: `<ended at>|<folder>|<playlist>` (none of which holds a `|`). */
const recordingText = (recording: SessionRecording) => [recording.ended_at, recording.folder, recording.playlist].join('|');
function recordingOf(text: string): SessionRecording[] {
  const [ended_at, folder, playlist] = text.split('|');
  return ended_at && folder && playlist ? [{ ended_at, folder, playlist }] : [];
}

/** A Zoom recording as the set keeps it: `<ended at>|<id>|<passcode>|<share page>` (the page last: only it may hold a `|`). */
const zoomRecordingText = (recording: ZoomRecording) => [recording.ended_at, recording.id, recording.password, recording.share_url].join('|');
function zoomRecordingOf(text: string): ZoomRecording[] {
  const [ended_at, id, password, ...page] = text.split('|');
  const share_url = page.join('|');
  return ended_at && id && share_url ? [{ ended_at, id, password: password ?? '', share_url }] : [];
}

const recordOf = (item: SessionMediaItem): SessionMediaRecord => ({
  session_id: item.session_id,
  kind: item.kind,
  status: item.status,
  claim: item.claim,
  claimed_at: item.claimed_at,
  provider_id: item.provider_id ?? '',
  join_url: item.join_url ?? '',
  start_url: item.start_url ?? '',
  start_url_at: item.start_url_at ?? item.created_at ?? '',
  password: item.password ?? '',
  ingest_server: item.ingest_server ?? '',
  stream_key_ref: item.stream_key_ref ?? '',
  playback_url: item.playback_url ?? '',
  recorded: item.recorded ?? false,
  registration: item.registration ?? false,
  created_at: item.created_at ?? '',
  recordings: [...(item.recordings ?? [])].sort().flatMap(recordingOf),
  zoom_recordings: [...(item.zoom_recordings ?? [])].sort().flatMap(zoomRecordingOf),
});

/** Sessions' Zoom meetings and broadcast channels on the table (decision 0051). */
export function createSessionMediaStore(db: Pick<Database, 'sessionMedia' | 'zoomMeetings' | 'zoomRegistrants'>): SessionMediaStore {
  const entity = db.sessionMedia;
  return {
    async get(sessionId, kind) {
      const { data } = await entity.get({ session_id: sessionId, kind }).go({ consistent: true });
      return data ? recordOf(data) : undefined;
    },
    async claim(sessionId: string, kind: SessionMediaKind, claim: string, at: string, staleBefore: string) {
      return writtenUnlessRefused(
        entity
          .put({ session_id: sessionId, kind, status: 'creating', claim, claimed_at: at })
          .where((attr, op) => `${op.notExists(attr.session_id)} OR (${op.eq(attr.status, 'creating')} AND ${op.lt(attr.claimed_at, staleBefore)})`)
          .go(),
      );
    },
    async complete(sessionId, kind, claim, fields) {
      return writtenUnlessRefused(
        entity
          .patch({ session_id: sessionId, kind })
          .set({ ...fields, status: 'ready' })
          .where((attr, op) => op.eq(attr.claim, claim))
          .go(),
      );
    },
    async addRecording(sessionId, recording) {
      return writtenUnlessRefused(
        entity
          .update({ session_id: sessionId, kind: 'broadcast' })
          .add({ recordings: [recordingText(recording)] })
          .where((attr, op) => op.exists(attr.session_id))
          .go(),
      );
    },
    async addZoomRecording(sessionId, meetingId, recording) {
      return writtenUnlessRefused(
        entity
          .update({ session_id: sessionId, kind: 'zoom' })
          .add({ zoom_recordings: [zoomRecordingText(recording)] })
          .where((attr, op) => `${op.eq(attr.status, 'ready')} AND ${op.eq(attr.provider_id, meetingId)}`)
          .go(),
      );
    },
    async recordedAmong(sessionIds) {
      if (!sessionIds.length) return new Set();
      const keys = [...new Set(sessionIds)].flatMap((session_id) => (['broadcast', 'zoom'] as const).map((kind): { session_id: string; kind: SessionMediaKind } => ({ session_id, kind })));
      const items = await batchGetAll(keys, (pending) => entity.get(pending).go({ attributes: ['session_id', 'recordings', 'zoom_recordings'] }), 'session media records');
      return new Set(items.filter((item) => item.recordings?.length || item.zoom_recordings?.length).map((item) => item.session_id));
    },
    async linkMeeting(meetingId, sessionId) {
      await db.zoomMeetings.put({ meeting_id: meetingId, session_id: sessionId }).go();
    },
    async sessionOfMeeting(meetingId) {
      return (await db.zoomMeetings.get({ meeting_id: meetingId }).go()).data?.session_id;
    },
    async registrationOf(sessionId, userId) {
      const item = (await db.zoomRegistrants.get({ session_id: sessionId, user_id: userId }).go()).data;
      return item ? { session_id: item.session_id, user_id: item.user_id, meeting_id: item.meeting_id, registrant_id: item.registrant_id, join_url: item.join_url } : undefined;
    },
    async keepRegistration(registration) {
      await db.zoomRegistrants.put({ ...registration, created_at: new Date().toISOString() }).go();
    },
    async userOfRegistrant(meetingId, registrantId) {
      const { data } = await db.zoomRegistrants.query.byRegistrant({ meeting_id: meetingId, registrant_id: registrantId }).go({ attributes: ['user_id'] });
      return data[0]?.user_id;
    },
    async renewStartUrl(sessionId, startUrl, at) {
      // A meeting gone meanwhile keeps nothing; the link read is still answered.
      await unlessRefused(
        entity
          .patch({ session_id: sessionId, kind: 'zoom' })
          .set({ start_url: startUrl, start_url_at: at })
          .where((attr, op) => op.eq(attr.status, 'ready'))
          .go(),
      );
    },
    async release(sessionId, kind, claim) {
      // Completed or claimed again meanwhile: kept.
      await unlessRefused(
        entity
          .delete({ session_id: sessionId, kind })
          .where((attr, op) => `${op.eq(attr.claim, claim)} AND ${op.eq(attr.status, 'creating')}`)
          .go(),
      );
    },
  };
}
