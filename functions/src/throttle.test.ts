import { describe, expect, it } from 'vitest';
import { memoryFailureCounter } from './identity/memory-ports.js';
import { countFailure, lockAfter, throttledAttempt, waitOf, type ThrottledKey } from './throttle.js';

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

  describe('around an attempt', () => {
    const keys: ThrottledKey[] = [
      { key: 'account#x', rule: RULE, clearedBySuccess: true },
      { key: 'address#1', rule: { ...RULE, failures: 5 }, clearedBySuccess: false },
    ];
    class Wrong extends Error {}
    const rules = { failed: (error: unknown) => error instanceof Wrong, refuse: (waitMs: number) => new Error(`Wait ${waitMs} ms.`) };
    const wrong = async () => Promise.reject(new Wrong('Wrong password.'));

    it('counts failures against every key, refuses without trying while one is locked, and lets a fault through uncounted', async () => {
      const counter = memoryFailureCounter();
      await expect(throttledAttempt(counter, keys, 0, () => Promise.reject(new Error('Provider down.')), rules)).rejects.toThrow('Provider down.');
      expect(await counter.get('account#x', 0)).toBeUndefined();
      for (let failure = 1; failure <= RULE.failures; failure += 1) await expect(throttledAttempt(counter, keys, 0, wrong, rules)).rejects.toThrow('Wrong password.');
      expect((await counter.get('address#1', 0))?.failures).toBe(RULE.failures);
      let tried = false;
      const attempt = async () => {
        tried = true;
        return 'in';
      };
      await expect(throttledAttempt(counter, keys, 1_000, attempt, rules)).rejects.toThrow('Wait 9000 ms.');
      expect(tried).toBe(false);
      expect(await throttledAttempt(counter, keys, RULE.firstLockMs, attempt, rules)).toBe('in');
    });

    it('clears on success only the counts it clears, and writes nothing when there is none', async () => {
      const counter = memoryFailureCounter();
      const cleared: string[] = [];
      const watched = { ...counter, clear: async (key: string) => void cleared.push(key) };
      expect(await throttledAttempt(watched, keys, 0, async () => 'in', rules)).toBe('in');
      expect(cleared).toEqual([]);
      await expect(throttledAttempt(watched, keys, 0, wrong, rules)).rejects.toThrow('Wrong password.');
      expect(await throttledAttempt(watched, keys, 0, async () => 'in', rules)).toBe('in');
      expect(cleared).toEqual(['account#x']);
    });
  });
});
