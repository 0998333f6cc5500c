import { RemovalPolicy } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_PLAN, PLANS, type Plan } from '@lm/shared';
import * as z from 'zod';

export const STAGE_NAMES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

const origin = z.url().refine((url) => new URL(url).origin === url, 'an origin: scheme://host[:port], no path or trailing slash');

/**
 * The public half of a key pair whose private half was thrown away when it was made: a stage
 * without its own media signing key trusts this one, so nothing can sign cookies it takes and
 * videos stay closed (synth warns) rather than open.
 */
export const PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3eiyne3rbsx4T0kYpdDE
IKIDr++arkNBHvRwE7WO72EScSaiKC0xPe/5qa2qGi8xi5je2OBMSTVXn52F7Tc8
14ujWLiAOlRaQfOAqsuCVa1+AogCQG77ZctfefC6FiWdAASc/FM0NMoSGk+lJQLS
lIP4zAXhOfSNcN+bM3B4YxESFc9EqcMg0ldbhX+1Zmd9rdDslHSRZImkgk4AG3qC
f8WHowv5b2G6+71DlDJSkH5ZV8yuxORt11IlwERKtSoxS3z7LPZ5aUoaOocydrOZ
A+vcob7kd/u5MZxwJR3qFUw7Npg8li5wWIK2JN+A8hXhkqgkEfNa6GWcFm8KnMpN
7wIDAQAB
-----END PUBLIC KEY-----`;

/** The operator's Secrets Manager secret holding a stage's media signing private key (PEM), decision 0034. */
export const mediaSigningSecretName = (stage: string) => `/marketplace/${stage}/media-signing-key`;

/** The operator's Secrets Manager secret holding the private half (PEM) of a stage's IVS playback key pair, decision 0056. */
export const broadcastPlaybackSecretName = (stage: string) => `/marketplace/${stage}/ivs-playback-key`;

/** The operator's Secrets Manager secret holding a stage's Zoom server-to-server OAuth app (JSON: account_id, client_id, client_secret), decision 0051. */
export const zoomSecretName = (stage: string) => `/marketplace/${stage}/zoom`;

const stageSettings = z.object({
  stage: z.enum(STAGE_NAMES),
  /** Prefix of stack names and physical names. */
  appName: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  /** Stateful resources (table, pool, buckets, logs): keep them when the stack goes. */
  retainData: z.boolean(),
  /** DynamoDB and Cognito deletion protection, CloudFormation termination protection. */
  deletionProtection: z.boolean(),
  /**
   * Web origins allowed besides the CloudFront one (CORS of the API and of
   * presigned uploads), e.g. a developer's Vite server against the dev stage.
   */
  extraWebOrigins: z.array(origin),
  /** Default-stage throttling of the HTTP API (requests per second, burst). */
  apiThrottle: z.object({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() }),
  logRetentionDays: z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)]),
  /** Cognito feature plan: `plus` adds threat protection (cost per active user). */
  userPoolFeaturePlan: z.enum(['essentials', 'plus']),
  /**
   * The product plan (../shared/SPEC.md §6) the Lambdas run while no `plan` setting item is
   * stored: their DEFAULT_PLAN. An administrator's saved plan overrides it.
   */
  defaultPlan: z.enum(PLANS),
  /** Whether `-c plan=BASIC|PREMIUM|ENTERPRISE` may choose another default plan at synth time. */
  planFromContext: z.boolean(),
  /**
   * The address password-reset e-mail comes from; it (or its domain) must be verified in SES in
   * the stage's account and region. `-c mailFrom=…` overrides it.
   */
  mailFrom: z.email().optional(),
  /**
   * Playback (decision 0034): the PEM public key (RSA 2048, `-----BEGIN PUBLIC KEY-----`) of the
   * stage's media signing pair, trusted by the distribution for `/media/videos/*`; its private half
   * is the secret `mediaSigningSecretName(stage)`. Unset: the placeholder, and no video plays.
   * Make a pair with `openssl genrsa -out private_key.pem 2048` and `openssl rsa -pubout -in
   * private_key.pem -out public_key.pem`.
   */
  mediaSigningPublicKey: z
    .string()
    .trim()
    .regex(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----$/, 'a PEM public key (-----BEGIN PUBLIC KEY-----)')
    .optional(),
  /**
   * Private broadcasts (decision 0056): the PEM public key (ECDSA P-384) of the stage's IVS playback
   * key pair, which the stack imports into IVS; its private half is the secret
   * `broadcastPlaybackSecretName(stage)`. Set: broadcast channels are made private, and each
   * participant's playback URL carries a token. Unset: channels are public, their URLs told to
   * participants only. Make a pair with `openssl ecparam -name secp384r1 -genkey -noout -out
   * private.pem` and `openssl ec -in private.pem -pubout -out public.pem`.
   */
  broadcastPlaybackPublicKey: z
    .string()
    .trim()
    .regex(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----$/, 'a PEM public key (-----BEGIN PUBLIC KEY-----)')
    .optional(),
  /**
   * The parent domain the API and the site share once both have custom domains (`example.com`):
   * the playback cookies the API sets are for that domain, so the browser sends them to media.
   */
  mediaCookieDomain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a domain name such as example.com').optional(),
});

