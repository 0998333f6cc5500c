import { describe, expect, it } from 'vitest';
import { cachedFor } from './read-cache.js';

describe('cachedFor', () => {
  const counting = (values: number[]) => {
    let loads = 0;
    return { load: async () => values[loads++] ?? -1, loads: () => loads };
  };

  it('answers the kept value until it is older than its time, then reads again', async () => {
    let clock = 1_000;
    const source = counting([1, 2]);
    const cache = cachedFor(5_000, source.load, () => clock);
    expect(await cache.read()).toBe(1);
    clock += 4_999;
    expect(await cache.read()).toBe(1);
    clock += 1;
    expect(await cache.read()).toBe(2);
    expect(source.loads()).toBe(2);
  });

  it('shares one read among callers while it is on its way', async () => {
    const source = counting([7]);
    const cache = cachedFor(5_000, source.load, () => 0);
    expect(await Promise.all([cache.read(), cache.read(), cache.read()])).toEqual([7, 7, 7]);
    expect(source.loads()).toBe(1);
  });

  it('reads again after clear, and does not keep a failed read', async () => {
    let calls = 0;
    const cache = cachedFor(
      5_000,
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('table unavailable');
        return calls;
      },
      () => 0,
    );
    expect(await cache.read()).toBe(1);
    cache.clear();
    await expect(cache.read()).rejects.toThrow('table unavailable');
    expect(await cache.read()).toBe(3);
  });
});
