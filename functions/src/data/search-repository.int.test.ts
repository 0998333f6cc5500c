import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { localDatabase } from '../testing/api.js';
import { createSearchIndex } from './search-repository.js';

const db = localDatabase();
const search = createSearchIndex(db);
// Names carry a word of their own, so the seeded catalogue never matches.
const tag = `zq${randomUUID().slice(0, 8)}`;
const first = `course-${randomUUID()}`;
const second = `course-${randomUUID()}`;

afterAll(async () => {
  await search.remove('course', [first, second]);
});

describe('search index on DynamoDB Local', () => {
  it('finds items by word prefixes in English and Thai, every word of the query matching', async () => {
    await search.index('course', first, `Python ${tag} เริ่มต้นเขียนโปรแกรม`);
    await search.index('course', second, `Pandas ${tag} for analysts`);

    expect(await search.find('course', tag)).toEqual(new Set([first, second]));
    expect(await search.find('course', `${tag.toUpperCase()} pyth`)).toEqual(new Set([first]));
    expect(await search.find('course', `โปรแ ${tag}`)).toEqual(new Set([first]));
    expect(await search.find('product', tag)).toEqual(new Set());
    expect(await search.find('course', ' !? ')).toBeUndefined();
  });

  it('replaces an item’s words on re-index and forgets them on removal', async () => {
    await search.index('course', first, `Rust ${tag}`);
    expect(await search.find('course', `${tag} python`)).toEqual(new Set());
    expect(await search.find('course', `${tag} rust`)).toEqual(new Set([first]));
    const stored = await db.searchTerms.query.byItem({ kind: 'course', item_id: first }).go();
    expect(stored.data.map((item) => item.term).sort()).toEqual(['rust', tag].sort());

    await search.remove('course', [first]);
    expect((await db.searchTerms.query.byItem({ kind: 'course', item_id: first }).go()).data).toEqual([]);
    expect(await search.find('course', tag)).toEqual(new Set([second]));
  });
});
