import type { RouteHandler } from '../http/handler.js';
import { liveMediaHandlers } from './live-media-handlers.js';
import { liveRoomHandlers } from './live-room-handlers.js';
import { privateClassHandlers } from './private-class-handlers.js';
import { roomHandlers } from './room-handlers.js';
import { scheduleHandlers } from './schedule-handlers.js';
import { studyHandlers } from './study-handlers.js';

/** The live domain's handlers (decision 0046), one list per part. */
export const liveHandlers: RouteHandler[] = [...liveRoomHandlers, ...roomHandlers, ...privateClassHandlers, ...scheduleHandlers, ...liveMediaHandlers, ...studyHandlers];
