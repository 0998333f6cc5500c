import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { categorizedIndexes, recordAttributes } from './record-keys.js';

/** A storefront article in an article category. Content entities keep the API's field names. */
export const articleSchema = {
  model: { entity: 'article', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    category_id: { type: 'string', required: true },
    summary: { type: 'string', default: '' },
    body: { type: 'string', default: '' },
    cover_image: { type: 'string', default: '' },
    author: { type: 'string', default: '' },
    published: { type: 'boolean', default: false },
  },
  indexes: categorizedIndexes,
} as const;

export const createArticleEntity = ({ table, client }: DataOptions) => new Entity(articleSchema, { table, client });
export type ArticleItem = EntityItem<ReturnType<typeof createArticleEntity>>;

export function createArticleMock(overrides: Partial<ArticleItem> = {}): ArticleItem {
  return {
    id: 'article-1',
    title: 'How to start learning Python',
    slug: 'how-to-start-learning-python',
    category_id: 'cat-articles',
    summary: 'Five steps for your first month.',
    body: 'Install Python.\n\nWrite a script every day.',
    cover_image: '',
    author: 'Ines Teacher',
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
