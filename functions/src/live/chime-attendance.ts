import type { EventBridgeEvent } from 'aws-lambda';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { database, logger } from '../runtime.js';
import type { AttendanceEvent, AttendanceStore } from './attendance-ports.js';

/** What Amazon Chime SDK meetings send EventBridge about an attendee ("Chime Meeting State Change"). */
export interface ChimeMeetingDetail {
  eventType: string;
  /** Epoch milliseconds. */
  timestamp?: number;
  meetingId?: string;
  attendeeId?: string;
  externalUserId?: string;
  externalMeetingId?: string;
}

const JOINS = new Set(['chime:AttendeeJoined']);
const LEAVES = new Set(['chime:AttendeeLeft', 'chime:AttendeeDropped']);

/**
 * A Chime attendee's join or leave as the class room's attendance (decision 0049): the meeting's
 * external id is the session, the attendee's external id `role:user`, the attendee the connection.
 * Anything else (other event types, a meeting not of a session) is not attendance.
 */
export function attendanceOfChimeEvent(detail: ChimeMeetingDetail, time: string): AttendanceEvent | undefined {
  const event = JOINS.has(detail.eventType) ? 'join' : LEAVES.has(detail.eventType) ? 'leave' : undefined;
  if (!event || !detail.externalMeetingId || !detail.attendeeId || !detail.externalUserId) return undefined;
  const [role, ...rest] = detail.externalUserId.split(':');
  const user_id = rest.join(':');
  if ((role !== 'instructor' && role !== 'student') || !user_id) return undefined;
  const at = detail.timestamp ? new Date(detail.timestamp).toISOString() : time;
  return { session_id: detail.externalMeetingId, user_id, role, event, at, connection_id: detail.attendeeId };
}

let store: AttendanceStore | undefined;

/** The EventBridge rule's target: records the attendee's join or leave. */
export const handler = async (event: EventBridgeEvent<'Chime Meeting State Change', ChimeMeetingDetail>) => {
  const attendance = attendanceOfChimeEvent(event.detail, event.time);
  if (!attendance) return;
  await (store ??= createAttendanceStore(database())).record(attendance);
  logger.info('Room attendance', { session: attendance.session_id, event: attendance.event });
};
