import * as z from 'zod';
import { flag, wholeNumber } from './common.js';

/*
 * The two site-settings groups the live Lambda reads, in a module of their own: it builds these
 * schemas, not the site settings' hundreds (decision 0008).
 */


/** settingPrivateClassRoom: private classes booked with an instructor. */
export const settingPrivateClassRoomFields = {
  enabled: flag.default(true),
  session_minutes: wholeNumber('session_minutes', 15, 480).default(60),
  booking_lead_hours: wholeNumber('booking_lead_hours', 0, 720).default(24),
  cancel_hours: wholeNumber('cancel_hours', 0, 720).default(24),
  max_students: wholeNumber('max_students', 1, 50).default(1),
};
export const privateClassRoomSettings = z.object(settingPrivateClassRoomFields);

/** settingLiveroom: live classes: where they run, how early students may join, room size, recording, whiteboard. */
export const LIVE_ROOM_PROVIDERS = ['zoom', 'broadcast'] as const;
export const settingLiveroomFields = {
  provider: z.enum(LIVE_ROOM_PROVIDERS, { error: `provider must be one of ${LIVE_ROOM_PROVIDERS.join(', ')}.` }).default('zoom'),
  join_before_minutes: wholeNumber('join_before_minutes', 0, 120).default(10),
  /** A student cancels a booked live class up to this many hours before it starts (decision 0047). */
  cancel_hours: wholeNumber('cancel_hours', 0, 720).default(24),
  max_participants: wholeNumber('max_participants', 1, 1000).default(100),
  recording: flag.default(false),
  whiteboard: flag.default(true),
};
export const liveroomSettings = z.object(settingLiveroomFields);
