import { createTokenVerifier, type TokenVerifier } from './adapters/jwt-verifier.js';
import { createPermissionReader } from './data/permission-repository.js';
import { ACTIVITY_RESOLUTION_MS, createSessionStore } from './data/session-repository.js';
import { sessionAdmits } from './identity/session-rules.js';
import { createSettingsStore } from './data/settings-repository.js';
import { env } from './env.js';
import { createRouteFactory } from './http/handler.js';
import { database, dataOptions, logger, once, onceAsync, records, userPool } from './runtime.js';
import { planEnables, selectedPlan } from './site/plan.js';

/** The composition root of the HTTP Lambdas: every route handler is built by `route`. */
const verifier = once<TokenVerifier>(() => createTokenVerifier({ ...userPool(), issuer: env().JWT_ISSUER }));

/**
 * One settings store per Lambda, cached (SETTINGS_CACHE_MS): the chain reads
 * the current plan from it on every gated route without a table read in the
 * common case, and a plan saved through it is enforced at once.
 */
export const settingsStore = once(() => createSettingsStore(database()));

const permissions = once(() => createPermissionReader(database()));
const sessions = once(() => createSessionStore(database()));

export { database, dataOptions, logger, onceAsync, records, userPool };

export const route = createRouteFactory({
  logger,
  allowedOrigins: env().ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()),
  verifyToken: (token) => verifier()(token),
  openSession: async (caller) => {
    const session = await sessions().get(caller.userId);
    return sessionAdmits(session, caller.issuedAt, Date.now()) ? session : undefined;
  },
  // lastSeenAt moves at most once a minute: most requests write nothing.
  recordActivity: async (caller, lastSeenAt) => {
    const now = Date.now();
    if (now - lastSeenAt >= ACTIVITY_RESOLUTION_MS) await sessions().touch(caller.userId, now);
  },
  isFeatureEnabled: async (flag) => planEnables(selectedPlan(await settingsStore().plan(), env().DEFAULT_PLAN), flag),
  adminPermissions: (caller) => permissions()(caller.userId),
});
