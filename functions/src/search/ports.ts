export type SearchKind = 'course' | 'product';

/** The storefront's word index of course and product names (decision 0018). */
export interface SearchIndex {
  /** Replaces an item's words with those of `name`. */
  index(kind: SearchKind, id: string, name: string): Promise<void>;
  remove(kind: SearchKind, ids: readonly string[]): Promise<void>;
  /**
   * The ids of the items whose name has, for every word of `query`, a word starting with it;
   * undefined when the query holds no word (nothing to narrow by).
   */
  find(kind: SearchKind, query: string): Promise<Set<string> | undefined>;
}
