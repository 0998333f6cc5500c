import type { LiveRoomProvider } from './room-ports.js';

/**
 * The local class room (decision 0049): browsers exchange WebRTC offers, answers and candidates
 * through the room's WebSocket on the local gateway and send media to each other directly.
 */
export const webRtcRoomProvider: LiveRoomProvider = {
  enter: async ({ userId, role }, socket) => ({ provider: 'webrtc', ...socket, role, user_id: userId }),
};
