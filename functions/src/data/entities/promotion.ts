import { DISCOUNT_KINDS } from '@lm/shared';
import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { listedIndexes, recordAttributes } from './record-keys.js';

/** A discount on linked courses and products between two days (YYYY-MM-DD, both included). */
export const promotionSchema = {
  model: { entity: 'promotion', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    image: { type: 'string', default: '' },
    starts_on: { type: 'string', required: true },
    ends_on: { type: 'string', required: true },
    discount_kind: { type: DISCOUNT_KINDS, required: true },
    /** Percent, or satang off each linked item. */
    discount_value: { type: 'number', required: true },
    course_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    product_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    category_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    user_group_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
    published: { type: 'boolean', default: false },
  },
  indexes: listedIndexes,
} as const;

export const createPromotionEntity = ({ table, client }: DataOptions) => new Entity(promotionSchema, { table, client });
export type PromotionItem = EntityItem<ReturnType<typeof createPromotionEntity>>;

export function createPromotionMock(overrides: Partial<PromotionItem> = {}): PromotionItem {
  return {
    id: 'promotion-1',
    title: 'New term offer',
    description: '',
    image: '',
    starts_on: '2026-11-01',
    ends_on: '2026-12-31',
    discount_kind: 'percent',
    discount_value: 20,
    course_ids: ['course-1'],
    product_ids: [],
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
