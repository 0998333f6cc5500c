import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { WRITES_AT_ONCE, writeEach } from './migrations.js';

describe("a migration step's writes", () => {
  it('write every item once, a bounded number at a time, and count those written', async () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    const written = await writeEach(items, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(item % 3);
      seen.push(item);
      inFlight -= 1;
      // Every fifth item was deleted meanwhile: its write is refused.
      return item % 5 !== 0;
    });
    expect(seen.sort((a, b) => a - b)).toEqual(items);
    expect(written).toBe(40);
    expect(most).toBe(WRITES_AT_ONCE);
  });

  it('write nothing for no items, and let a failed write through', async () => {
    expect(await writeEach([], async () => true)).toBe(0);
    await expect(writeEach([1, 2, 3], async (item) => (item === 2 ? Promise.reject(new Error('Throughput exceeded')) : true))).rejects.toThrow('Throughput exceeded');
  });
});
