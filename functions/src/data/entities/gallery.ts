import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { categorizedIndexes, recordAttributes } from './record-keys.js';

/** A gallery of images with captions, in a gallery category. */
export const gallerySchema = {
  model: { entity: 'gallery', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    category_id: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    /** [{src, caption}], in the order shown. */
    images: { type: 'any', default: () => [] },
    published: { type: 'boolean', default: false },
  },
  indexes: categorizedIndexes,
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
