import { SIGN_IN_THROTTLE } from '@lm/shared';
import { countFailure, waitOf, type FailureCounter } from '../throttle.js';
import { InvalidCredentialsError, TooManySignInsError } from './errors.js';

/** Who a sign-in's failures count against: the account asked for, and the client's address. */
export interface ThrottleKeys {
  username: string;
  sourceIp: string;
}

const LIMITS = [
  { key: ({ username }: ThrottleKeys) => `account#${username.trim().toLowerCase()}`, rule: { ...SIGN_IN_THROTTLE, failures: SIGN_IN_THROTTLE.account.failures } },
  { key: ({ sourceIp }: ThrottleKeys) => `address#${sourceIp}`, rule: { ...SIGN_IN_THROTTLE, failures: SIGN_IN_THROTTLE.address.failures } },
] as const;

/**
 * Refuses a sign-in with 429 while the account or the address is locked, before the password is
 * checked: a guess made during a lock is not even tried, so it tells nothing.
 */
export async function requireSignInAllowed(counter: FailureCounter, keys: ThrottleKeys, now: number): Promise<void> {
  const wait = Math.max(...(await Promise.all(LIMITS.map((limit) => waitOf(counter, limit.key(keys), now)))));
  if (wait > 0) throw new TooManySignInsError(wait);
}

/** Counts a wrong password against the account and the address, locking each that reached its limit. */
export async function countFailedSignIn(counter: FailureCounter, keys: ThrottleKeys, now: number): Promise<void> {
  await Promise.all(LIMITS.map((limit) => countFailure(counter, limit.key(keys), now, limit.rule)));
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
