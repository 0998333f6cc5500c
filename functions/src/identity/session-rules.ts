import type { Session } from './ports.js';

/**
 * Whether a token issued at `issuedAt` (epoch seconds) still speaks for its account: its session
 * was not signed out, ended by an administrator or a password reset, has not run out, and is the
 * one the token was issued in (decision 0004). A session written before sessions kept `tokensFrom`
 * admits any token until it ends.
 */
export function sessionAdmits(session: Session | undefined, issuedAt: number | undefined, now: number): session is Session {
  if (!session || session.endedAt !== undefined || session.expiresAt <= now) return false;
  return session.tokensFrom === undefined || (issuedAt !== undefined && issuedAt >= session.tokensFrom);
}
