import { describe, expect, it } from 'vitest';
import { BATCH_GET_ATTEMPTS, batchGetAll } from './batch-get.js';

/** A batch read that leaves the keys of `left[n]` unprocessed on its n-th call. */
function reader(left: string[][]) {
  const asked: string[][] = [];
  const read = async (keys: { id: string }[]) => {
    const ids = keys.map((key) => key.id);
    asked.push(ids);
    const skipped = new Set(left[asked.length - 1] ?? []);
    return { data: ids.filter((id) => !skipped.has(id)).map((id) => ({ id, name: `item ${id}` })), unprocessed: ids.filter((id) => skipped.has(id)).map((id) => ({ id })) };
  };
  return { read, asked };
}

describe('batchGetAll', () => {
  it('asks again for the keys left unprocessed until every item is read', async () => {
    const { read, asked } = reader([['b', 'c'], ['c']]);
    const items = await batchGetAll([{ id: 'a' }, { id: 'b' }, { id: 'c' }], read, 'items');
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([['a', 'b', 'c'], ['b', 'c'], ['c']]);
  });

  it('fails rather than answer a part when keys stay unprocessed', async () => {
    const { read, asked } = reader(Array.from({ length: BATCH_GET_ATTEMPTS }, () => ['b']));
    await expect(batchGetAll([{ id: 'a' }, { id: 'b' }], read, 'items')).rejects.toThrow('1 items stayed unprocessed after 4 attempts.');
    expect(asked).toHaveLength(BATCH_GET_ATTEMPTS);
  });

  it('reads nothing for no keys', async () => {
    const { read, asked } = reader([]);
    expect(await batchGetAll([], read, 'items')).toEqual([]);
    expect(asked).toEqual([]);
  });
});
