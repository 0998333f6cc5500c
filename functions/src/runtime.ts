import { Logger } from '@aws-lambda-powertools/logger';
import { createDatabase, createDocumentClient, type Database } from './data/database.js';
import { entityRecords } from './data/record-kinds.js';
import type { DataOptions } from './data/options.js';
import { requireEnv } from './env.js';

/**
 * What every Lambda shares, built once per cold start and only when first
 * used, so a function pays only for what it touches.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** `once` for what is made asynchronously (a key read, a client loaded on first use); a failure is not kept, so the next call tries again. */
export function onceAsync<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marketplace' });

export const dataOptions = once<DataOptions>(() => ({ table: requireEnv('TABLE_NAME'), client: createDocumentClient() }));

export const database = once<Database>(() => createDatabase(dataOptions()));

/** The stores of record kinds (decision 0028), each made when first asked for. */
export const records = once(() => entityRecords(dataOptions()));

/** The identity domain alone talks to Cognito; other domains only verify its tokens. */
export const userPool = once(() => ({
  userPoolId: requireEnv('USER_POOL_ID'),
  clientId: requireEnv('USER_POOL_CLIENT_ID'),
}));
