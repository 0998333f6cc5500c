import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { categorizedIndexes, recordAttributes } from './record-keys.js';

/** A student's review, in a review category, optionally of a course. */
export const reviewSchema = {
  model: { entity: 'review', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    category_id: { type: 'string', required: true },
    reviewer_name: { type: 'string', required: true },
    reviewer_image: { type: 'string', default: '' },
    /** 1 to 5. */
    rating: { type: 'number', required: true },
    body: { type: 'string', default: '' },
    course_id: { type: 'string', default: '' },
    published: { type: 'boolean', default: false },
  },
  indexes: categorizedIndexes,
} as const;

export const createReviewEntity = ({ table, client }: DataOptions) => new Entity(reviewSchema, { table, client });
export type ReviewItem = EntityItem<ReturnType<typeof createReviewEntity>>;

export function createReviewMock(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id: 'review-1',
    title: 'Clear and practical',
    category_id: 'cat-reviews',
    reviewer_name: 'Malee Suksan',
    reviewer_image: '',
    rating: 5,
    body: 'The projects made it stick.',
    course_id: 'course-1',
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
