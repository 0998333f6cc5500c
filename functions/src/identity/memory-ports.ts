import { SessionActiveError, InvalidCredentialsError, ProfileNotFoundError } from './errors.js';
import { UnauthorizedError } from '../errors.js';
import type { AdminPermissions } from '@lm/shared';
import type { FailureCount, FailureCounter } from '../throttle.js';
import type { IdentityPorts, PdpaConsent, Session, SignInChallenge, SignInChallengeStore, UserProfile } from './ports.js';

/**
 * In-memory ports for unit tests of the identity service: the same rules as
 * the Cognito and DynamoDB adapters, without the engines.
 */
export function memoryIdentity(
  people: (UserProfile & { password: string; permissions?: AdminPermissions })[],
  start = 1_800_000_000_000,
) {
  const users = people.map((person) => ({ ...person }));
  const sessions = new Map<string, Session>();
  const consents: PdpaConsent[] = [];
  const clock = { now: start };
  const refreshTokens = new Map<string, string>();
  const policy = { version: '2026-01' };
  /** settingLogin as a test sets it. */
  const login = { passwordSignIn: true };
  const failures = memoryFailureCounter();
  const ports: IdentityPorts = {
    failures,
    now: () => clock.now,
    idp: {
      async signIn(username, password) {
        const user = users.find((u) => u.username === username);
        if (!user || user.password !== password) throw new InvalidCredentialsError();
        const refreshToken = `refresh-${user.id}-${refreshTokens.size}`;
        refreshTokens.set(refreshToken, user.id);
        return { idToken: `id-${user.id}`, refreshToken, expiresIn: 3600 };
      },
      async refresh(refreshToken) {
        const userId = refreshTokens.get(refreshToken);
        if (!userId) throw new UnauthorizedError();
        return { idToken: `id-${userId}-refreshed`, expiresIn: 3600, userId };
      },
      async signInVerified(username) {
        const user = users.find((u) => u.username === username);
        if (!user) throw new InvalidCredentialsError();
        const refreshToken = `refresh-${user.id}-${refreshTokens.size}`;
        refreshTokens.set(refreshToken, user.id);
        return { idToken: `id-${user.id}-verified`, refreshToken, expiresIn: 3600 };
      },
    },
    users: { findByUsername: async (username) => users.find((u) => u.username === username) },
    adminPermissions: async (userId) => users.find((u) => u.id === userId)?.permissions ?? 'all',
    policyVersion: async () => policy.version,
    passwordSignIn: async () => login.passwordSignIn,
    sessions: {
      get: async (userId) => sessions.get(userId),
      async start(session, activeSince) {
        const current = sessions.get(session.userId);
        const free =
          !current || current.endedAt !== undefined || current.lastSeenAt <= activeSince || current.expiresAt <= session.startedAt;
        if (!free) throw new SessionActiveError();
        sessions.set(session.userId, session);
      },
      async end(userId, at) {
        const current = sessions.get(userId);
        if (current) sessions.set(userId, { ...current, endedAt: at });
      },
      async touch(userId, at) {
        const current = sessions.get(userId);
        if (current && current.endedAt === undefined) sessions.set(userId, { ...current, lastSeenAt: at });
      },
    },
    consents: {
      async approvePdpa(consent) {
        const user = users.find((u) => u.id === consent.userId);
        if (!user) throw new ProfileNotFoundError();
        user.pdpaApproved = 1;
        consents.push(consent);
      },
    },
  };
  return { ports, sessions, consents, clock, policy, login, failures };
}

/** The one-time sign-in challenges in memory, as the table keeps them: claiming one removes it. */
export function memoryChallenges(): { stored: Map<string, SignInChallenge>; store: SignInChallengeStore } {
  const stored = new Map<string, SignInChallenge>();
  const store: SignInChallengeStore = {
    save: async (challenge) => void stored.set(challenge.username, challenge),
    claim: async (username) => {
      const found = stored.get(username);
      stored.delete(username);
      return found;
    },
  };
  return { stored, store };
}

/** Failed sign-in counts in memory, lapsing as the table's do. */
export function memoryFailureCounter(): FailureCounter & { counts: Map<string, FailureCount> } {
  const counts = new Map<string, FailureCount>();
  const current = (key: string, now: number) => {
    const count = counts.get(key);
    return count && count.expiresAt > now ? count : undefined;
  };
  return {
    counts,
    get: async (key, now) => current(key, now) && { ...current(key, now)! },
    async increment(key, now, windowMs) {
      const count = current(key, now) ?? { failures: 0, lockedUntil: 0, expiresAt: 0 };
      counts.set(key, { ...count, failures: count.failures + 1, expiresAt: now + windowMs });
      return count.failures + 1;
    },
    async lock(key, until, windowMs) {
      const count = counts.get(key);
      if (count) Object.assign(count, { lockedUntil: until, expiresAt: until + windowMs });
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}
