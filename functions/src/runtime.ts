import { Logger } from '@aws-lambda-powertools/logger';
import { createDatabase, createDocumentClient, type Database } from './data/database.js';
import { env, requireEnv } from './env.js';

/**
 * What every Lambda shares, built once per cold start and only when first
 * used, so a function pays only for what it touches.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marketplace' });

export const database = once<Database>(() => createDatabase({ table: env().TABLE_NAME, client: createDocumentClient() }));

/** The identity domain alone talks to Cognito; other domains only verify its tokens. */
export const userPool = once(() => ({
  userPoolId: requireEnv('USER_POOL_ID'),
  clientId: requireEnv('USER_POOL_CLIENT_ID'),
}));
