import * as z from 'zod';
import { ADMIN_SCREENS } from '../../admin-screens.js';
import { SESSION_LIFETIME_SECONDS } from '../../constants.js';
import { USER_POOL } from '../../platform/user-pool.js';
import { FIELD_LABELS as L, message } from '../messages.js';
import { text } from './common.js';
import { registerExtraFields } from './register-fields.js';

/** A password as typed at sign-in: any non-empty text. */
const password = z
  .string({ error: message('required', { label: L.password }) })
  .min(1, message('required', { label: L.password }))
  .max(256, message('tooLong', { label: L.password }));

export const loginRequest = z.strictObject({
  username: text(L.username, 128),
  password,
  /** Seconds the session should last; the SPA asks for SESSION_LIFETIME_SECONDS. */
  expired_time: z.coerce
    .number({ error: message('secondsNumber', { label: 'expired_time' }) })
    .int(message('secondsWhole', { label: 'expired_time' }))
    .positive(message('positive', { label: 'expired_time' }))
    .max(SESSION_LIFETIME_SECONDS, message('secondsMax', { label: 'expired_time', max: SESSION_LIFETIME_SECONDS }))
    .optional(),
});

export const instructorLoginRequest = loginRequest.pick({ username: true, password: true });

/** ../shared/SPEC.md §3 "Login response fields". */
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
export const newPassword = (label: string = L.password) =>
  z
    .string({ error: message('required', { label }) })
    .min(USER_POOL.passwordPolicy.minimumLength, message('minChars', { label, min: USER_POOL.passwordPolicy.minimumLength }))
    .max(256, message('tooLong', { label }))
    .regex(/[a-z]/, message('needsLowercase', { label }))
    .regex(/[A-Z]/, message('needsUppercase', { label }))
    .regex(/[0-9]/, message('needsDigit', { label }))
    .regex(/[^A-Za-z0-9]/, message('needsSymbol', { label }));

/** An e-mail address, kept lowercase. */
const email = text(L.email, 254)
  .pipe(z.email(message('notEmail', { label: L.email })))
  .transform((value) => value.toLowerCase());

export const registerRequest = z.strictObject({
  username: text(L.username, 128).regex(/^[A-Za-z0-9._-]+$/, message('usernameChars', { label: L.username })),
  email,
  password: newPassword(),
  firstname: text(L.firstname, 100),
  lastname: text(L.lastname, 100),
  // Asked when the registerFields settings say so (decision 0019); the service checks which are required.
  ...registerExtraFields,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const forgotPasswordRequest = z.strictObject({ email });

export const resetPasswordRequest = z.strictObject({
  token: text('token', 256),
  password: newPassword(),
});

export const passwordMessageResponse = z.object({ success: z.literal(true), ok: z.literal(true), message: z.string() });

// External and social sign-in (decision 0023): each answers like POST /user/login.

/** A signed credential: a JWT of three base64url parts. */
const credential = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message('required', { label }) : message('notText', { label })) })
    .trim()
    .max(8192, message('tooLong', { label }));

export const loginExternalRequest = z.strictObject({ token: credential('token').min(1, message('required', { label: 'token' })) });
/** §7: `success` and `userData`, with the id token fields the SPA keeps as after /user/login. */
export const loginExternalResponse = loginResponse.extend({ userData: loginUser });
export type LoginExternalResponse = z.infer<typeof loginExternalResponse>;

const socialEmail = text('email', 254).transform((value) => value.toLowerCase());

/**
 * §7 names only the e-mail (and the anonymous generate_id); the provider's ID token is what
 * proves it. It is optional here so that a request without one is refused as unauthenticated
 * with a plain message rather than as a malformed body.
 */
export const googleLoginRequest = z.strictObject({
  email: socialEmail,
  generate_id: z.string().trim().max(128, message('tooLong', { label: 'generate_id' })).optional(),
  id_token: credential('id_token').optional(),
  /** The nonce the sign-in was started with (decision 0060): the token must carry it. */
  nonce: z.string().max(128, message('tooLong', { label: 'nonce' })).optional(),
});

/** A random value the browser makes for one sign-in with Google: URL-safe, 22 to 128 characters. */
const oneSignInValue = (label: string) =>
  z
    .string({ error: message('required', { label }) })
    .regex(/^[A-Za-z0-9_-]{22,128}$/, `${label} must be 22 to 128 letters, digits, - or _.`);

/** Starting a sign-in with Google (decision 0060): the browser's state and nonce for this one. */
export const googleAuthorizeQuery = z.strictObject({ state: oneSignInValue('state'), nonce: oneSignInValue('nonce') });
/** Where the browser goes to sign in with Google, which returns it to /authen/google. */
export const googleAuthorizeResponse = z.object({ url: z.url() });
export const azureAdLoginRequest = z.strictObject({ email: socialEmail, id_token: credential('id_token').optional() });
export const facebookLoginRequest = z.strictObject({ username: text('username', 254), id_token: credential('id_token').optional() });

export const iframeLoginRequest = z.strictObject({
  username: text(L.username, 128),
  password_md5: z
    .string({ error: message('required', { label: 'password_md5' }) })
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, message('md5', { label: 'password_md5' }))
    .transform((value) => value.toLowerCase()),
});

export const enableIframeLoginRequest = z.strictObject({ password });
export const iframeLoginStatus = z.object({ success: z.literal(true), ok: z.literal(true), iframe_login: z.boolean() });
