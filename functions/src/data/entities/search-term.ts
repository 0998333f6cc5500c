import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * One word of a course's or product's name, kept so the storefront's search is a Query by word
 * prefix instead of a read of every item (data model #27, #28). An item's terms share its
 * partition, so re-indexing it reads and replaces them in one place.
 */
export const searchTermSchema = {
  model: { entity: 'searchTerm', version: '1', service: 'marketplace' },
  attributes: {
    kind: { type: ['course', 'product'] as const, required: true },
    item_id: { type: 'string', required: true },
    term: { type: 'string', required: true },
    /** The term's first character: the partition of the term index, so a prefix is one Query. */
    head: { type: 'string', required: true },
  },
  indexes: {
    byItem: { pk: { field: 'pk', composite: ['kind', 'item_id'] }, sk: { field: 'sk', composite: ['term'] } },
    byTerm: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['kind', 'head'] }, sk: { field: 'gsi1sk', composite: ['term', 'item_id'] } },
  },
} as const;

export const createSearchTermEntity = ({ table, client }: DataOptions) => new Entity(searchTermSchema, { table, client });
export type SearchTermItem = EntityItem<ReturnType<typeof createSearchTermEntity>>;
