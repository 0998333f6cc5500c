import { RemovalPolicy } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_PLAN, PLANS, type Plan } from '@lm/shared';
import * as z from 'zod';

export const STAGE_NAMES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

const origin = z.url().refine((url) => new URL(url).origin === url, 'an origin: scheme://host[:port], no path or trailing slash');

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

export const removalPolicyOf = (settings: StageSettings): RemovalPolicy =>
  settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

/** The setting is one of the RetentionDays values (7, 30, 90, 365). */
export const logRetentionOf = (settings: StageSettings): RetentionDays => settings.logRetentionDays as RetentionDays;
