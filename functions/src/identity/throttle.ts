import { SIGN_IN_THROTTLE } from '@lm/shared';
import { InvalidCredentialsError, TooManySignInsError } from './errors.js';
import type { FailureCounter } from './ports.js';

/** Who a sign-in's failures count against: the account asked for, and the client's address. */
export interface ThrottleKeys {
  username: string;
  sourceIp: string;
}

const LIMITS = [
  { key: ({ username }: ThrottleKeys) => `account#${username.trim().toLowerCase()}`, failures: SIGN_IN_THROTTLE.account.failures },
  { key: ({ sourceIp }: ThrottleKeys) => `address#${sourceIp}`, failures: SIGN_IN_THROTTLE.address.failures },
] as const;

/** How long a throttle locks: the first lock, doubling with each failure after it, up to the longest. */
export interface LockPolicy {
  firstLockMs: number;
  maxLockMs: number;
}

/** The lock after the `failures`-th failure: none below the limit, then doubling from the first lock up to the longest. */
export function lockAfter(failures: number, limit: number, policy: LockPolicy = SIGN_IN_THROTTLE): number {
  if (failures < limit) return 0;
  return Math.min(policy.firstLockMs * 2 ** (failures - limit), policy.maxLockMs);
}

/**
 * Refuses a sign-in with 429 while the account or the address is locked, before the password is
 * checked: a guess made during a lock is not even tried, so it tells nothing.
 */
export async function requireSignInAllowed(counter: FailureCounter, keys: ThrottleKeys, now: number): Promise<void> {
  const counts = await Promise.all(LIMITS.map((limit) => counter.get(limit.key(keys), now)));
  const wait = Math.max(0, ...counts.map((count) => (count ? count.lockedUntil - now : 0)));
  if (wait > 0) throw new TooManySignInsError(wait);
}

/** Counts a wrong password against the account and the address, locking each that reached its limit. */
export async function countFailedSignIn(counter: FailureCounter, keys: ThrottleKeys, now: number): Promise<void> {
  await Promise.all(
    LIMITS.map(async (limit) => {
      const key = limit.key(keys);
      const lock = lockAfter(await counter.increment(key, now, SIGN_IN_THROTTLE.windowMs), limit.failures);
      if (lock > 0) await counter.lock(key, now + lock, SIGN_IN_THROTTLE.windowMs);
    }),
  );
}

/** A right password clears the account's count; the address's stays, or one account of one's own would clear it between guesses at others. */
export const clearFailedSignIns = (counter: FailureCounter, keys: ThrottleKeys) => counter.clear(LIMITS[0].key(keys));

/**
 * Runs a password check under the throttle (decision 0004): refused while locked, a wrong password
 * counted, a right one clearing the account's count.
 */
export async function throttled<T>(counter: FailureCounter, keys: ThrottleKeys, now: number, check: () => Promise<T>): Promise<T> {
  await requireSignInAllowed(counter, keys, now);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof InvalidCredentialsError) await countFailedSignIn(counter, keys, now);
    throw error;
  }
  await clearFailedSignIns(counter, keys);
  return result;
}
