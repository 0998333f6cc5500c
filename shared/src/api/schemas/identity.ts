import * as z from 'zod';
import { SESSION_LIFETIME_SECONDS } from '../../constants.js';
import { text } from './common.js';

export const loginRequest = z.strictObject({
  username: text('Username', 128),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(256, 'Password is too long.'),
  /** Seconds the session should last; the SPA asks for SESSION_LIFETIME_SECONDS. */
  expired_time: z.coerce
    .number({ error: 'expired_time must be a number of seconds.' })
    .int('expired_time must be a whole number of seconds.')
    .positive('expired_time must be positive.')
    .max(SESSION_LIFETIME_SECONDS, `expired_time cannot exceed ${SESSION_LIFETIME_SECONDS} seconds.`)
    .optional(),
});

export const instructorLoginRequest = loginRequest.pick({ username: true, password: true });

/** SPEC §3 "Login response fields". */
export const loginUser = z.object({
  id: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayImgUrl: z.string(),
  role_id: z.number().int(),
  email: z.string(),
  pdpa_approved: z.union([z.literal(0), z.literal(1)]),
  user_group_id: z.string().nullable(),
});
export type LoginUser = z.infer<typeof loginUser>;

export const loginResponse = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  id_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until id_token expires. */
  expires_in: z.number().int(),
  /** Epoch milliseconds when the session ends (expired_time after sign-in). */
  session_expires_at: z.number().int(),
  user: loginUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshTokenRequest = z.strictObject({ refresh_token: text('refresh_token', 8192) });
export const refreshTokenResponse = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  id_token: z.string(),
  expires_in: z.number().int(),
});

export const logoutRequest = z.strictObject({ user_id: text('user_id', 128) });
