import { CATEGORY_TYPES } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A category of courses, products, articles, reviews or galleries. Catalogue entities keep the API's field names. */
export const categorySchema = {
  model: { entity: 'category', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    type: { type: CATEGORY_TYPES, required: true },
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    ordering: { type: 'number', default: 0 },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byType: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['type'] }, sk: { field: 'gsi1sk', composite: ['created_at'] } },
  },
} as const;

export const createCategoryEntity = ({ table, client }: DataOptions) => new Entity(categorySchema, { table, client });
export type CategoryItem = EntityItem<ReturnType<typeof createCategoryEntity>>;

export function createCategoryMock(overrides: Partial<CategoryItem> = {}): CategoryItem {
  return {
    id: 'cat-1',
    type: 'course',
    name: 'Programming',
    slug: 'programming',
    description: '',
    ordering: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
