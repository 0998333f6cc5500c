import type { SearchIndex, SearchKind } from './ports.js';
import { searchTerms } from './terms.js';

/** The index in memory, for unit tests of the services that use it. */
export function createMemorySearchIndex(): SearchIndex {
  const terms = new Map<string, string[]>();
  const key = (kind: SearchKind, id: string) => `${kind}:${id}`;
  return {
    async index(kind, id, name) {
      terms.set(key(kind, id), searchTerms(name));
    },
    async remove(kind, ids) {
      for (const id of ids) terms.delete(key(kind, id));
    },
    async find(kind, query) {
      const wanted = searchTerms(query);
      if (!wanted.length) return undefined;
      const found = new Set<string>();
      for (const [itemKey, itemTerms] of terms) {
        const [itemKind, id] = itemKey.split(':') as [SearchKind, string];
        if (itemKind === kind && wanted.every((word) => itemTerms.some((term) => term.startsWith(word)))) found.add(id);
      }
      return found;
    },
  };
}
