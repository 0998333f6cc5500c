import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mapAtOnce } from './at-once.js';

describe('work over many items, a few at a time', () => {
  it('runs every item once, never more than the limit at a time, and answers in the items’ order', async () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    const results = await mapAtOnce(
      items,
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        started.push(item);
        // Later items finish first now and then: the answer keeps the items' order all the same.
        await sleep(3 - (item % 3));
        inFlight -= 1;
        return item * 2;
      },
      16,
    );
    expect(started.sort((a, b) => a - b)).toEqual(items);
    expect(results).toEqual(items.map((item) => item * 2));
    expect(most).toBe(16);
  });

  it('answers nothing for no items, and lets a failure through', async () => {
    expect(await mapAtOnce([], async () => true, 4)).toEqual([]);
    await expect(mapAtOnce([1, 2, 3], async (item) => (item === 2 ? Promise.reject(new Error('Throughput exceeded')) : item), 2)).rejects.toThrow('Throughput exceeded');
  });
});
