/** A Zoom meeting made for a class session (decision 0051). */
export interface ZoomMeeting {
  id: string;
  join_url: string;
  /** The host's link; Zoom's carries a token that lasts two hours from when the meeting was read. */
  start_url: string;
  password: string;
}

/** A student registered for a meeting (decision 0055): their own join link, and the id Zoom's participant events name them by. */
export interface ZoomRegistrant {
  registrant_id: string;
  join_url: string;
}

/** What a meeting is made with: its times in UTC, sent to Zoom in Asia/Bangkok. */
export interface ZoomMeetingRequest {
  topic: string;
  starts_at: string;
  duration_minutes: number;
  /** The session, kept in the meeting's agenda so an account's meetings name their classes. */
  session_id: string;
  /** Zoom records the meeting to its cloud (`auto_recording: cloud`). */
  record: boolean;
}

/**
 * Zoom's meetings API (server-to-server OAuth app): Zoom in AWS, the local stack's stand-in
 * locally. Errors are plain sentences.
 */
export interface ZoomMeetings {
  create(request: ZoomMeetingRequest): Promise<ZoomMeeting>;
  /** The host's start link read again (`GET /meetings/{id}`), with a new two-hour token. */
  startUrl(meetingId: string): Promise<string>;
  /** Registers a student for a meeting (`POST /meetings/{id}/registrants`), approved at once. */
  register(meetingId: string, person: { email: string; first_name: string; last_name: string }): Promise<ZoomRegistrant>;
}
