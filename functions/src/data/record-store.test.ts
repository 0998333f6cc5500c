import { describe, expect, it } from 'vitest';
import { memoryRecords } from '../master-files/memory-records.js';
import { keptListing } from './record-store.js';

describe('keptListing', () => {
  const fee = (id: string) => ({ id, name: `Fee ${id}` });

  it("answers the kept listing while others' changes wait for its time, and shows its own writes at once", async () => {
    const table = memoryRecords<{ id: string; name: string }>();
    const store = keptListing(table, 60_000);
    await table.put(fee('a'), 'create');
    expect((await store.list()).map((one) => one.id)).toEqual(['a']);

    // Another Lambda's write: this one keeps what it read.
    await table.put(fee('b'), 'create');
    expect((await store.list()).map((one) => one.id)).toEqual(['a']);

    await store.put(fee('c'), 'create');
    expect((await store.list()).map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(await store.delete(['a'])).toEqual(['a']);
    expect((await store.list()).map((one) => one.id)).toEqual(['b', 'c']);
  });

  it('forgets the listing even when a write is refused, and never hands out its own array', async () => {
    const table = memoryRecords<{ id: string; name: string }>();
    const store = keptListing(table, 60_000);
    await store.put(fee('a'), 'create');
    (await store.list()).pop();
    expect(await store.list()).toHaveLength(1);
    await table.put(fee('b'), 'create');
    await expect(store.put(fee('a'), 'create')).rejects.toThrow('The id a is taken.');
    expect(await store.list()).toHaveLength(2);
  });
});