export type StageSettings = z.infer<typeof stageSettings>;

const STAGES: Record<StageName, z.input<typeof stageSettings>> = {
  dev: {
    stage: 'dev',
    appName: 'Marketplace',
    retainData: false,
    deletionProtection: false,
    extraWebOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    logRetentionDays: 30,
    userPoolFeaturePlan: 'essentials',
    // Every feature on, so each screen can be tried.
    defaultPlan: 'ENTERPRISE',
    planFromContext: false,
  },
  prod: {
    stage: 'prod',
    appName: 'Marketplace',
    retainData: true,
    deletionProtection: true,
    extraWebOrigins: [],
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    logRetentionDays: 90,
    userPoolFeaturePlan: 'plus',
    defaultPlan: DEFAULT_PLAN,
    planFromContext: true,
  },
};

/** The checked settings of a stage named on the command line (`-c stage=dev|prod`). */
export function stageSettingsFor(stage: unknown): StageSettings {
  const known = z.enum(STAGE_NAMES).safeParse(stage);
  if (!known.success) throw new Error(`Unknown stage ${JSON.stringify(stage)}: set it with -c stage=${STAGE_NAMES.join('|')}`);
  const name = known.data;
  const parsed = stageSettings.safeParse(STAGES[name]);
  if (!parsed.success) throw new Error(`Invalid settings of stage ${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The DEFAULT_PLAN of a stage's Lambdas: its setting, or on a stage that
 * allows it the `plan` context value (`cdk deploy -c stage=prod -c plan=PREMIUM`).
 */
export function defaultPlanOf(settings: StageSettings, context: unknown): Plan {
  if (context === undefined) return settings.defaultPlan;
  if (!settings.planFromContext) {
    throw new Error(`The ${settings.stage} stage always runs ${settings.defaultPlan}: -c plan is not read there.`);
  }
  const plan = z.enum(PLANS).safeParse(context);
  if (!plan.success) throw new Error(`Unknown plan ${JSON.stringify(context)}: set it with -c plan=${PLANS.join('|')}`);
  return plan.data;
}

/** The stage's sender address, or `-c mailFrom=…`; an address that is not one stops the synth. */
export function mailFromOf(settings: StageSettings, context: unknown): string | undefined {
  if (context === undefined) return settings.mailFrom;
  const address = z.email().safeParse(context);
  if (!address.success) throw new Error(`-c mailFrom=${JSON.stringify(context)} is not an e-mail address.`);
  return address.data;
}

/** The stage's media signing public key, or the placeholder that no one can sign for (see above). */
export const mediaSigningPublicKeyOf = (settings: StageSettings): { pem: string; placeholder: boolean } =>
  settings.mediaSigningPublicKey ? { pem: settings.mediaSigningPublicKey, placeholder: false } : { pem: PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY, placeholder: true };

export const removalPolicyOf = (settings: StageSettings): RemovalPolicy =>
  settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

/** The setting is one of the RetentionDays values (7, 30, 90, 365). */
export const logRetentionOf = (settings: StageSettings): RetentionDays => settings.logRetentionDays as RetentionDays;
