import { database } from '../runtime.js';
import { createRoomMeetingStore } from '../data/room-repository.js';
import { sessionStore } from './deps.js';
import type { RoomPorts } from './room.js';
import type { LiveRoomProvider } from './room-ports.js';
import { roomConfig, ticketSecret } from './room-config.js';
import { liveSettings } from './settings.js';
import { webRtcRoomProvider } from './webrtc-room-provider.js';

let provider: Promise<LiveRoomProvider> | undefined;
function roomProvider(): Promise<LiveRoomProvider> {
  const { ROOM_MEDIA, CHIME_MEDIA_REGION } = roomConfig();
  provider ??=
    ROOM_MEDIA === 'webrtc'
      ? Promise.resolve(webRtcRoomProvider)
      : import('../adapters/chime-room-provider.js').then(({ chimeRoomProvider }) => chimeRoomProvider(createRoomMeetingStore(database()), { mediaRegion: CHIME_MEDIA_REGION }));
  return provider;
}

export const roomPorts = (): RoomPorts => ({
  sessions: sessionStore(),
  settings: async () => (await liveSettings()).liveroom,
  provider: roomProvider,
  socketUrl: () => {
    const url = roomConfig().ROOM_SOCKET_URL;
    if (!url) throw new Error('The room socket is not configured (ROOM_SOCKET_URL).');
    return url;
  },
  ticketSecret,
  now: () => new Date(),
});

