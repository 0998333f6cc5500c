import * as z from 'zod';
import { ADMIN_SCREENS } from '../../admin-screens.js';
import { SESSION_LIFETIME_SECONDS } from '../../constants.js';
import { USER_POOL } from '../../platform/user-pool.js';
import { text } from './common.js';
import { registerExtraFields } from './register-fields.js';

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
  /** Administrators only: 'all', or the admin screens of the custom user role they hold (decision 0021). */
  permissions: z.union([z.literal('all'), z.array(z.enum(ADMIN_SCREENS)).readonly()]).optional(),
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

/** The user pool's password policy (USER_POOL.passwordPolicy), checked before Cognito sees it. */
export const newPassword = (label = 'Password') =>
  z
    .string({ error: `${label} is required.` })
    .min(USER_POOL.passwordPolicy.minimumLength, `${label} must be at least ${USER_POOL.passwordPolicy.minimumLength} characters.`)
    .max(256, `${label} is too long.`)
    .regex(/[a-z]/, `${label} must contain a lowercase letter.`)
    .regex(/[A-Z]/, `${label} must contain an uppercase letter.`)
    .regex(/[0-9]/, `${label} must contain a digit.`)
    .regex(/[^A-Za-z0-9]/, `${label} must contain a symbol.`);

export const registerRequest = z.strictObject({
  username: text('Username', 128).regex(/^[A-Za-z0-9._-]+$/, 'Username may hold letters, digits, dots, dashes and underscores.'),
  email: text('E-mail', 254).pipe(z.email('E-mail is not a valid address.')).transform((value) => value.toLowerCase()),
  password: newPassword(),
  firstname: text('First name', 100),
  lastname: text('Last name', 100),
  // Asked when the registerFields settings say so (decision 0019); the service checks which are required.
  ...registerExtraFields,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const forgotPasswordRequest = z.strictObject({
  email: text('E-mail', 254).pipe(z.email('E-mail is not a valid address.')).transform((value) => value.toLowerCase()),
});

export const resetPasswordRequest = z.strictObject({
  token: text('token', 256),
  password: newPassword(),
});

export const passwordMessageResponse = z.object({ success: z.literal(true), ok: z.literal(true), message: z.string() });

// External and social sign-in (decision 0023): each answers like POST /user/login.

/** A signed credential: a JWT of three base64url parts. */
const credential = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .max(8192, `${label} is too long.`);

export const loginExternalRequest = z.strictObject({ token: credential('token').min(1, 'token is required.') });
/** SPEC §7: `success` and `userData`, with the id token fields the SPA keeps as after /user/login. */
export const loginExternalResponse = loginResponse.extend({ userData: loginUser });
export type LoginExternalResponse = z.infer<typeof loginExternalResponse>;

const socialEmail = text('email', 254).transform((value) => value.toLowerCase());

/**
 * SPEC §7 names only the e-mail (and the anonymous generate_id); the provider's ID token is what
 * proves it. It is optional here so that a request without one is refused as unauthenticated
 * with a plain message rather than as a malformed body.
 */
export const googleLoginRequest = z.strictObject({
  email: socialEmail,
  generate_id: z.string().trim().max(128, 'generate_id is too long.').optional(),
  id_token: credential('id_token').optional(),
});
export const azureAdLoginRequest = z.strictObject({ email: socialEmail, id_token: credential('id_token').optional() });
export const facebookLoginRequest = z.strictObject({ username: text('username', 254), id_token: credential('id_token').optional() });

export const iframeLoginRequest = z.strictObject({
  username: text('Username', 128),
  password_md5: z
    .string({ error: 'password_md5 is required.' })
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'password_md5 must be the MD5 of the password: 32 hexadecimal digits.')
    .transform((value) => value.toLowerCase()),
});

export const enableIframeLoginRequest = z.strictObject({
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(256, 'Password is too long.'),
});
export const iframeLoginStatus = z.object({ success: z.literal(true), ok: z.literal(true), iframe_login: z.boolean() });
