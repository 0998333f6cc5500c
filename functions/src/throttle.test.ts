import { describe, expect, it } from 'vitest';
import { memoryFailureCounter } from './identity/memory-ports.js';
import { countFailure, lockAfter, waitOf } from './throttle.js';

const RULE = { failures: 3, windowMs: 60_000, firstLockMs: 10_000, maxLockMs: 35_000 };

describe('the failure throttle', () => {
  it('locks a key at the limit, doubling the lock with each failure after it, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => lockAfter(failures, RULE))).toEqual([0, 0, 10_000, 20_000, 35_000, 35_000]);
  });

  it('makes a key wait once its failures reach the limit, and no other key', async () => {
    const counter = memoryFailureCounter();
    const now = 1_000_000;
    for (let failure = 1; failure < RULE.failures; failure += 1) await countFailure(counter, 'serial#a', now, RULE);
    expect(await waitOf(counter, 'serial#a', now)).toBe(0);
    await countFailure(counter, 'serial#a', now, RULE);
    expect(await waitOf(counter, 'serial#a', now + 4_000)).toBe(6_000);
    expect(await waitOf(counter, 'serial#b', now)).toBe(0);
    // Past the lock it may try again; its failures count on until the window after the lock.
    expect(await waitOf(counter, 'serial#a', now + 10_000)).toBe(0);
    await countFailure(counter, 'serial#a', now + 10_000, RULE);
    expect(await waitOf(counter, 'serial#a', now + 10_000)).toBe(20_000);
  });

  it('forgets a count a window after its last failure or lock', async () => {
    const counter = memoryFailureCounter();
    await countFailure(counter, 'account#x', 0, RULE);
    await countFailure(counter, 'account#x', 0, RULE);
    // The window lapsed: a third failure is the first again.
    await countFailure(counter, 'account#x', RULE.windowMs + 1, RULE);
    expect(await waitOf(counter, 'account#x', RULE.windowMs + 1)).toBe(0);
  });
});
