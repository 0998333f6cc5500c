import { liveMediaRoutes } from './live-media-routes.js';
import { liveRoomRoutes } from './live-room-routes.js';
import { privateClassRoutes } from './private-class-routes.js';
import { roomRoutes } from './room-routes.js';
import { scheduleRoutes } from './schedule-routes.js';
import { studyRoutes } from './study-routes.js';

/**
 * The live domain (decision 0046): live rooms and their bookings, private classes and study-time
 * booking, the class room itself, and the schedules, attendance and instructor pay read from
 * class sessions.
 */
export const liveRoutes = {
  ...liveRoomRoutes,
  ...privateClassRoutes,
  ...roomRoutes,
  ...scheduleRoutes,
  ...liveMediaRoutes,
  ...studyRoutes,
} as const;
