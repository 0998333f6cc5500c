import { createTokenVerifier, type TokenVerifier } from './adapters/jwt-verifier.js';
import { createSessionStore } from './data/session-repository.js';
import { env } from './env.js';
import { createRouteFactory } from './http/handler.js';
import { database, logger, once, userPool } from './runtime.js';

/** The composition root of the HTTP Lambdas: every route handler is built by `route`. */
const verifier = once<TokenVerifier>(() => createTokenVerifier({ ...userPool(), issuer: env().JWT_ISSUER }));

export { database, logger, userPool };

export const route = createRouteFactory({
  logger,
  allowedOrigins: env().ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()),
  verifyToken: (token) => verifier()(token),
  recordActivity: (caller) => createSessionStore(database()).touch(caller.userId, Date.now()),
});
