/**
 * Failures counted against a key, with expiry, in the table (decision 0004): wrong passwords
 * against an account and a client address, serial numbers that gave nothing against an account
 * (decision 0061). Past a rule's limit the key is locked, the lock doubling with each failure after
 * it up to the longest; what is tried while locked is refused before it is looked at, so it tells
 * nothing.
 */

/** A key's count of failures, and its lock. */
export interface FailureCount {
  failures: number;
  /** Epoch ms until which the key is refused; 0 when it is not. */
  lockedUntil: number;
  /** Epoch ms after which the count has lapsed. */
  expiresAt: number;
}

export interface FailureCounter {
  /** The count, unless it has lapsed. */
  get(key: string, now: number): Promise<FailureCount | undefined>;
  /** Adds a failure, atomically, and answers the new count; a lapsed count starts again at 1. Each failure keeps the count `windowMs` longer. */
  increment(key: string, now: number, windowMs: number): Promise<number>;
  /** Refuses the key until `until`, keeping the count `windowMs` beyond it, so failures after the lock count on. */
  lock(key: string, until: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** When a key is locked, and for how long (SIGN_IN_THROTTLE, SERIAL_THROTTLE in shared/src/constants.ts). */
export interface ThrottleRule {
  /** Failures within the window that lock the key. */
  failures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
}

/** The lock after the `failures`-th failure: none below the limit, then doubling from the first lock up to the longest. */
export function lockAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.failures) return 0;
  return Math.min(rule.firstLockMs * 2 ** (failures - rule.failures), rule.maxLockMs);
}

/** How long the key must still wait, in ms; 0 when it may try. */
export async function waitOf(counter: FailureCounter, key: string, now: number): Promise<number> {
  const count = await counter.get(key, now);
  return count ? Math.max(0, count.lockedUntil - now) : 0;
}

/** Counts a failure against the key, locking it once the rule's limit is reached. */
export async function countFailure(counter: FailureCounter, key: string, now: number, rule: ThrottleRule): Promise<void> {
  const lock = lockAfter(await counter.increment(key, now, rule.windowMs), rule);
  if (lock > 0) await counter.lock(key, now + lock, rule.windowMs);
}

/** A key an attempt counts against: its rule, and whether a success clears its count. */
export interface ThrottledKey {
  key: string;
  rule: ThrottleRule;
  clearedBySuccess: boolean;
}

export interface ThrottledAttempt {
  /** Whether the attempt's error is a failure to count (a wrong password, a code that gave nothing), not a fault. */
  failed(error: unknown): boolean;
  /** The error that refuses an attempt while a key is locked, given how long it must still wait (ms). */
  refuse(waitMs: number): Error;
}

/**
 * Runs an attempt under the throttle: refused while any of its keys is locked, before the attempt
 * is made; a failure counted against every key; a success clearing the keys it clears that hold a
 * count (most attempts find none, and write nothing).
 */
export async function throttledAttempt<T>(counter: FailureCounter, keys: readonly ThrottledKey[], now: number, attempt: () => Promise<T>, rules: ThrottledAttempt): Promise<T> {
  const counts = await Promise.all(keys.map(({ key }) => counter.get(key, now)));
  const wait = Math.max(0, ...counts.map((count) => (count ? count.lockedUntil - now : 0)));
  if (wait > 0) throw rules.refuse(wait);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (rules.failed(error)) await Promise.all(keys.map(({ key, rule }) => countFailure(counter, key, now, rule)));
    throw error;
  }
  await Promise.all(keys.filter((one, index) => one.clearedBySuccess && counts[index]).map(({ key }) => counter.clear(key)));
  return result;
}
