/** Names and endpoints of the local stack, handed to handlers as Lambda-like environment. */
export interface LocalPorts {
  host: string;
  api: number;
  web: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  /** The local stand-in for the card and QR payment provider. */
  payments: number;
  /** The local stand-in for CloudFront's media behavior: HLS behind playback cookies. */
  media: number;
  /** The local stand-in for Zoom's meetings API (decision 0051); a free port when absent. */
  zoom?: number;
  /** The local stand-in for signing in with Google (decision 0060); a free port when absent. */
  google?: number;
}

export type { LocalResources } from '@lm/functions/testing/provided-context';
import type { LocalResources } from '@lm/functions/testing/provided-context';
import { DEFAULT_PLAN, PLANS, type Plan } from '@lm/shared';

export const LOCAL_REGION = 'ap-southeast-1';

export function readPorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port number, not "${env[name]}".`);
    return value;
  };
  return {
    host: '127.0.0.1',
    api: port('API_PORT', 3001),
    web: port('WEB_PORT', 5173),
    dynamodb: port('DYNAMODB_PORT', 8000),
    cognito: port('COGNITO_PORT', 9229),
    s3: port('S3_PORT', 4569),
    payments: port('PAYMENTS_PORT', 4590),
    media: port('MEDIA_PORT', 4592),
    zoom: port('ZOOM_PORT', 4594),
    google: port('GOOGLE_PORT', 4596),
  };
}

/**
 * The AWS SDK reads service endpoints from these variables, so the same
 * handler code talks to the local engines with no branch of its own.
 */
export function awsEnvironment(ports: LocalPorts): Record<string, string> {
  const base = `http://${ports.host}`;
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `${base}:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${base}:${ports.cognito}`,
    AWS_ENDPOINT_URL_S3: `${base}:${ports.s3}`,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * The plan the local stack runs while none is stored: ENTERPRISE, so every
 * screen can be tried; `PLAN=BASIC npm start` shows a smaller plan.
 */
export function localPlan(env: NodeJS.ProcessEnv = process.env): Plan {
  const plan = env.PLAN?.trim().toUpperCase() || DEFAULT_PLAN;
  if (!(PLANS as readonly string[]).includes(plan)) throw new Error(`PLAN must be one of ${PLANS.join(', ')}, not "${env.PLAN}".`);
  return plan as Plan;
}

export function lambdaEnvironment(resources: LocalResources, allowedOrigins: string[], env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    TABLE_NAME: resources.tableName,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    JWT_ISSUER: resources.issuer,
    ALLOWED_ORIGINS: allowedOrigins.join(','),
    DEFAULT_PLAN: localPlan(env),
    UPLOADS_BUCKET: resources.buckets.uploads,
    MEDIA_BUCKET: resources.buckets.media,
    // Debian's ffmpeg transcodes in place of MediaConvert (decision 0032).
    FFMPEG_PATH: env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed key (provision.ts uses it too); DynamoDB Local and cognito-local take any.
    LOCAL_S3_KEY: 'S3RVER',
  };
}
