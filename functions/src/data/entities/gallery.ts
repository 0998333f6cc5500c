import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';

/** A gallery of images with captions, in a gallery category. */
export const gallerySchema = {
  model: { entity: 'gallery', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true },
    title: { type: 'string', required: true },
    category_id: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    /** [{src, caption}], in the order shown. */
    images: { type: 'any', default: () => [] },
    published: { type: 'boolean', default: false },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['created_at'] } },
    byCategory: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['category_id'] }, sk: { field: 'gsi2sk', composite: ['created_at'] } },
  },
} as const;

export const createGalleryEntity = ({ table, client }: DataOptions) => new Entity(gallerySchema, { table, client });
export type GalleryItem = EntityItem<ReturnType<typeof createGalleryEntity>>;

export function createGalleryMock(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 'gallery-1',
    title: 'Workshop day',
    category_id: 'cat-galleries',
    description: '',
    images: [{ src: '/demo/page-slide-learn.svg', caption: 'Morning session' }],
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
