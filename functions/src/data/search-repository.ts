import type { SearchIndex } from '../search/ports.js';
import { searchTerms } from '../search/terms.js';
import type { Database } from './database.js';

/**
 * The word index in the table: an item's terms in its own partition (replaced on every save),
 * and a term index on gsi1 partitioned by the term's first character, so each word of a query
 * is one Query by prefix (data model #27, #28).
 */
/** A term's first character (a whole code point: Thai and emoji included). */
const headOf = (term: string) => [...term][0] as string;

export function createSearchIndex(db: Pick<Database, 'searchTerms'>): SearchIndex {
  const termsOf = async (kind: 'course' | 'product', id: string) =>
    (await db.searchTerms.query.byItem({ kind, item_id: id }).go({ pages: 'all', attributes: ['kind', 'item_id', 'term'] })).data;

  const index: SearchIndex = {
    async index(kind, id, name) {
      const wanted = new Set(searchTerms(name));
      const stored = await termsOf(kind, id);
      const stale = stored.filter((item) => !wanted.has(item.term));
      const storedTerms = new Set(stored.map((item) => item.term));
      const added = [...wanted].filter((term) => !storedTerms.has(term));
      if (stale.length) await db.searchTerms.delete(stale.map(({ term }) => ({ kind, item_id: id, term }))).go();
      if (added.length) await db.searchTerms.put(added.map((term) => ({ kind, item_id: id, term, head: headOf(term) }))).go();
    },
    async remove(kind, ids) {
      const stored = (await Promise.all(ids.map((id) => termsOf(kind, id)))).flat();
      if (stored.length) await db.searchTerms.delete(stored.map(({ item_id, term }) => ({ kind, item_id, term }))).go();
    },
    async find(kind, query) {
      const words = searchTerms(query);
      if (!words.length) return undefined;
      let found: Set<string> | undefined;
      for (const word of words) {
        const { data } = await db.searchTerms.query.byTerm({ kind, head: headOf(word) }).begins({ term: word }).go({ pages: 'all', attributes: ['item_id'] });
        const ids = new Set(data.map((item) => item.item_id));
        found = found ? new Set([...found].filter((id) => ids.has(id))) : ids;
        if (!found.size) break;
      }
      return found;
    },
  };
  return index;
}
