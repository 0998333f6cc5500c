import { SIGN_IN_THROTTLE } from '@lm/shared';
import { throttledAttempt, type FailureCounter, type ThrottledKey } from '../throttle.js';
import { InvalidCredentialsError, TooManySignInsError } from './errors.js';

/** Who a sign-in's failures count against: the account asked for, and the client's address. */
export interface ThrottleKeys {
  username: string;
  sourceIp: string;
}

/** The account's count and the address's; a right password clears the account's only, or one account of one's own would clear the address's between guesses at others. */
const keysOf = ({ username, sourceIp }: ThrottleKeys): ThrottledKey[] => [
  { key: `account#${username.trim().toLowerCase()}`, rule: { ...SIGN_IN_THROTTLE, failures: SIGN_IN_THROTTLE.account.failures }, clearedBySuccess: true },
  { key: `address#${sourceIp}`, rule: { ...SIGN_IN_THROTTLE, failures: SIGN_IN_THROTTLE.address.failures }, clearedBySuccess: false },
];

/**
 * Runs a password check under the throttle (decision 0004): refused with 429 while the account or
 * the address is locked, before the password is checked (a guess made during a lock is not even
 * tried, so it tells nothing); a wrong password counted against both, a right one clearing the
 * account's count.
 */
export function throttled<T>(counter: FailureCounter, keys: ThrottleKeys, now: number, check: () => Promise<T>): Promise<T> {
  return throttledAttempt(counter, keysOf(keys), now, check, {
    failed: (error) => error instanceof InvalidCredentialsError,
    refuse: (waitMs) => new TooManySignInsError(waitMs),
  });
}
