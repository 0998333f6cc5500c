import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { categorizedIndexes, recordAttributes } from './record-keys.js';

export const productSchema = {
  model: { entity: 'product', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    price: { type: 'number', required: true },
    sale_price: { type: 'number' },
    image: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    stock: { type: 'number', required: true },
    /** Grams. */
    shipping_weight: { type: 'number', required: true },
    published: { type: 'boolean', default: false },
  },
  indexes: categorizedIndexes,
} as const;

export const createProductEntity = ({ table, client }: DataOptions) => new Entity(productSchema, { table, client });
export type ProductItem = EntityItem<ReturnType<typeof createProductEntity>>;

export function createProductMock(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    id: 'product-1',
    name: 'Workbook',
    slug: 'workbook',
    description: '',
    price: 45_000,
    image: '',
    category_id: 'cat-2',
    stock: 10,
    shipping_weight: 400,
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
