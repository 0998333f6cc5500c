import { Logger } from '@aws-lambda-powertools/logger';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createTokenVerifier, type TokenVerifier } from './adapters/jwt-verifier.js';
import { createDatabase, createDocumentClient, type Database } from './data/database.js';
import { createSessionStore } from './data/session-repository.js';
import { env, requireEnv } from './env.js';
import { createRouteFactory } from './http/handler.js';

/**
 * The composition root shared by every domain Lambda: clients are built once
 * per cold start and only when first used, so a domain pays only for what it
 * touches.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marketplace' });

export const database = once<Database>(() => createDatabase({ table: env().TABLE_NAME, client: createDocumentClient() }));

export const cognito = once(() => new CognitoIdentityProviderClient({}));

export const userPool = once(() => ({
  userPoolId: requireEnv('USER_POOL_ID'),
  clientId: requireEnv('USER_POOL_CLIENT_ID'),
}));

const verifier = once<TokenVerifier>(() => createTokenVerifier({ ...userPool(), issuer: env().JWT_ISSUER }));

export const route = createRouteFactory({
  logger,
  allowedOrigins: env().ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()),
  verifyToken: (token) => verifier()(token),
  recordActivity: (caller) => createSessionStore(database()).touch(caller.userId, Date.now()),
});
