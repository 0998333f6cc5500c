import { ChimeSDKMeetingsClient, CreateAttendeeCommand, CreateMeetingCommand, NotFoundException } from '@aws-sdk/client-chime-sdk-meetings';
import type { ClassSession } from '@lm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomMeetingStore } from '../live/room-ports.js';
import { chimeRoomProvider, createChimeRoomProvider } from './chime-room-provider.js';

const chime = mockClient(ChimeSDKMeetingsClient);
const session = { id: 'session-1' } as ClassSession;
const socket = { socketUrl: 'wss://socket.example/prod', ticket: 't' };

function memoryMeetings(): RoomMeetingStore & { kept: Map<string, Record<string, unknown>> } {
  const kept = new Map<string, Record<string, unknown>>();
  return { kept, get: async (id) => kept.get(id), put: async (id, meeting) => void kept.set(id, meeting) };
}

describe('the Chime room provider', () => {
  beforeEach(() => {
    chime.reset();
    chime.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('creates the session its meeting once and adds an attendee per entry', async () => {
    // Prepare
    const meetings = memoryMeetings();
    chime.on(CreateMeetingCommand).resolves({ Meeting: { MeetingId: 'm-1', MediaRegion: 'ap-southeast-1' } });
    chime.on(CreateAttendeeCommand).resolves({ Attendee: { AttendeeId: 'a-1', JoinToken: 'join' } });
    const provider = chimeRoomProvider(meetings, { mediaRegion: 'ap-southeast-1' });

    // Act
    const first = await provider.enter({ session, userId: 'u-1', role: 'instructor' }, socket);
    await provider.enter({ session, userId: 'u-2', role: 'student' }, socket);

    // Assess
    expect(first).toEqual({ provider: 'chime', ...socket, role: 'instructor', user_id: 'u-1', meeting: { MeetingId: 'm-1', MediaRegion: 'ap-southeast-1' }, attendee: { AttendeeId: 'a-1', JoinToken: 'join' } });
    expect(chime).toHaveReceivedCommandTimes(CreateMeetingCommand, 1);
    expect(chime).toHaveReceivedCommandWith(CreateMeetingCommand, { ExternalMeetingId: 'session-1', MediaRegion: 'ap-southeast-1' });
    expect(chime).toHaveReceivedCommandWith(CreateAttendeeCommand, { MeetingId: 'm-1', ExternalUserId: 'instructor:u-1' });
    expect(chime).toHaveReceivedCommandWith(CreateAttendeeCommand, { MeetingId: 'm-1', ExternalUserId: 'student:u-2' });
    expect(meetings.kept.get('session-1')).toEqual({ MeetingId: 'm-1', MediaRegion: 'ap-southeast-1' });
  });

  it('makes the meeting again when Chime has ended the stored one', async () => {
    // Prepare
    const meetings = memoryMeetings();
    meetings.kept.set('session-1', { MeetingId: 'old' });
    chime.on(CreateAttendeeCommand, { MeetingId: 'old' }).rejects(new NotFoundException({ message: 'The meeting ended.', $metadata: {} }));
    chime.on(CreateAttendeeCommand, { MeetingId: 'new' }).resolves({ Attendee: { AttendeeId: 'a-2' } });
    chime.on(CreateMeetingCommand).resolves({ Meeting: { MeetingId: 'new' } });
    const provider = createChimeRoomProvider(new ChimeSDKMeetingsClient({ region: 'ap-southeast-1' }), meetings, { mediaRegion: 'ap-southeast-1' });

    // Act
    const entry = await provider.enter({ session, userId: 'u-2', role: 'student' }, socket);

    // Assess
    expect(entry).toMatchObject({ provider: 'chime', meeting: { MeetingId: 'new' }, attendee: { AttendeeId: 'a-2' } });
    expect(meetings.kept.get('session-1')).toEqual({ MeetingId: 'new' });
  });
});
