import { DEFAULT_PLAN, PLANS } from '@lm/shared';
import * as z from 'zod';

/**
 * Lambda configuration, read from the environment and checked once at cold
 * start: a missing variable fails the first invocation loudly instead of
 * producing wrong answers later.
 */
const schema = z.object({
  /** The single table; a Lambda without it (the certificates' renderer) touches no data. */
  TABLE_NAME: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Comma-separated origins allowed by CORS; `*` allows any. */
  ALLOWED_ORIGINS: z.string().default('*'),
  /** Local stack only: the issuer of cognito-local, whose JWKS verifies tokens. */
  JWT_ISSUER: z.url().optional(),
  /** The plan the site runs while no `plan` setting item is stored (../shared/SPEC.md §6), set per stage. */
  DEFAULT_PLAN: z.enum(PLANS).default(DEFAULT_PLAN),
  /** The web origin that e-mailed links (password reset) point to. */
  SITE_URL: z.url().optional(),
  /** The SES-verified address e-mail is sent from, in AWS. */
  MAIL_FROM: z.email().optional(),
  /** Local stack only: the folder the outbox mailer writes each e-mail to. */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** Web push (decision 0022): the SecureString parameter holding the stage's VAPID keys as JSON. */
  VAPID_PARAMETER: z.string().min(1).optional(),
  /** Local stack only: the VAPID keys themselves, from `.local/vapid.json`. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * Comma-separated origins of push services the operator runs, taken without the public-address
   * check (decision 0022); unset in AWS. The local test stack names the one its tests subscribe to.
   */
  PUSH_TRUSTED_ORIGINS: z.string().min(1).optional(),
  /** Card and PromptPay payments (decision 0031): Omise's API, or the local test gateway. */
  OMISE_API_URL: z.url().default('https://api.omise.co'),
  /** Sign-in with Google (decision 0060): its issuer, under which its authorization endpoint is; the local stand-in's locally. */
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  OMISE_SCRIPT_URL: z.url().default('https://cdn.omise.co/omise.js'),
  /** The SecureString parameter holding the stage's Omise keys as JSON. */
  OMISE_PARAMETER: z.string().min(1).optional(),
  /** Local stack only: the test gateway's keys themselves. */
  OMISE_PUBLIC_KEY: z.string().min(1).optional(),
  OMISE_SECRET_KEY: z.string().min(1).optional(),
  OMISE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The private bucket browsers upload to (bank-transfer slips under `slips/`). */
  UPLOADS_BUCKET: z.string().min(1).optional(),
  /** The Lambda's region (set by Lambda; the local stack's otherwise). */
  AWS_REGION: z.string().min(1).optional(),
  /** The local stack's S3 endpoint (s3rver); unset in AWS. */
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  /** Local stack only: s3rver answers path-style addresses, and signs with its own fixed key (id and secret alike). */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  LOCAL_S3_KEY: z.string().min(1).optional(),
  /** The public bucket transcoded videos are served from (`videos/<id>/…`, decision 0032). */
  MEDIA_BUCKET: z.string().min(1).optional(),
  /** MediaConvert in AWS: the role jobs run as, the stage's queue and its HLS job template. */
  MEDIACONVERT_ROLE_ARN: z.string().min(1).optional(),
  MEDIACONVERT_QUEUE_ARN: z.string().min(1).optional(),
  MEDIACONVERT_TEMPLATE: z.string().min(1).optional(),
  /** Local stack only: transcode with this ffmpeg (Debian's) instead of MediaConvert. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** Where media is served from, without a trailing slash: playback cookies are signed for `<MEDIA_URL>/videos/<id>/*` (decision 0034). */
  MEDIA_URL: z.url().optional(),
  /** The CloudFront public key id whose key group the media behavior trusts (locally, the media server's key). */
  MEDIA_KEY_PAIR_ID: z.string().min(1).optional(),
  /** Local stack only: the media signing private key itself (PEM), from `.local/media-keys.json`. */
  MEDIA_PRIVATE_KEY: z.string().min(1).optional(),
  /** The Secrets Manager secret holding the stage's media signing private key (PEM), in AWS. */
  MEDIA_SIGNING_SECRET: z.string().min(1).optional(),
  /** The parent domain API and media share, set on the playback cookies in AWS (`example.com`). */
  MEDIA_COOKIE_DOMAIN: z.string().min(1).optional(),
  /** The partner bookstore (decision 0031): its SecureString parameter in AWS, or the local stand-in's settings as JSON. */
  BOOKSTORE_PARAMETER: z.string().min(1).optional(),
  BOOKSTORE_KEYS: z.string().min(1).optional(),
  /** The Lambda that draws and removes certificates' PDFs, which the certificates domain invokes (decision 0042). */
  CERTIFICATE_RENDERER_FUNCTION: z.string().min(1).optional(),
});
export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid Lambda environment: ${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}

export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined) throw new Error(`Environment variable ${key} is required by this function.`);
  return value as NonNullable<Env[K]>;
}
