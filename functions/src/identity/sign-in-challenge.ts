import { createHash, timingSafeEqual } from 'node:crypto';
import type { SignInChallengeStore } from './ports.js';

/** How long the identity Lambda's one-time answer works: it answers within the same request. */
export const CHALLENGE_LIFETIME_MS = 60_000;

export const hashChallengeSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * The verify trigger's rule: the answer is right only if its hash is the user's stored one and it
 * has not expired. The stored challenge is claimed (deleted) first, so it is spent by any answer.
 */
export async function isChallengeAnswered(store: SignInChallengeStore, username: string, answer: unknown, now: number): Promise<boolean> {
  const challenge = await store.claim(username);
  if (!challenge || challenge.expiresAt <= now || typeof answer !== 'string' || answer === '') return false;
  const expected = Buffer.from(challenge.secretHash);
  const given = Buffer.from(hashChallengeSecret(answer));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
