import { ChimeSDKMeetingsClient, CreateAttendeeCommand, CreateMeetingCommand, NotFoundException } from '@aws-sdk/client-chime-sdk-meetings';
import { randomUUID } from 'node:crypto';
import type { LiveRoomProvider, RoomMeetingStore } from '../live/room-ports.js';

export interface ChimeRoomOptions {
  /** The Region the meetings' media runs in (Chime SDK's media Regions; Singapore for Thailand). */
  mediaRegion: string;
}

/** Chime keeps an attendee's external id to 64 characters: the role and the user's id fit. */
export const chimeUserId = (role: string, userId: string) => `${role}:${userId}`.slice(0, 64);

/**
 * The class room's media in AWS (decision 0049): one Amazon Chime SDK meeting per session, created
 * by the first participant to enter and kept in the table, and an attendee per entry. A meeting
 * Chime has ended (no one in it for a while) is made again.
 */
export function createChimeRoomProvider(client: ChimeSDKMeetingsClient, meetings: RoomMeetingStore, options: ChimeRoomOptions): LiveRoomProvider {
  const createMeeting = async (sessionId: string) => {
    const created = await client.send(
      new CreateMeetingCommand({
        // Idempotent per attempt: two participants entering together may make two, the later kept.
        ClientRequestToken: randomUUID(),
        ExternalMeetingId: sessionId,
        MediaRegion: options.mediaRegion,
      }),
    );
    if (!created.Meeting) throw new Error(`Chime created no meeting for session ${sessionId}.`);
    const meeting = created.Meeting as unknown as Record<string, unknown>;
    await meetings.put(sessionId, meeting);
    return meeting;
  };
  const addAttendee = (meetingId: string, externalUserId: string) => client.send(new CreateAttendeeCommand({ MeetingId: meetingId, ExternalUserId: externalUserId }));

  return {
    async enter({ session, userId, role }, socket) {
      let meeting = (await meetings.get(session.id)) ?? (await createMeeting(session.id));
      let attendee;
      try {
        attendee = await addAttendee(String(meeting.MeetingId), chimeUserId(role, userId));
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
        meeting = await createMeeting(session.id);
        attendee = await addAttendee(String(meeting.MeetingId), chimeUserId(role, userId));
      }
      if (!attendee.Attendee) throw new Error(`Chime added no attendee to session ${session.id}.`);
      return { provider: 'chime', ...socket, role, user_id: userId, meeting, attendee: attendee.Attendee as unknown as Record<string, unknown> };
    },
  };
}

/** Chime SDK meetings in the Lambda's Region with its role's credentials; made here so a bundle loading this module on first use keeps only the calls it makes. */
export const chimeRoomProvider = (meetings: RoomMeetingStore, options: ChimeRoomOptions): LiveRoomProvider => createChimeRoomProvider(new ChimeSDKMeetingsClient({}), meetings, options);
