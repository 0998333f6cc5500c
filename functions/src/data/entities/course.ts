import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { categorizedIndexes, recordAttributes } from './record-keys.js';

export const courseSchema = {
  model: { entity: 'course', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    title: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    /** Satang. */
    price: { type: 'number', required: true },
    /** Satang; absent when there is no sale. */
    sale_price: { type: 'number' },
    cover_image: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    instructor_id: { type: 'string', default: '' },
    status: { type: ['open', 'coming_soon', 'closed'] as const, required: true },
    published: { type: 'boolean', default: false },
    curriculum: { type: 'any', default: () => [] },
  },
  indexes: categorizedIndexes,
} as const;

export const createCourseEntity = ({ table, client }: DataOptions) => new Entity(courseSchema, { table, client });
export type CourseItem = EntityItem<ReturnType<typeof createCourseEntity>>;

export function createCourseMock(overrides: Partial<CourseItem> = {}): CourseItem {
  return {
    id: 'course-1',
    title: 'Python for beginners',
    slug: 'python-for-beginners',
    description: '',
    price: 150_000,
    cover_image: '',
    category_id: 'cat-1',
    instructor_id: '',
    status: 'open',
    published: true,
    curriculum: [],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
