import { Entity, type EntityItem } from 'electrodb';
import type { DataOptions } from '../options.js';
import { listedIndexes, recordAttributes } from './record-keys.js';

/** An instructor's public profile; `user_id` links it to their account when they have one. */
export const instructorProfileSchema = {
  model: { entity: 'instructorProfile', version: '1', service: 'marketplace' },
  attributes: {
    ...recordAttributes,
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    headline: { type: 'string', default: '' },
    bio: { type: 'string', default: '' },
    avatar: { type: 'string', default: '' },
    user_id: { type: 'string', default: '' },
    expertise: { type: 'list', items: { type: 'string' }, default: () => [] },
    published: { type: 'boolean', default: false },
  },
  indexes: listedIndexes,
} as const;

export const createInstructorProfileEntity = ({ table, client }: DataOptions) => new Entity(instructorProfileSchema, { table, client });
export type InstructorProfileItem = EntityItem<ReturnType<typeof createInstructorProfileEntity>>;

export function createInstructorProfileMock(overrides: Partial<InstructorProfileItem> = {}): InstructorProfileItem {
  return {
    id: 'instructor-1',
    name: 'Ines Teacher',
    slug: 'ines-teacher',
    headline: 'Software engineer',
    bio: '',
    avatar: '',
    user_id: '',
    expertise: ['Python'],
    published: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
