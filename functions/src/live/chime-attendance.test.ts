import { describe, expect, it } from 'vitest';
import { attendanceOfChimeEvent } from './chime-attendance.js';

const base = { meetingId: 'm-1', attendeeId: 'a-1', externalMeetingId: 'session-1', externalUserId: 'student:user-1', timestamp: Date.parse('2026-03-01T03:05:00Z') };

describe("Chime's attendee events as attendance", () => {
  it('maps a join and a leave or drop', () => {
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:AttendeeJoined' }, '2026-03-01T03:05:01Z')).toEqual({
      session_id: 'session-1',
      user_id: 'user-1',
      role: 'student',
      event: 'join',
      at: '2026-03-01T03:05:00.000Z',
      connection_id: 'a-1',
    });
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:AttendeeLeft' }, '')?.event).toBe('leave');
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:AttendeeDropped', externalUserId: 'instructor:t-1' }, '')).toMatchObject({ event: 'leave', role: 'instructor', user_id: 't-1' });
  });

  it('takes the event time when the detail has none', () => {
    expect(attendanceOfChimeEvent({ ...base, timestamp: undefined, eventType: 'chime:AttendeeJoined' }, '2026-03-01T03:06:00Z')?.at).toBe('2026-03-01T03:06:00Z');
  });

  it('ignores other events and attendees not of a session room', () => {
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:MeetingStarted' }, '')).toBeUndefined();
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:AttendeeJoined', externalUserId: 'someone' }, '')).toBeUndefined();
    expect(attendanceOfChimeEvent({ ...base, eventType: 'chime:AttendeeJoined', externalMeetingId: undefined }, '')).toBeUndefined();
  });
});
