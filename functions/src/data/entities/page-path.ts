import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/**
 * A site path taken by a custom page. Written in the same transaction as the page with the
 * condition that it is absent, so two pages can never share a path (an index cannot refuse a
 * duplicate; the gsi1 lookup by path only finds one).
 */
export const pagePathSchema = {
  model: { entity: 'pagePath', version: '1', service: 'marketplace' },
  attributes: {
    path: { type: 'string', required: true },
    page_id: { type: 'string', required: true },
  },
  indexes: {
    byPath: { pk: { field: 'pk', composite: ['path'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const createPagePathEntity = ({ table, client }: DataOptions) => new Entity(pagePathSchema, { table, client });
export type PagePathItem = EntityItem<ReturnType<typeof createPagePathEntity>>;

export function createPagePathMock(overrides: Partial<PagePathItem> = {}): PagePathItem {
  return { path: '/', page_id: 'page-home', ...overrides };
}
